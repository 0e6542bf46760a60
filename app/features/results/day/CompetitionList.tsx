import { Link } from "react-router";
import { href } from "#app/i18n/href.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { CompetitionsResponse } from "#contract/schemas.ts";

/** The competitions grouped by push group (country or region), with a filter by group. */
export function CompetitionList({ catalogue, activeGroup }: { catalogue: CompetitionsResponse; activeGroup?: string }) {
  const { language, messages } = useSite();
  const groups = catalogue.pushgroups.filter((group) => !activeGroup || group.slug === activeGroup);
  return (
    <>
      <nav className="chip-nav" aria-label={messages.results.countryFilter}>
        <ul>
          <li>
            <Link to={href("results", language)} aria-current={activeGroup ? undefined : "page"}>
              {messages.results.allCompetitions}
            </Link>
          </li>
          {catalogue.pushgroups.map((group) => (
            <li key={group.id}>
              <Link to={href("results", language, { country: group.slug })} aria-current={group.slug === activeGroup ? "page" : undefined}>
                {group.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.slug}`}>
          <h2 id={`group-${group.slug}`}>{group.name}</h2>
          <ul className="card-grid">
            {catalogue.competitions
              .filter((c) => c.push_group_id === group.id)
              .map((competition) => (
                <li key={competition.id} className="card card--link">
                  <Link to={href("results", language, { country: competition.slug })} prefetch="intent">
                    <strong>{competition.name}</strong>
                    <span>
                      {competition.season} · {messages.results.kind[competition.kind]}
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
