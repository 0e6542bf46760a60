import { Link } from "react-router";
import { useSite } from "../../i18n/use-site.ts";
import type { MatchesView } from "../../results/views.ts";

/**
 * The round selector (spec: selectable rounds): previous/next links and a disclosure listing every
 * round as a link to its own URL. Plain links and <details>: keyboard- and no-JS-friendly.
 */
export function RoundNav({ view }: { view: MatchesView }) {
  const { messages } = useSite();
  const texts = messages.results.rounds;
  if (!view.round) return null;
  return (
    <nav className="round-nav" aria-label={texts.label}>
      <div className="round-nav__bar">
        {view.previous ? (
          <Link className="round-nav__step" to={view.previous.href} aria-label={`${texts.previous}: ${view.previous.name}`}>
            ‹
          </Link>
        ) : (
          <span className="round-nav__step" aria-hidden="true" />
        )}
        <h2 className="round-nav__current">{view.round.name}</h2>
        {view.next ? (
          <Link className="round-nav__step" to={view.next.href} aria-label={`${texts.next}: ${view.next.name}`}>
            ›
          </Link>
        ) : (
          <span className="round-nav__step" aria-hidden="true" />
        )}
      </div>
      <details className="round-nav__all">
        <summary>{texts.all}</summary>
        <ul>
          {view.rounds.map((round) => (
            <li key={round.id}>
              <Link to={round.href} aria-current={round.id === view.round?.id ? "page" : undefined}>
                {round.name}
                {round.id === view.currentRoundId ? ` (${texts.current})` : ""}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
