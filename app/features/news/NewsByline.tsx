import { Fragment } from "react";
import { fillTemplate } from "#app/i18n/template.ts";
import type { NewsDate } from "./views/format.ts";

/** A middle dot that never starts a line: the line may break only after it. */
const SEPARATOR = "\u00a0· ";

/** Parts of a line, each kept together, separated by middle dots. */
function Parts({ parts }: { parts: React.ReactNode[] }) {
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? SEPARATOR : null}
      <span className="news-byline__part">{part}</span>
    </Fragment>
  ));
}

/**
 * The date of a news item with its author and provider. Compact (cards): "17. Mai 2025 · von Jana
 * Albers" (the provider when there is no author). Full (article): the date on its own line, e.g.
 * "Veröffentlicht am 17. Mai 2025, 20:45 Uhr", then "von Jana Albers · Quelle: Matchpuls Redaktion".
 * Without a date (a backend that sends none) the line names author or provider alone.
 */
export function NewsByline({
  published,
  dateText,
  dateTemplate = "{date}",
  author,
  provider,
  full = false,
  texts,
}: {
  published: NewsDate | null;
  dateText: string;
  dateTemplate?: string;
  author: string | null;
  provider: string;
  full?: boolean;
  texts: { byAuthor: string; source: string };
}) {
  const [before = "", after = ""] = dateTemplate.split("{date}");
  const date = published ? (
    <>
      {before}
      <time dateTime={published.iso}>{dateText}</time>
      {after}
    </>
  ) : null;
  const byAuthor = author ? fillTemplate(texts.byAuthor, { author }) : null;
  const source = fillTemplate(texts.source, { provider });
  if (!full)
    return (
      <p className="news-byline">
        <Parts parts={date ? [date, byAuthor ?? source] : [byAuthor ?? source]} />
      </p>
    );
  return (
    <p className="news-byline news-byline--full">
      {date ? <span className="news-byline__date">{date}</span> : null}
      <Parts parts={byAuthor ? [byAuthor, source] : [source]} />
    </p>
  );
}
