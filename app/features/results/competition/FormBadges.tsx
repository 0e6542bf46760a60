import { pairText } from "#app/football/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { StandingsFormEntry } from "#contract/schemas-standings.ts";
import type { Team } from "#contract/schemas.ts";

/**
 * A team's last results as small letter badges, oldest first (S/U/N, W/D/L, V/N/P). The letters are
 * for the eye; screen readers get the results in words, in one text ("Sieg 4:0 bei 1. FC Heidenheim
 * 1846, …"), which also keeps the markup of a table's 90 badges small.
 */
export function FormBadges({ form, teamById }: { form: StandingsFormEntry[]; teamById: ReadonlyMap<number, Team> }) {
  const { language, messages } = useSite();
  const texts = messages.results.standings.form;
  const spoken = form
    .map((entry) =>
      fillTemplate(texts[entry.venue], {
        result: texts.results[entry.result],
        score: pairText({ home: entry.goals_for, away: entry.goals_against }, language),
        opponent: teamById.get(entry.opponent_id)?.name ?? "",
      }).trim(),
    )
    .join(", ");
  return (
    <>
      <span className="standings-form" aria-hidden="true">
        {form.map((entry) => (
          <span key={entry.match_id} data-result={entry.result}>
            {texts.letters[entry.result]}
          </span>
        ))}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </>
  );
}
