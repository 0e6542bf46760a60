import type { Job } from "#app/content/schemas.ts";

/** What the jobs list shows of a job; the full text stays on its detail page. */
export type JobSummary = Pick<Job, "slug" | "title" | "summary" | "location" | "employmentType" | "datePosted">;

export function jobSummary({ slug, title, summary, location, employmentType, datePosted }: Job): JobSummary {
  return { slug, title, summary, location, employmentType, datePosted };
}
