import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { ZoneLegendEntry } from "#contract/schemas-standings.ts";

/**
 * The key to the coloured left edges of the table: each zone's colour, places and name
 * ("Platz 1–4: Champions League"). The places say in text what the colour says, so the zones do not
 * depend on telling colours apart.
 */
export function ZoneLegend({ entries }: { entries: ZoneLegendEntry[] }) {
  const { messages } = useSite();
  const texts = messages.results.standings;
  if (entries.length === 0) return null;
  return (
    <ul className="zone-legend" aria-label={texts.legend}>
      {entries.map((entry) => (
        <li key={entry.kind} data-zone={entry.kind}>
          <span className="zone-legend__swatch" aria-hidden="true" />
          {entry.from === null ? null : <span className="zone-legend__places">{placesText(entry, texts)}: </span>}
          {texts.zones[entry.kind]}
        </li>
      ))}
    </ul>
  );
}

function placesText(entry: ZoneLegendEntry, texts: { places: string; place: string }): string {
  const values = { from: entry.from ?? "", to: entry.to ?? "" };
  return fillTemplate(entry.from === entry.to ? texts.place : texts.places, values);
}
