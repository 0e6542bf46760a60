import { LEAGUE_COUNT } from "#app/config/constants.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";

/** One mark per reason, in the order of the dictionary's reasons: alerts, leagues, Premium. */
const ICONS = [
  "M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6v-5a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z",
  "M7 4V2h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 14.9V18h3v2H8v-2h3v-3.1A5 5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4zm0 2H5v1a3 3 0 0 0 2 2.8V6zm10 0v3.8A3 3 0 0 0 19 7V6h-2z",
  "m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1L12 2z",
];

/** Why the app is worth installing: three short, true reasons from the dictionary. */
export function AppReasons() {
  const { messages } = useSite();
  return (
    <ul className="app-reasons">
      {messages.appPromo.download.reasons.map((reason, index) => (
        <li key={index}>
          <svg className="app-reasons__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={ICONS[index % ICONS.length]} />
          </svg>
          <div>
            <h2>{fillTemplate(reason.title, { leagueCount: LEAGUE_COUNT })}</h2>
            <p>{reason.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
