import { Link } from "react-router";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { HomeMatchRow } from "./HomeMatchRow.tsx";
import type { HomeCompetitionCard } from "./views/home-view.ts";

/**
 * A card per main competition: its name (a link to its page), the round (and that its season is
 * over, once it is), its table and the round's latest matches.
 */
export function CompetitionCards({ cards, currentYear }: { cards: HomeCompetitionCard[]; currentYear: number }) {
  const { messages } = useSite();
  return (
    <ul className="home-cards">
      {cards.map((card) => (
        <li key={card.id} className="home-card">
          <div className="home-card__head">
            <div className="home-card__title">
              <h3>
                <Link to={card.href}>{card.name}</Link>
              </h3>
              <span className="home-card__round">
                {card.round}
                {card.finishedSeason ? (
                  <span className="home-card__season">
                    <span className="visually-hidden">, </span>
                    {fillTemplate(messages.home.seasonFinished, { season: card.finishedSeason })}
                  </span>
                ) : null}
              </span>
            </div>
            {card.tableHref ? (
              <Link className="home-card__table" to={card.tableHref}>
                {messages.results.tabs.table}
                <span className="visually-hidden">: {card.name}</span>
              </Link>
            ) : null}
          </div>
          <ul className="home-card__matches">
            {card.matches.map((match) => (
              <li key={match.id}>
                <HomeMatchRow match={match} linked currentYear={currentYear} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
