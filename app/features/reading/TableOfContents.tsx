/** One entry of a table of contents: a section's anchor and heading. */
export interface TocEntry {
  id: string;
  heading: string;
}

/** Pages with at least this many sections get a table of contents (shorter ones are read in one glance). */
export const TOC_MIN_SECTIONS = 4;

export function needsTableOfContents(entries: readonly TocEntry[]): boolean {
  return entries.length >= TOC_MIN_SECTIONS;
}

function TocList({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <ol className="toc__list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.heading}</a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The table of contents at the top of the text on phones: a closed <details>, so a long page
 * starts with its text, not with a screenful of links. Plain anchors: works without JavaScript.
 * Hidden on wide screens, where the side column shows the same list (TocSide).
 */
export function TocCompact({ entries, label }: { entries: readonly TocEntry[]; label: string }) {
  return (
    <nav className="toc toc--compact" aria-label={label}>
      <details>
        <summary>{label}</summary>
        <TocList entries={entries} />
      </details>
    </nav>
  );
}

/** The table of contents in the side column of wide screens, sticky beside the text (hidden on phones). */
export function TocSide({ entries, label }: { entries: readonly TocEntry[]; label: string }) {
  return (
    <nav className="toc toc--side" aria-labelledby="toc-side-heading">
      <h2 id="toc-side-heading" className="toc__heading">
        {label}
      </h2>
      <TocList entries={entries} />
    </nav>
  );
}
