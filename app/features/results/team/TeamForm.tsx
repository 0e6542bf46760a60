import { Link } from "react-router";
import { resultText } from "#app/football/format.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { TeamCompetitionView } from "./team-view.ts";

/**
 * Form badges, oldest first: the language's letter (S/U/N, W/D/L, V/N/P) in a coloured badge, each
 * linking to its match. The letter is hidden from screen readers, which read the whole result
 * instead ("Sieg: Bayer 04 Leverkusen 2:0 FC Augsburg").
 */
export function TeamForm({ form }: { form: TeamCompetitionView["form"] }) {
  const { language, messages } = useSite();
  const texts = messages.results.team.form;
  return (
    <ol className="form-badges" aria-label={fillPlural(texts.label, form.length, language)}>
      {form.map(({ result, match: row }) => {
        const { match } = row;
        const description = `${texts.long[result]}: ${match.home.name} ${resultText(match, language, messages)} ${match.away.name}`;
        return (
          <li key={match.id}>
            <Link className={`form-badge form-badge--${result.toLowerCase()}`} to={row.href} title={description}>
              <span aria-hidden="true">{texts.short[result]}</span>
              <span className="visually-hidden">{description}</span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
