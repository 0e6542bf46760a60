import type { FaqGroup } from "../../content/faq-groups.ts";
import { paragraphsOf } from "./views/format.ts";

/**
 * The FAQ in its groups, each answer in a native disclosure (<details>: keyboard and screen
 * reader support without script). While searching, the matching answers start open.
 */
export function FaqList({ groups, open }: { groups: FaqGroup[]; open: boolean }) {
  return (
    <div className="faq-list">
      {groups.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`}>{group.label}</h2>
          {group.entries.map((entry) => (
            <details key={entry._id} className="faq-entry" open={open}>
              <summary>{entry.question}</summary>
              <div className="faq-entry__answer">
                {paragraphsOf(entry.answer).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
