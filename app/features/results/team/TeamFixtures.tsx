import { Link } from "react-router";
import { FollowStar } from "#app/components/FollowStar.tsx";
import { finalScore, formatKickoffTime, formatMatchDate, isInPlay, scoreText, statusLabel } from "#app/football/format.ts";
import { type DateFormat, dateFormat } from "#app/i18n/dates.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { TeamName } from "../shared/TeamName.tsx";
import type { TeamCompetitionView, TeamMatchView } from "./team-view.ts";

/**
 * A team's matches in one competition, in date order: date and round, home or away (left out for
 * a tournament, whose venues are neutral), the opponent (linking to its team page) and the result,
 * home:away as everywhere on the site, linking to the match page. Won, drawn or lost shows at a
 * glance in a mark beside the score: the language's letter (S/U/N, W/D/L, V/N/P) on the outcome's
 * colour, so colour is never the only cue, and the word for screen readers.
 *
 * A league played home and away is told in its two halves, Hinrunde and Rückrunde (`half`,
 * team-view.ts), a table each (ADR 0718). A long season is hundreds of rows, and each element costs
 * style, layout and memory on a first visit (ADR 0708): the date's and the opponent's short forms
 * (phones: day and month, the club's short name) are attributes the stylesheet shows in place of the
 * text, not elements of their own.
 */
export function TeamFixtures({ competition }: { competition: TeamCompetitionView }) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  const texts = messages.results.team.fixtures;
  const table = {
    showVenue: competition.kind !== "tournament",
    zone,
    shortDate: dateFormat(language, { day: "2-digit", month: "2-digit" }, zone),
  };
  const caption = fillTemplate(texts.caption, { competition: competition.name });
  const second = competition.matches.filter((row) => row.half === 2);
  if (second.length === 0) return <FixturesTable {...table} caption={caption} matches={competition.matches} />;
  // A league's season in its two halves. The second starts well below a phone's first screens, so
  // it is rendered when it nears the screen (ADR 0712): half the rows out of the first frame.
  return (
    <>
      <h4 className="team-fixtures__half">{texts.firstHalf}</h4>
      <FixturesTable {...table} caption={`${caption} – ${texts.firstHalf}`} matches={competition.matches.filter((row) => row.half !== 2)} />
      <div className="render-when-near" style={{ "--estimated-height": `${second.length * 3.6 + 3}rem` } as React.CSSProperties}>
        <h4 className="team-fixtures__half">{texts.secondHalf}</h4>
        <FixturesTable {...table} caption={`${caption} – ${texts.secondHalf}`} matches={second} />
      </div>
    </>
  );
}

interface FixturesTableProps {
  caption: string;
  matches: TeamMatchView[];
  showVenue: boolean;
  shortDate: DateFormat;
  zone: string;
}

/** The matches as a table, labelled by its caption. */
function FixturesTable({ caption, matches, showVenue, shortDate, zone }: FixturesTableProps) {
  const texts = useSite().messages.results.team.fixtures;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table team-fixtures">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="team-fixtures__date">
              {texts.date}
            </th>
            {showVenue ? (
              <th scope="col">
                <abbr title={texts.venueLong}>{texts.venue}</abbr>
              </th>
            ) : null}
            <th scope="col" className="data-table__name">
              {texts.opponent}
            </th>
            <th scope="col" className="team-fixtures__result">
              {texts.result}
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.map((row) => (
            <FixtureRow key={row.match.id} row={row} showVenue={showVenue} shortDate={shortDate} zone={zone} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One match: date and round, home or away, the opponent, and the result (or kick-off) with its outcome's mark. */
function FixtureRow({ row, showVenue, shortDate, zone }: { row: TeamMatchView; showVenue: boolean; shortDate: DateFormat; zone: string }) {
  const { language, messages } = useSite();
  const texts = messages.results.team.fixtures;
  const outcomes = messages.results.team.form.long;
  const letters = messages.results.team.form.short;
  const { match } = row;
  const played = finalScore(match) !== null;
  const label = statusLabel(match, language, messages);
  return (
    <tr>
      <td className="team-fixtures__date">
        <span className="team-fixtures__day" data-short={shortDate.format(new Date(match.kickoff))} data-kickoff={match.kickoff} suppressHydrationWarning>
          {formatMatchDate(match.kickoff, language, zone)}
        </span>
        {row.round ? <span className="team-fixtures__round">{row.round}</span> : null}
      </td>
      {showVenue ? (
        <td>
          <abbr title={row.side === "home" ? texts.homeLong : texts.awayLong}>{row.side === "home" ? texts.home : texts.away}</abbr>
        </td>
      ) : null}
      <th scope="row" className="data-table__name team-fixtures__opponent">
        <span className="team-with-star">
          <TeamName team={row.opponent} link shortInAttribute />
          <FollowStar team={row.opponent} />
        </span>
      </th>
      <td className="team-fixtures__result">
        <Link
          className={`result-pill${row.outcome ? "" : " result-pill--open"}`}
          to={row.href}
          data-kickoff={played ? undefined : match.kickoff}
          suppressHydrationWarning
        >
          {row.outcome ? (
            <>
              <span className={`result-mark result-mark--${row.outcome.toLowerCase()}`} aria-hidden="true">
                {letters[row.outcome]}
              </span>
              <span className="visually-hidden">{outcomes[row.outcome]}, </span>
            </>
          ) : null}
          {played ? scoreText(match, language) : formatKickoffTime(match.kickoff, language, zone)}
        </Link>
        {label ? <span className={isInPlay(match) ? "team-fixtures__status live-minute" : "team-fixtures__status"}>{label}</span> : null}
      </td>
    </tr>
  );
}
