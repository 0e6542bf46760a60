import type { StaticPageText } from "./views.ts";

/** A text page: heading, lead and its sections, each with an anchor. */
export function StaticPageBody({ text, children }: { text: StaticPageText; children?: React.ReactNode }) {
  return (
    <article className="container text-page">
      <header className="page-header">
        <h1>{text.heading}</h1>
        <p className="lead">{text.lead}</p>
      </header>
      <div className="prose">
        {text.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            <div dangerouslySetInnerHTML={{ __html: section.html }} />
          </section>
        ))}
      </div>
      {children}
    </article>
  );
}
