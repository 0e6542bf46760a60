import { data, Link } from "react-router";
import { ShareDialog } from "#app/components/ShareDialog.tsx";
import { mailtoUri } from "#app/content/contact-links.ts";
import type { Job } from "#app/content/schemas.ts";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { pageData } from "#app/seo/page-data.ts";
import { dataPageMeta } from "#app/seo/page-loader.server.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { breadcrumbList, jobPosting } from "#app/seo/structured-data.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/job-detail";
import { ContactCard } from "./ContactCard.tsx";
import { JobFacts } from "./JobList.tsx";
import { LinkedText } from "./LinkedText.tsx";

/** The job's full text as plain text, for the JobPosting's description. */
function plainText(job: Job): string {
  return [job.summary, ...job.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...s.bullets.map((b) => `– ${b}`)])].join("\n");
}

/** One job in the page's language; an unknown slug is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { content, env } = servicesOf(context);
  const { language, messages } = pageContext(context);
  const job = await content.getJob(language, params.job);
  if (!job) throw data(null, { status: 404 });
  const siteUrl = env.SITE_URL;
  // The public address people share (docs/decisions/0301-share-overlay.md).
  const shareUrl = siteUrl + href("job-detail", language, { job: job.slug });
  return pageData(
    {
      meta: dataPageMeta(messages, "job-detail", { job: job.title, location: job.location }),
      structuredData: [
        jobPosting(siteUrl, { ...job, description: plainText(job), url: shareUrl }),
        breadcrumbList([
          { name: messages.nav.home, url: siteUrl + href("home", language) },
          { name: messages.nav.about, url: siteUrl + href("about", language) },
          { name: job.title, url: shareUrl },
        ]),
      ],
    },
    { job, shareUrl },
  );
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function JobDetail({ loaderData: { job, shareUrl } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  const texts = messages.content.job;
  const contact = { ...job.contact, id: job.contact.email };
  const applySubject = fillTemplate(texts.applySubject, { job: job.title });
  return (
    <article className="container job-page">
      <p className="job-page__back">
        <Link to={href("about", language, {}, "jobs")}>{texts.backToJobs}</Link>
      </p>
      <header className="page-header">
        <h1>{job.title}</h1>
        <p className="lead">{job.summary}</p>
        <JobFacts job={job} />
        <ShareDialog url={shareUrl} title={job.title} />
      </header>
      <div className="job-page__layout">
        <div className="prose">
          {job.sections.map((section, index) => (
            <section key={index} aria-labelledby={`job-section-${index}`}>
              <h2 id={`job-section-${index}`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph, p) => (
                <p key={p}>
                  <LinkedText text={paragraph} />
                </p>
              ))}
              {section.bullets.length > 0 ? (
                <ul>
                  {section.bullets.map((bullet, b) => (
                    <li key={b}>
                      <LinkedText text={bullet} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
        <aside className="job-page__contact" aria-labelledby="job-contact-heading">
          <h2 id="job-contact-heading">{texts.contactHeading}</h2>
          <p>{texts.contactIntro}</p>
          <ContactCard contact={contact} mailSubject={applySubject} />
          <p>
            <a className="button" href={mailtoUri(contact.email, { subject: applySubject })}>
              {texts.apply}
            </a>
          </p>
        </aside>
      </div>
    </article>
  );
}
