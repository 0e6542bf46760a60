import { useSite } from "#app/i18n/use-site.ts";
import { HomeMatchRow } from "./HomeMatchRow.tsx";
import { HomeTeam } from "./HomeTeam.tsx";
import type { HomeCompetitionCard, HomeTableTeaser } from "./views/home-view.ts";

/**
 * The app in a phone drawn by the stylesheet (no screenshot to load): the page language's league
 * as the app shows it, its current matchday's matches and the top of its table, live while the
 * page reads the stream. A picture for screen readers, hidden from them: the same matches and
 * rows are on the page as the league's card and the table teaser, with their links.
 */
export function HeroPhone({ card, table, currentYear }: { card: HomeCompetitionCard; table: HomeTableTeaser | null; currentYear: number }) {
  const { messages } = useSite();
  const tabs = messages.results.tabs;
  return (
    <div className="phone" aria-hidden="true">
      <div className="phone__screen">
        <div className="phone__bar">{messages.siteName}</div>
        <div className="phone__tabs">
          <span className="phone__tab phone__tab--current">{tabs.matches}</span>
          <span className="phone__tab">{tabs.table}</span>
          <span className="phone__tab">{messages.nav.news}</span>
        </div>
        <div className="phone__head">
          <strong>{card.name}</strong> {card.round}
        </div>
        <ul className="phone__matches">
          {card.matches.map((match) => (
            <li key={match.id}>
              <HomeMatchRow match={match} linked={false} currentYear={currentYear} />
            </li>
          ))}
        </ul>
        {table ? (
          <>
            <div className="phone__head">{tabs.table}</div>
            <ol className="phone__table">
              {table.rows.map((row) => (
                <li key={row.team.id} data-zone={row.zone ?? undefined}>
                  <span className="phone__position">{row.position}</span>
                  <HomeTeam team={row.team} />
                  <span className="phone__points">{row.points}</span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </div>
  );
}
