import { PageHeader } from "#app/components/PageHeader.tsx";
import { useSite } from "#app/i18n/use-site.ts";
import { ReadingLayout } from "./ReadingLayout.tsx";
import { needsTableOfContents, TocCompact, TocSide, type TocEntry } from "./TableOfContents.tsx";
import type { StaticPageText } from "./views/static-page-view.ts";

interface StaticPageBodyProps {
  text: StaticPageText;
  /** Page-specific content after the text (a contact card, a list of contacts). */
  children?: React.ReactNode;
  /** Sections that `children` adds, listed in the table of contents after the text's own. */
  extraSections?: readonly TocEntry[];
  /** A call to action for the side column (a SideCard). */
  side?: React.ReactNode;
}

/** The sections of a Markdown page text, each under its anchored heading. */
export function TextSections({ sections }: { sections: StaticPageText["sections"] }) {
  return (
    <div className="prose">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          <div dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
    </div>
  );
}

/**
 * A text page in the reading layout: heading, lead and its sections, each with an anchor. A page
 * with enough sections gets a table of contents: a closed disclosure above the text on phones, a
 * sticky list in the side column on wide screens.
 */
export function StaticPageBody({ text, children, extraSections = [], side }: StaticPageBodyProps) {
  const { messages } = useSite();
  const label = messages.reading.contents;
  const entries = [...text.sections.map(({ id, heading }) => ({ id, heading })), ...extraSections];
  const toc = needsTableOfContents(entries);
  return (
    <ReadingLayout
      main={
        <article className="reading__main text-page">
          <PageHeader heading={text.heading} lead={text.lead} />
          {toc ? <TocCompact entries={entries} label={label} /> : null}
          <TextSections sections={text.sections} />
          {children}
        </article>
      }
      side={
        toc || side ? (
          <>
            {side}
            {toc ? <TocSide entries={entries} label={label} /> : null}
          </>
        ) : undefined
      }
    />
  );
}
