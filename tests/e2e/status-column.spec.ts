import { expect, test, type Page } from "@playwright/test";
import { LANGS, PHONE_ONLY, dismissCookieNoticeUpFront, hydrated, type Lang, siteForBlock } from "../support/e2e.ts";

/**
 * A match's status on a 360 px phone: a round's rows keep a 4rem column on the left for the kick-off,
 * the minute or the status (ADR 0118), and the 2022 World Cup final's "n. V., 4:2 i. E." or, during
 * its shoot-out, "Elfmeterschießen 4:2" (and the English and Italian words, half-time's too) were wider:
 * they wrapped inside the column or inside a word, and made the row taller than its round's others.
 * Read on the final's round and on its day (the compact rows, where the status has the row's width),
 * finished (the site's own server) and replayed in its shoot-out and at half-time (RESULTS_CLOCK,
 * ADR 0110): each status on one line, no word broken, clear of the names and the score, the whole
 * status in the row's link name (screen readers) and, where the row shows a short form, as its title;
 * a round's row as tall as the third-place play-off's (no status).
 */

const PAGES: Record<Lang, { round: string; day: string; reference: string }> = {
  de: { round: "/ergebnisse/wm-2022/finale", day: "/ergebnisse/2022-12-18", reference: "/ergebnisse/wm-2022/spiel-um-platz-3" },
  en: { round: "/en/results/world-cup-2022/final", day: "/en/results/2022-12-18", reference: "/en/results/world-cup-2022/third-place-play-off" },
  it: { round: "/it/risultati/mondiali-2022/finale", day: "/it/risultati/2022-12-18", reference: "/it/risultati/mondiali-2022/finale-per-il-terzo-posto" },
};

/**
 * The final (kick-off 15:00 UTC) replayed at rate 1: in its shoot-out (17:30–17:40; its running count
 * is 4:2 from 17:37 to its end) and at half-time (15:47–16:02).
 */
const MOMENTS = [
  { name: "in its shoot-out", clock: "2022-12-18T17:37:05Z", status: { de: "Elfmeterschießen 4:2", en: "Penalties 4-2", it: "Rigori 4-2" } },
  { name: "at half-time", clock: "2022-12-18T15:52:00Z", status: { de: "Halbzeit", en: "Half-time", it: "Intervallo" } },
] as const;

const FINISHED: Record<Lang, string> = { de: "n. V., 4:2 i. E.", en: "a.e.t., 4-2 on pens", it: "d.t.s., 4-2 d.c.r." };

interface StatusReport {
  text: string;
  /** The status's visible text (a short form, where the row shows one). */
  shown: string;
  title: string | null;
  /** The name of the row's match link. */
  linkName: string;
  lines: number;
  /** Whether the status reaches past its own box or the row's. */
  overflows: boolean;
  overlaps: string[];
  rowHeight: number;
}

/** Measures the status of every row of the list (runs in the browser). */
function statuses(page: Page, rows: string, status: string): Promise<StatusReport[]> {
  return page.locator(rows).evaluateAll(
    (elements, status) =>
      elements.flatMap((row) => {
        const element = row.querySelector(status);
        if (!element) return [];
        const box = element.getBoundingClientRect();
        // The text as painted: a short form drawn by the stylesheet (::after) or the element's own.
        const after = getComputedStyle(element, "::after").content;
        const drawn = /^"((?:[^"\\]|\\.)*)"/.exec(after)?.[1] ?? "";
        const shown = drawn || (element.textContent ?? "").trim();
        // Its lines: the text's rectangles (or, drawn by ::after, the element's height against one line).
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        const lineHeight = parseFloat(getComputedStyle(element, drawn ? "::after" : null).lineHeight) || 16;
        const lines = drawn ? Math.round(box.height / lineHeight) : tops.size;
        const overlap = (a: DOMRect, b: DOMRect) =>
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        const others = [...row.querySelectorAll(".team__name, .match-row__score, .match-links__score, .follow-star")].filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && !e.closest(".visually-hidden");
        });
        const link = row.querySelector("a.match-row__result") ?? row.closest("a") ?? row;
        const rowBox = row.getBoundingClientRect();
        return [
          {
            text: (row.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
            shown,
            title: element.getAttribute("title"),
            linkName: (link.textContent ?? "").replace(/\s+/g, " ").trim(),
            lines,
            overflows: element.scrollWidth > Math.ceil(box.width) + 1 || box.left < rowBox.left - 1 || box.right > rowBox.right + 1,
            overlaps: others.filter((e) => overlap(box, e.getBoundingClientRect())).map((e) => e.className),
            rowHeight: Math.round(rowBox.height),
          },
        ];
      }),
    status,
  );
}

const ROUND = { rows: ".match-row", status: ".match-row__status" };
const DAY = { rows: ".day .match-links__item", status: ".match-links__status" };

/** One list's statuses: `expected` is the whole status of the final's row. */
async function expectStatuses(page: Page, path: string, list: typeof ROUND | typeof DAY, expected: string, referenceHeight?: number) {
  await page.goto(path);
  await hydrated(page);
  const found = await statuses(page, list.rows, list.status);
  const final = found.filter((s) => s.linkName.includes(expected));
  expect(final.length, `${path}: the final's row with "${expected}" (${found.map((s) => s.text).join(" | ")})`).toBe(1);
  for (const s of found) {
    expect.soft(s.lines, `${path}: "${s.shown}" on one line`).toBe(1);
    expect.soft(s.overflows, `${path}: "${s.shown}" within its column`).toBe(false);
    expect.soft(s.overlaps, `${path}: "${s.shown}" clear of the names and the score`).toEqual([]);
    if (s.shown !== expected) expect.soft(s.title, `${path}: the short "${s.shown}" has the whole status as its title`).toBe(expected);
    if (referenceHeight !== undefined) expect.soft(s.rowHeight, `${path}: the row "${s.text}" as tall as a row without a status`).toBe(referenceHeight);
  }
}

/** A round's row without a status (the third-place play-off, decided in 90 minutes): its height. */
async function referenceRowHeight(page: Page, origin: string, lang: Lang): Promise<number> {
  await page.goto(origin + PAGES[lang].reference);
  await hydrated(page);
  const heights = await page.locator(ROUND.rows).evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
  expect(heights.length, `${lang}: the third-place play-off's row`).toBe(1);
  return heights[0]!;
}

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

for (const lang of LANGS) {
  test(
    `the final decided on penalties, ${lang}: its status on one line in the round's and the day's rows, the row as tall as the others`,
    PHONE_ONLY,
    async ({ page }) => {
      const height = await referenceRowHeight(page, "", lang);
      await expectStatuses(page, PAGES[lang].round, ROUND, FINISHED[lang], height);
      await expectStatuses(page, PAGES[lang].day, DAY, FINISHED[lang]);
    },
  );
}

for (const moment of MOMENTS) {
  test.describe(`the final ${moment.name}`, () => {
    const site = siteForBlock({ RESULTS_CLOCK: moment.clock, RESULTS_CLOCK_RATE: "1" });
    for (const lang of LANGS) {
      test(`${lang}: "${moment.status[lang]}" on one line in the round's and the day's rows, the row as tall as the others`, PHONE_ONLY, async ({ page }) => {
        const height = await referenceRowHeight(page, site.origin, lang);
        await expectStatuses(page, site.origin + PAGES[lang].round, ROUND, moment.status[lang], height);
        await expectStatuses(page, site.origin + PAGES[lang].day, DAY, moment.status[lang]);
      });
    }
  });
}
