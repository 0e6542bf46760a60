/**
 * The layout of the reading pages (legal texts, FAQ, ads, news articles): one centred column of
 * comfortable line length and, on wide screens, a side column beside it for the table of contents
 * and a call to action. On phones the side column follows the text. `main` is the page's own
 * element (an <article> or a <div>) and carries the class `reading__main`.
 */
export function ReadingLayout({ main, side }: { main: React.ReactNode; side?: React.ReactNode }) {
  return (
    <div className={side ? "container reading reading--with-side" : "container reading"}>
      {main}
      {side ? <div className="reading__side">{side}</div> : null}
    </div>
  );
}

/** A short call to action in the side column: a heading, one sentence and what to do next. */
export function SideCard({ id, heading, text, children }: { id: string; heading: string; text: string; children: React.ReactNode }) {
  return (
    <aside className="side-card" aria-labelledby={id}>
      <h2 id={id} className="side-card__heading">
        {heading}
      </h2>
      <p>{text}</p>
      {children}
    </aside>
  );
}
