import { PageHeader } from "../../components/PageHeader.tsx";
import { FOUNDED_YEAR } from "../../config/constants.ts";
import { CACHE_CONTROL } from "../../http/cache-control.ts";
import { pageContext } from "../../i18n/page-language.server.ts";
import { fillTemplate } from "../../i18n/template.ts";
import { useSite } from "../../i18n/use-site.ts";
import { pageData } from "../../seo/page-data.ts";
import { dataPageMeta } from "../../seo/page-loader.server.ts";
import { metaFromLoader } from "../../seo/page-meta.ts";
import { servicesOf } from "../../services.server.ts";
import type { Route } from "./+types/about";
import { JobList } from "./JobList.tsx";
import { NoData } from "./NoData.tsx";
import { TeamGrid } from "./TeamGrid.tsx";
import { jobSummary } from "./views/job-view.ts";
import { teamMemberView } from "./views/people-view.ts";

/** The about page's sections in order; their ids are the page's anchors (spec §2, `#jobs`). */
const ABOUT_SECTIONS = ["who-we-are", "how-we-work", "core-values", "team", "jobs"] as const;

/** The team in a new random order on every request (spec §3); the jobs as a list. */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = servicesOf(context);
  const { language, messages } = pageContext(context);
  const [team, jobs] = await Promise.all([content.getTeam(), content.getJobs(language)]);
  return pageData({ meta: dataPageMeta(messages, "about") }, { team: team.map((member) => teamMemberView(member, language)), jobs: jobs.map(jobSummary) });
}

export const meta: Route.MetaFunction = metaFromLoader;

/** The team order differs on every request: no shared copy may serve it for longer than a moment. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": CACHE_CONTROL.perRequest });

export default function About({ loaderData: { team, jobs } }: Route.ComponentProps) {
  const { messages } = useSite();
  const page = messages.pages.about;
  const texts = messages.content.about;
  const headings: Record<(typeof ABOUT_SECTIONS)[number], string> = {
    "who-we-are": texts.whoWeAre.heading,
    "how-we-work": texts.howWeWork.heading,
    "core-values": texts.coreValues.heading,
    team: texts.team.heading,
    jobs: texts.jobs.heading,
  };
  // The first section is in the first screen: rendered at once (a part rendered as it nears does not
  // collapse its margins with its heading's, ADR 0712).
  const section = (id: (typeof ABOUT_SECTIONS)[number], children: React.ReactNode) => (
    <section id={id} className={id === ABOUT_SECTIONS[0] ? "content-section" : "content-section render-when-near"} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{headings[id]}</h2>
      {children}
    </section>
  );

  return (
    <div className="container">
      <PageHeader heading={page.heading} lead={page.description}>
        <nav className="page-nav" aria-label={messages.content.onThisPage}>
          <ul>
            {ABOUT_SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{headings[id]}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      {section(
        "who-we-are",
        <div className="prose">
          {texts.whoWeAre.paragraphs.map((paragraph, index) => (
            <p key={index}>{fillTemplate(paragraph, { foundedYear: FOUNDED_YEAR })}</p>
          ))}
        </div>,
      )}

      {section(
        "how-we-work",
        <div className="prose">
          <p>{texts.howWeWork.intro}</p>
          <ul>
            {texts.howWeWork.points.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        </div>,
      )}

      {section(
        "core-values",
        <ul className="card-grid">
          {texts.coreValues.values.map((value) => (
            <li key={value.title} className="card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>,
      )}

      {section(
        "team",
        <>
          <p>{texts.team.intro}</p>
          {team.length > 0 ? <TeamGrid members={team} /> : <NoData />}
        </>,
      )}

      {section(
        "jobs",
        <>
          <p>{texts.jobs.intro}</p>
          {jobs.length > 0 ? <JobList jobs={jobs} /> : <NoData />}
        </>,
      )}
    </div>
  );
}
