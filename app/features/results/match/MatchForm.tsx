import { Link } from "react-router";
import { decidedText, finalScore, pairText } from "#app/football/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { Match, ScorePair, Team } from "#contract/schemas.ts";
import { TeamName } from "../shared/TeamName.tsx";
import type { FormEntryView, MatchContextView } from "./match-view.ts";

/**
 * Both teams' last five matches in the competition, oldest first: a coloured badge (de S/U/N,
 * en W/D/L, it V/N/P), the score from the team's side (own goals first, so a win always reads
 * 2:1; a shoot-out shows its own score), home or away, and the opponent. Each entry links to that
 * match; its accessible name spells it out: "Sieg: Holstein Kiel – SC Freiburg 1:2".
 */
export function MatchForm({ match, form, showVenue }: { match: Match; form: MatchContextView["form"]; showVenue: boolean }) {
  const { messages } = useSite();
  const texts = messages.results.matchPage.form;
  return (
    <section className="match-section match-section--form render-when-near" aria-labelledby="match-form">
      <h3 id="match-form">{texts.heading}</h3>
      <p className="match-section__lead">{texts.lead}</p>
      <div className="match-form__teams">
        <FormOfTeam team={match.home} entries={form.home} showVenue={showVenue} />
        <FormOfTeam team={match.away} entries={form.away} showVenue={showVenue} />
      </div>
    </section>
  );
}

function FormOfTeam({ team, entries, showVenue }: { team: Team; entries: FormEntryView[]; showVenue: boolean }) {
  const { messages } = useSite();
  const texts = messages.results.matchPage.form;
  return (
    <div className="match-form__team">
      <h4 className="match-form__name">
        <TeamName team={team} />
      </h4>
      {entries.length === 0 ? (
        <p className="empty-state">{texts.none}</p>
      ) : (
        <ol className="match-form__list">
          {entries.map((entry) => (
            <li key={entry.match_id}>
              <FormEntryLink team={team} entry={entry} showVenue={showVenue} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function FormEntryLink({ team, entry, showVenue }: { team: Team; entry: FormEntryView; showVenue: boolean }) {
  const { language, messages } = useSite();
  const texts = messages.results.matchPage.form;
  const [home, away] = entry.side === "home" ? [team, entry.opponent] : [entry.opponent, team];
  const final = finalScore(entry)!;
  const decided = decidedText(entry, language, messages);
  const label = fillTemplate(texts.entry, {
    result: texts.word[entry.result],
    home: home.name,
    away: away.name,
    score: decided ? `${pairText(final, language)} ${decided}` : pairText(final, language),
  });
  // The team's own goals first; a shoot-out is what decided a drawn tie, so its score is shown.
  const own = (pair: ScorePair): ScorePair => (entry.side === "home" ? pair : { home: pair.away, away: pair.home });
  const shown = pairText(own(entry.score.penalties ?? final), language);
  const how = entry.score.penalties ? messages.matchDisplay.afterPenalties : entry.score.et ? messages.matchDisplay.afterExtraTime : null;
  return (
    <Link className="match-form__entry" to={entry.href} prefetch="intent">
      <span className="visually-hidden">{label}</span>
      <span className={`match-form__badge match-form__badge--${entry.result}`} aria-hidden="true">
        {texts.letter[entry.result]}
      </span>
      <span className="match-form__score" aria-hidden="true">
        {shown}
        {how ? <small className="match-form__how">{how}</small> : null}
      </span>
      {showVenue ? (
        <span className="match-form__venue" aria-hidden="true" title={texts.venueWord[entry.side]}>
          {texts.venue[entry.side]}
        </span>
      ) : null}
      <span className="match-form__opponent" aria-hidden="true">
        <TeamName team={entry.opponent} />
      </span>
    </Link>
  );
}
