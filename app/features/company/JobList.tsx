import { Link } from "react-router";
import { href } from "#app/i18n/href.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { formatDate } from "./views/format.ts";
import type { JobSummary } from "./views/job-view.ts";

/** Location, employment type and posting date of a job, as a description list. */
export function JobFacts({ job }: { job: JobSummary }) {
  const { language, messages } = useSite();
  const texts = messages.content.job;
  return (
    <dl className="job-facts">
      <div>
        <dt>{texts.location}</dt>
        <dd>{job.location}</dd>
      </div>
      <div>
        <dt>{texts.employmentType}</dt>
        <dd>{messages.content.employmentTypes[job.employmentType]}</dd>
      </div>
      <div>
        <dt>{texts.datePosted}</dt>
        <dd>
          <time dateTime={job.datePosted}>{formatDate(job.datePosted, language)}</time>
        </dd>
      </div>
    </dl>
  );
}

/** The open jobs, each linking to its detail page. */
export function JobList({ jobs }: { jobs: JobSummary[] }) {
  const { language } = useSite();
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job.slug} className="card job-card">
          <h3>
            <Link to={href("job-detail", language, { job: job.slug })} prefetch="intent">
              {job.title}
            </Link>
          </h3>
          <p>{job.summary}</p>
          <JobFacts job={job} />
        </li>
      ))}
    </ul>
  );
}
