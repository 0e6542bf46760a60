/**
 * `npm run bench`, its last step: how long a share card takes to draw (app/features/cards/render-card.server.ts:
 * satori's layout and resvg's painting, as the render worker runs them), in a process of its own.
 * The first card also loads the fonts and satori's layout engine; then 20 cards of every kind, each a
 * model of its own (no cache here), give the median and the slowest. Target: median ≤ 250 ms (a card
 * is drawn once per version, off the page's thread).
 */
import type { CardModel } from "#app/features/cards/card-model.ts";
import { renderCard } from "#app/features/cards/render-card.server.ts";

const TARGET_MEDIAN_MS = 250;
const club = (code: string, primary: string, secondary: string) => ({ code, primary, secondary, ink: "#fff" });

function model(i: number): CardModel {
  const kinds: CardModel["body"][] = [
    {
      kind: "match",
      home: { name: "Argentinien", badge: { flag: "ar" } },
      away: { name: "Frankreich", badge: { flag: "fr" } },
      centre: `${i % 5}:2`,
      status: `Live ${i}'`,
      live: true,
    },
    {
      kind: "table",
      heads: { team: "Team", played: "Sp.", points: "Pkt." },
      rows: [1, 2, 3, 4, 5, 6].map((position) => ({
        position,
        team: { name: `Verein ${position}`, badge: club("VFB", "#e32219", "#ffffff") },
        played: 30,
        points: 70 - position - i,
      })),
    },
    {
      kind: "team",
      team: { name: "FC Bayern München", badge: club("FCB", "#dc052d", "#ffffff") },
      figures: [{ label: "Platz", value: `${i}/18` }],
      form: null,
    },
    {
      kind: "player",
      name: `Spieler ${i}`,
      team: { name: "Bayer 04 Leverkusen", badge: club("B04", "#e32221", "#000000") },
      figures: [{ label: "Tore", value: String(i) }],
    },
    { kind: "news", headline: `Schlagzeile Nummer ${i}: was der Spieltag gebracht hat` },
  ];
  return { language: "de", kicker: "Bundesliga · 34. Spieltag", footer: "Sa., 17. Mai 2025", body: kinds[i % kinds.length]! };
}

const firstStarted = performance.now();
await renderCard(model(0));
const firstMs = performance.now() - firstStarted;
const times: number[] = [];
for (let i = 1; i <= 20; i++) {
  const started = performance.now();
  const png = await renderCard(model(i));
  times.push(performance.now() - started);
  if (png.length < 1000) throw new Error(`card ${i} is ${png.length} bytes`);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `share cards (1200 × 630 PNG): first ${firstMs.toFixed(0)} ms (fonts and layout engine loaded), then median ${median.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms over ${times.length} cards (target median ≤ ${TARGET_MEDIAN_MS} ms)`,
);
process.exitCode = median <= TARGET_MEDIAN_MS ? 0 : 1;
