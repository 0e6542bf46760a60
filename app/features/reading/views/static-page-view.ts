/** A static page's text as the page renders it (built by markdown.server.ts from content/pages/). */
export interface StaticPageText {
  title: string;
  description: string;
  heading: string;
  lead: string;
  sections: { heading: string; id: string; html: string }[];
}
