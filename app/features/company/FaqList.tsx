import type { FaqGroup } from "#app/content/faq-groups.ts";
import type { FaqEntry } from "#app/content/schemas.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { FallbackNote } from "./FallbackNote.tsx";
import { LinkedText } from "./LinkedText.tsx";
import { paragraphsOf } from "./views/format.ts";

/**
 * The FAQ in its groups, each answer in a native disclosure (<details>: keyboard and screen
 * reader support without script). While searching, the matching answers start open.
 */
export function FaqList({ groups, open }: { groups: FaqGroup[]; open: boolean }) {
  const { messages } = useSite();
  return (
    <div className="faq-list">
      {groups.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`}>{group.label}</h2>
          {group.entries.map((entry) => (
            <FaqItem key={entry._id} entry={entry} open={open} inGermanNote={messages.content.inGerman} />
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * One question and its answer. A text without its translation is shown in German, marked
 * `lang="de"` (so a screen reader reads it with German rules) and followed by a note in the page's
 * language.
 */
export function FaqItem({ entry, open, inGermanNote }: { entry: FaqEntry; open: boolean; inGermanNote: string }) {
  const germanQuestion = entry.inGerman?.includes("question") ?? false;
  const germanAnswer = entry.inGerman?.includes("answer") ?? false;
  return (
    <details className="faq-entry" open={open}>
      <summary>
        <span className="faq-entry__question">
          <span lang={germanQuestion ? "de" : undefined}>{entry.question}</span>
          {germanQuestion && <FallbackNote text={inGermanNote} />}
        </span>
      </summary>
      <div className="faq-entry__answer" lang={germanAnswer ? "de" : undefined}>
        {paragraphsOf(entry.answer).map((paragraph, index) => (
          <p key={index}>
            <LinkedText text={paragraph} />
          </p>
        ))}
      </div>
      {germanAnswer && (
        <p className="faq-entry__note">
          <FallbackNote text={inGermanNote} />
        </p>
      )}
    </details>
  );
}
