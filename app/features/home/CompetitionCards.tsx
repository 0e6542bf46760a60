import { Link } from "react-router";
import { useSite } from "../../i18n/use-site.ts";
import { HomeMatchRow } from "./HomeMatchRow.tsx";
import type { HomeCompetitionCard } from "./views/home-view.ts";

/** A card per main competition: its name (a link to its page), the round, its table and the round's latest matches. */
export function CompetitionCards({ cards }: { cards: HomeCompetitionCard[] }) {
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
              <span className="home-card__round">{card.round}</span>
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
                <HomeMatchRow match={match} linked />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
