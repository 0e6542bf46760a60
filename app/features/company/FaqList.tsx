import { StaticIsland } from "../../components/StaticIsland.tsx";
import type { FaqGroup } from "../../content/faq-groups.ts";
import { paragraphsOf } from "./views/format.ts";

/**
 * The FAQ in its groups, each answer in a native disclosure (<details>: keyboard and screen
 * reader support without script). While searching, the matching answers start open.
 *
 * A static island (ADR 0708): nothing in it needs React (a disclosure opens by itself), so a first
 * visit keeps the server's HTML. `collection`: what the groups were made from; with it, the entries
 * shown and whether they start open say when the list must render with React (a new search).
 */
export function FaqList({ collection, groups, open }: { collection: object; groups: FaqGroup[]; open: boolean }) {
  const shown = groups.map((group) => group.entries.map((entry) => entry._id).join()).join("|");
  return (
    <StaticIsland className="faq-list" inputs={[collection, shown, open]}>
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
    </StaticIsland>
  );
}
