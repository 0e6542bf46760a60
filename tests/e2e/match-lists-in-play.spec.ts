import { expect, test, type Page } from "@playwright/test";
import { axeBuilder, dismissCookieNoticeUpFront, hydrated, siteForBlock, wordsBrokenAcrossLines } from "../support/e2e.ts";

/**
 * Every list of match rows while a matchday is played: a server of its own replays the Bundesliga's
 * first Saturday 2024/25 at 17:12 MESZ (RESULTS_CLOCK, ADR 0110), when five matches stand in the 86th
 * minute. Each list (the home page's strip, the day view, the round, a team's fixtures, a match page's
 * rest of the round) is read at the project's width (360 and 1300 px): rows whose parts never overlap,
 * names never broken inside a word, a row as wide as the screen at most, the kick-off never stacked
 * with the score, and the live minute in one colour everywhere (the site's live red, light and dark,
 * readable by axe's contrast rule). One load per page (ADR 0806), the colour scheme switched on it;
 * soft assertions naming the page.
 */

const CLOCK = { RESULTS_CLOCK: "2024-08-24T15:12:00Z", RESULTS_CLOCK_RATE: "1" };

/** Pages with rows of matches in play, and what a row is on each. */
const LISTS = [
  { name: "the home page's strip", path: "/", rows: ".live-strip .match-links__item" },
  { name: "the day view", path: "/ergebnisse", rows: ".day .match-links__item" },
  { name: "the round", path: "/ergebnisse/bundesliga", rows: ".match-row" },
  { name: "a team's fixtures", path: "/teams/rb-leipzig", rows: "#bundesliga .team-fixtures tbody tr" },
  { name: "a match page's rest of the round", path: "/ergebnisse/bundesliga/rb-leipzig-vfl-bochum-1848/1002", rows: ".match-links__item" },
] as const;

/** A live minute as the lists write it: "86'", "90+2'". */
const MINUTE = /^\d{1,3}(\+\d{1,2})?'$/;

interface RowReport {
  /** Pairs of a row's visible parts whose boxes overlap ("score × time"). */
  overlaps: string[];
  /** How far the row reaches past the viewport's right edge, in px. */
  overflow: number;
  /** Whether a kick-off time shows in the score's column (one above the other). */
  timeUnderScore: boolean;
  text: string;
}

/** Measures every row of the list in the page (runs in the browser). */
function measureRows(page: Page, selector: string): Promise<RowReport[]> {
  return page.locator(selector).evaluateAll((rows) => {
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && !e.closest(".visually-hidden");
    };
    const box = (e: Element) => e.getBoundingClientRect();
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const columnShared = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1;
    return rows.map((row) => {
      const parts: [string, Element][] = [];
      const add = (name: string, css: string) => row.querySelectorAll(css).forEach((e, i) => visible(e) && parts.push([`${name}${i}`, e]));
      add("name", ".team__name, .home-team__name");
      add("score", ".match-row__score, .match-links__score:not(.match-links__score--open), .result-pill:not(.result-pill--open)");
      // A kick-off, not the date of a row's heading line ("Sa., 24. Aug. 2024 · Bundesliga"), which spans the row above its teams.
      add("time", "time:not(.match-links__meta > time), .match-row__pending, .match-links__score--open, .result-pill--open");
      add("status", ".match-row__status, .match-links__status, .team-fixtures__status");
      add("star", ".follow-star");
      const overlaps: string[] = [];
      for (let i = 0; i < parts.length; i++)
        for (let j = i + 1; j < parts.length; j++) {
          const [a, ea] = parts[i]!;
          const [b, eb] = parts[j]!;
          if (ea.contains(eb) || eb.contains(ea)) continue;
          if (overlap(box(ea), box(eb))) overlaps.push(`${a} × ${b}`);
        }
      const scores = parts.filter(([n]) => n.startsWith("score")).map(([, e]) => box(e));
      const times = parts.filter(([n]) => n.startsWith("time")).map(([, e]) => box(e));
      const timeUnderScore = scores.some((s) => times.some((t) => columnShared(s, t)));
      return {
        overlaps,
        overflow: Math.max(0, Math.round(row.getBoundingClientRect().right - document.documentElement.clientWidth)),
        timeUnderScore,
        text: (row.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
      };
    });
  });
}

/** The colour of every live minute on the page, and the site's live colour as the page resolves it. */
async function minuteColours(page: Page): Promise<{ live: string; minutes: { text: string; color: string }[] }> {
  return page.evaluate((source) => {
    const minute = new RegExp(source);
    const probe = document.createElement("span");
    probe.style.color = "var(--live)";
    document.body.append(probe);
    const live = getComputedStyle(probe).color;
    probe.remove();
    const minutes = [...document.querySelectorAll("main *")]
      .filter(
        (e) => e.children.length === 0 && minute.test((e.textContent ?? "").trim()) && e.getBoundingClientRect().width > 0 && !e.closest(".visually-hidden"),
      )
      .map((e) => ({ text: `${e.className}: ${e.textContent}`, color: getComputedStyle(e).color }));
    return { live, minutes };
  }, MINUTE.source);
}

test.describe("lists of matches in play", () => {
  const site = siteForBlock(CLOCK);
  test.beforeEach(async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
  });

  for (const list of LISTS) {
    test(`${list.name}: rows laid out without overlap or broken names, the kick-off apart from the score, the live minute in the live colour`, async ({
      page,
    }) => {
      await page.goto(site.origin + list.path);
      await hydrated(page);
      const rows = await measureRows(page, list.rows);
      expect(rows.length, `${list.name}: rows`).toBeGreaterThan(0);
      const phone = page.viewportSize()!.width < 600;
      for (const row of rows) {
        expect.soft(row.overlaps, `${list.name}: overlapping parts in "${row.text}"`).toEqual([]);
        expect.soft(row.overflow, `${list.name}: "${row.text}" reaches past the screen`).toBe(0);
        if (phone) expect.soft(row.timeUnderScore, `${list.name}: kick-off stacked under the score in "${row.text}"`).toBe(false);
      }
      const names = page.locator(list.rows).locator(".team__name, .home-team__name");
      expect.soft(await wordsBrokenAcrossLines(names), `${list.name}: names broken inside a word`).toEqual([]);
      const light = await minuteColours(page);
      expect(light.minutes.length, `${list.name}: live minutes shown`).toBeGreaterThan(0);
      for (const m of light.minutes) expect.soft(m.color, `${list.name}: the live minute ${m.text}, light`).toBe(light.live);
      await page.emulateMedia({ colorScheme: "dark" });
      const dark = await minuteColours(page);
      expect.soft(dark.live, `${list.name}: the live colour changes in dark mode`).not.toBe(light.live);
      for (const m of dark.minutes) expect.soft(m.color, `${list.name}: the live minute ${m.text}, dark`).toBe(dark.live);
      // Readable on its row's background in both schemes: axe's contrast rule on the rows.
      for (const scheme of ["dark", "light"] as const) {
        // No waiting for animations: the live badge pulses for as long as a match is in play.
        await page.emulateMedia({ colorScheme: scheme });
        const { violations } = await axeBuilder(page).include(list.rows).withRules(["color-contrast"]).analyze();
        expect
          .soft(
            violations.flatMap((v) => v.nodes.map((n) => n.target.join(" "))),
            `${list.name}: contrast, ${scheme}`,
          )
          .toEqual([]);
      }
    });
  }
});
