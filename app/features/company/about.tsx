import { PageHeader } from "#app/components/PageHeader.tsx";
import { pageText } from "#app/features/reading/interface.server.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { pageData } from "#app/seo/page-data.ts";
import { metaFromLoader, pageMeta } from "#app/seo/page-meta.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/about";
import { JobList } from "./JobList.tsx";
import { NoData } from "./NoData.tsx";
import { TeamGrid } from "./TeamGrid.tsx";
import { jobSummary } from "./views/job-view.ts";
import { teamMemberView } from "./views/people-view.ts";

/** The anchors of the about page's prose sections, in order (spec §2); the team and jobs sections follow. */
const PROSE_SECTIONS = ["who-we-are", "how-we-work", "core-values"];

/** The team in a new random order on every request (spec §3); the jobs as a list; the prose as editors wrote it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = servicesOf(context);
  const { language, messages } = pageContext(context);
  const [text, team, jobs] = await Promise.all([pageText(content, "about", language), content.getTeam(), content.getJobs(language)]);
  // The text's sections take the anchors of the prose sections in order (spec §2); any further one keeps its own.
  const prose = text.sections.map((section, index) => ({ ...section, id: PROSE_SECTIONS[index] ?? section.id }));
  return pageData(
    { meta: pageMeta(messages, text.title, text.description) },
    { heading: text.heading, lead: text.lead, prose, team: team.map((member) => teamMemberView(member, language)), jobs: jobs.map(jobSummary) },
  );
}

export const meta: Route.MetaFunction = metaFromLoader;

/** The team order differs on every request: no shared copy may serve it for longer than a moment. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": CACHE_CONTROL.perRequest });

export default function About({ loaderData: { heading, lead, prose, team, jobs } }: Route.ComponentProps) {
  const { messages } = useSite();
  const texts = messages.content.about;
  const sections = [...prose, { id: "team", heading: texts.team.heading }, { id: "jobs", heading: texts.jobs.heading }];
  // The first section is in the first screen: rendered at once (a part rendered as it nears does not
  // collapse its margins with its heading's, ADR 0712).
  const section = (id: string, title: string, children: React.ReactNode) => (
    <section key={id} id={id} className={id === sections[0]?.id ? "content-section" : "content-section render-when-near"} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );

  return (
    <div className="container">
      <PageHeader heading={heading} lead={lead}>
        <nav className="page-nav" aria-label={messages.content.onThisPage}>
          <ul>
            {sections.map(({ id, heading: title }) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      {/* Markdown rendered on the server from the page's text (app/features/reading/markdown.server.ts). */}
      {prose.map(({ id, heading: title, html }) => section(id, title, <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />))}

      {section(
        "team",
        texts.team.heading,
        <>
          <p>{texts.team.intro}</p>
          {team.length > 0 ? <TeamGrid members={team} /> : <NoData />}
        </>,
      )}

      {section(
        "jobs",
        texts.jobs.heading,
        <>
          <p>{texts.jobs.intro}</p>
          {jobs.length > 0 ? <JobList jobs={jobs} /> : <NoData />}
        </>,
      )}
    </div>
  );
}
