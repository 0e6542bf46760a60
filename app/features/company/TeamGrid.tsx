import { LinkedText } from "./LinkedText.tsx";
import type { TeamMemberView } from "./views/people-view.ts";

/** The team as cards, in the order the loader shuffled them into. */
export function TeamGrid({ members }: { members: TeamMemberView[] }) {
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
          <p className="team-card__role">{member.role}</p>
          <p>
            <LinkedText text={member.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
