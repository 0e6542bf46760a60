import { Link } from "react-router";
import { StaticIsland } from "#app/components/StaticIsland.tsx";
import { useLiveStates } from "#app/features/live/interface.ts";
import { useKickoffZone } from "#app/i18n/kickoff-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { CompetitionCards } from "./CompetitionCards.tsx";
import { NewsTeaser } from "./NewsTeaser.tsx";
import { TableTeaser } from "./TableTeaser.tsx";
import type { HomeFootballView } from "./views/home-view.ts";

/**
 * The football below the hero: a card per main competition, the page language's league table and
 * the latest news, each a way into the results and news pages. Whatever did not arrive in time is
 * left out; with nothing at all, the spec's text says so and the link to the results remains.
 *
 * A static island (ADR 0708): links only, so a first visit keeps the server's HTML. It renders with
 * React once the page's data or a live state of its matches changes, or when the visitor's zone reads
 * one of its kick-offs differently from the home zone (`useKickoffZone`).
 */
export function FootballSection({ football }: { football: HomeFootballView }) {
  const { language } = useSite();
  const zone = useKickoffZone(language, () => football.cards.flatMap((card) => card.matches.map((match) => match.kickoff)));
  return (
    <StaticIsland as="section" className="container home-football" aria-labelledby="home-football" inputs={[football, zone, useLiveStates()]}>
      <FootballContent football={football} />
    </StaticIsland>
  );
}

function FootballContent({ football }: { football: HomeFootballView }) {
  const { messages } = useSite();
  const { cards, table, news, offSeasonHtml } = football;
  const empty = cards.length === 0 && !table && news.length === 0;
  return (
    <>
      <div className="home-heading">
        <h2 id="home-football">{messages.home.football}</h2>
        <Link className="home-more" to={football.resultsHref}>
          {messages.results.allCompetitions}
        </Link>
      </div>
      {empty ? <p className="empty-state">{messages.states.matchesUnavailable}</p> : null}
      {/* Between seasons, before the cards' last rounds: the competitions decided last and what comes next. */}
      {offSeasonHtml ? <div dangerouslySetInnerHTML={{ __html: offSeasonHtml }} /> : null}
      <div className="home-football__grid">
        {cards.length > 0 ? <CompetitionCards cards={cards} currentYear={football.currentYear} /> : null}
        {table ? <TableTeaser table={table} /> : null}
        {news.length > 0 ? <NewsTeaser news={news} allHref={football.newsHref} /> : null}
      </div>
    </>
  );
}
