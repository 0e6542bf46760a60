import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { LineupPlayer } from "#contract/schemas-match-events.ts";
import type { Match, Team } from "#contract/schemas.ts";
import { TeamName } from "../shared/TeamName.tsx";
import { HALF_HEIGHT, type LineupView, PITCH_WIDTH, pitchPlaces } from "./match-events-view.ts";
import { PlayerName } from "./MatchTimeline.tsx";

type Lineups = { home: LineupView; away: LineupView };

/**
 * Both line-ups: where both elevens can be placed, a pitch drawn in SVG (the home team in the upper
 * half from its goal down, the away team in the lower half from its goal up, each line from the
 * team's own left, shirt number over the name), which screen readers skip for the lists below it;
 * then per team the formation, the eleven (a list on screen where there is no pitch), the bench
 * and the coach.
 */
export function MatchLineups({ match, lineups }: { match: Match; lineups: Lineups }) {
  const { messages } = useSite();
  const texts = messages.results.matchEvents;
  const pitch = lineups.home.lines && lineups.away.lines ? { home: lineups.home.lines, away: lineups.away.lines } : null;
  return (
    <section className="match-section match-section--story" aria-labelledby="match-lineups">
      <h3 id="match-lineups">{texts.lineups}</h3>
      {pitch ? <Pitch match={match} lineups={lineups} /> : null}
      <div className="match-form__teams">
        <TeamLineup team={match.home} lineup={lineups.home} listed={!pitch} />
        <TeamLineup team={match.away} lineup={lineups.away} listed={!pitch} />
      </div>
    </section>
  );
}

/** Roughly how wide a text of the pitch's names is, in its units: a name wider than its room is narrowed to fit. */
const textWidth = (text: string) => text.length * 5.4;

/**
 * The pitch as an SVG drawing (its geometry from pitchPlaces): markings, both teams with formation
 * in their corners, a disc with the shirt number per player and the name under it. Screen readers
 * skip it: the lists below name the same players.
 */
function Pitch({ match, lineups }: { match: Match; lineups: Lineups }) {
  const height = 2 * HALF_HEIGHT;
  const label = (team: Team, lineup: LineupView) => `${team.short_name ?? team.name}${lineup.formation ? ` ${lineup.formation}` : ""}`;
  return (
    <svg className="pitch" viewBox={`0 0 ${PITCH_WIDTH} ${height}`} aria-hidden="true" focusable="false" fontSize="10" textAnchor="middle">
      <rect width={PITCH_WIDTH} height={height} fill="#2f7d4e" />
      <g fill="none" stroke="#ffffff80" strokeWidth="1.5">
        <line x1="0" y1={HALF_HEIGHT} x2={PITCH_WIDTH} y2={HALF_HEIGHT} />
        <circle cx={PITCH_WIDTH / 2} cy={HALF_HEIGHT} r="30" />
        <rect x="70" y="0" width="160" height="44" />
        <rect x="70" y={height - 44} width="160" height="44" />
      </g>
      <g fill="#fff" fontWeight="700" textAnchor="start">
        <text x="6" y="14">
          {label(match.home, lineups.home)}
        </text>
        <text x="6" y={height - 6}>
          {label(match.away, lineups.away)}
        </text>
      </g>
      {(["home", "away"] as const).map((side) =>
        pitchPlaces(lineups[side].lines!, side).map(({ player, x, y, name, nameWidth }, index) => (
          <g key={`${side}${index}`}>
            <circle cx={x} cy={y} r="11" fill={side === "home" ? "#fff" : "#0b3d2a"} />
            <text x={x} y={y + 4} fill={side === "home" ? "#0b3d2a" : "#fff"} fontWeight="700">
              {player.number ?? ""}
            </text>
            {name.map((part, line) => (
              <text
                key={line}
                x={x}
                y={y + 22 + 10 * line}
                fill="#fff"
                {...(textWidth(part) > nameWidth ? { textLength: nameWidth, lengthAdjust: "spacingAndGlyphs" } : {})}
              >
                {part}
              </text>
            ))}
          </g>
        )),
      )}
    </svg>
  );
}

function TeamLineup({ team, lineup, listed }: { team: Team; lineup: LineupView; listed: boolean }) {
  const { messages } = useSite();
  const texts = messages.results.matchEvents;
  return (
    <div className="lineup">
      <h4 className="match-form__name">
        <TeamName team={team} />
        {lineup.formation ? " " : null}
        {lineup.formation ? <span className="timeline__note">{fillTemplate(texts.formation, { formation: lineup.formation })}</span> : null}
      </h4>
      {/* With the pitch drawn the eleven are on it: their list is still read out. */}
      <h5 className={listed ? undefined : "visually-hidden"}>{texts.starting}</h5>
      <PlayerList players={lineup.starting} className={listed ? "match-form__list" : "visually-hidden"} />
      {lineup.bench.length > 0 ? (
        <>
          <h5>{texts.bench}</h5>
          <PlayerList players={lineup.bench} className="match-form__list" />
        </>
      ) : null}
      {lineup.coach ? (
        <p className="match-section__lead">
          {texts.coach}: {lineup.coach}
        </p>
      ) : null}
    </div>
  );
}

function PlayerList({ players, className }: { players: LineupPlayer[]; className: string }) {
  const { messages } = useSite();
  const texts = messages.results.matchEvents;
  return (
    <ul className={className}>
      {players.map((player, index) => (
        <li key={index}>
          {player.number === undefined ? null : (
            <>
              <strong aria-hidden="true">{player.number} </strong>
              <span className="visually-hidden">{fillTemplate(texts.number, { number: player.number })} </span>
            </>
          )}
          <PlayerName player={player} />
          {player.position ? (
            <>
              {" "}
              <abbr className="timeline__note" title={texts.position.long[player.position]}>
                {texts.position.short[player.position]}
              </abbr>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
