import { useSite } from "#app/i18n/use-site.ts";
import { InGerman } from "./FallbackNote.tsx";
import { LinkedText } from "./LinkedText.tsx";
import type { TeamMemberView } from "./views/people-view.ts";

/** The team as cards, in the order the loader shuffled them into; a text shown in German for want of a translation is marked. */
export function TeamGrid({ members }: { members: TeamMemberView[] }) {
  const note = useSite().messages.content.inGerman;
  return (
    <ul className="card-grid team-grid">
      {members.map((member) => (
        <li key={member.id} className="card team-card">
          <img
            src={member.photo.src}
            srcSet={member.photo.srcSet}
            width={member.photo.width}
            height={member.photo.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <h3>{member.name}</h3>
          <p className="team-card__role">
            <InGerman when={member.inGerman?.includes("role") ?? false} note={note}>
              {member.role}
            </InGerman>
          </p>
          <p>
            <InGerman when={member.inGerman?.includes("text") ?? false} note={note}>
              <LinkedText text={member.text} />
            </InGerman>
          </p>
        </li>
      ))}
    </ul>
  );
}
