import { expect, test, type Page } from "@playwright/test";
import { ANY_VIEWPORT, DESKTOP_ONLY, axeBuilder, countLayoutShifts, dismissCookieNoticeUpFront, hydrated, siteForBlock } from "../support/e2e.ts";

/**
 * What a fan still met on the lists of matches while a matchday is played: a server of its own
 * replays the Bundesliga's first Saturday 2024/25 at 17:12 MESZ (RESULTS_CLOCK, ADR 0110), when
 * five matches stand in the 86th minute. Every list of match rows (the home page's strip, the day
 * view, the round, a team's fixtures, a match page's rest of the round) is read at the project's
 * width (360 and 1300 px): rows whose parts never overlap, names never broken inside a word, a row
 * as wide as the screen at most, the kick-off never stacked with the score, and the live minute in
 * one colour everywhere (the site's live red, light and dark, readable by axe's contrast rule). One
 * load per page (ADR 0806), the colour scheme switched on it; soft assertions naming the page.
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
  /** Words of a team's name that a line break splits. */
  brokenWords: string[];
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
      const brokenWords: string[] = [];
      for (const [, e] of parts.filter(([n]) => n.startsWith("name"))) {
        const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement || !visible(node.parentElement)) continue;
          const text = node.textContent ?? "";
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) brokenWords.push(m[0]);
          }
        }
      }
      const scores = parts.filter(([n]) => n.startsWith("score")).map(([, e]) => box(e));
      const times = parts.filter(([n]) => n.startsWith("time")).map(([, e]) => box(e));
      const timeUnderScore = scores.some((s) => times.some((t) => columnShared(s, t)));
      return {
        overlaps,
        brokenWords,
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
        expect.soft(row.brokenWords, `${list.name}: names broken inside a word in "${row.text}"`).toEqual([]);
        expect.soft(row.overflow, `${list.name}: "${row.text}" reaches past the screen`).toBe(0);
        if (phone) expect.soft(row.timeUnderScore, `${list.name}: kick-off stacked under the score in "${row.text}"`).toBe(false);
      }
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

/** Where each row's follow star sits against its team's name (runs in the browser). */
function starPlacements(page: Page, cells: string) {
  return page.locator(cells).evaluateAll((elements) =>
    elements.map((cell) => {
      const team = cell.querySelector(".team")!.getBoundingClientRect();
      const star = cell.querySelector(".follow-star")!.getBoundingClientRect();
      const name = cell.querySelector(".team__name")!;
      // The name's visible parts (a full and a short form), or the name itself where one element
      // holds both (the short form drawn from an attribute, ADR 0708).
      const parts = [...name.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().width > 0);
      const lines = new Set((parts.length > 0 ? parts : [name]).flatMap((e) => [...e.getClientRects()].map((r) => Math.round(r.top))));
      return {
        text: (name.textContent ?? "").trim().slice(0, 40),
        starVisible: star.width > 0,
        // The star beside the name, on its line: its middle within the name's box, to its right.
        onTheLine: star.top + star.height / 2 > team.top && star.top + star.height / 2 < team.bottom && star.left >= team.right - 1,
        nameLines: lines.size,
        overflow: Math.round(Math.max(0, star.right - cell.getBoundingClientRect().right)),
      };
    }),
  );
}

const STAR_PAGES = [
  { name: "the table", path: "/ergebnisse/bundesliga/tabelle", cells: ".standings tbody .data-table__name" },
  { name: "a team's fixtures", path: "/teams/bayer-04-leverkusen", cells: "#bundesliga .team-fixtures tbody .team-fixtures__opponent" },
] as const;

for (const c of STAR_PAGES) {
  test(`${c.name}: the follow star stays on the team's line, the name unbroken`, async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    await page.goto(c.path);
    await hydrated(page);
    const stars = await starPlacements(page, c.cells);
    expect(stars.length, `${c.name}: rows with a star`).toBeGreaterThan(0);
    for (const star of stars) {
      expect.soft(star.starVisible, `${c.name}: ${star.text}'s star shows`).toBe(true);
      expect.soft(star.onTheLine, `${c.name}: ${star.text}'s star beside the name`).toBe(true);
      expect.soft(star.nameLines, `${c.name}: ${star.text} on one line`).toBe(1);
      expect.soft(star.overflow, `${c.name}: ${star.text}'s star inside its cell`).toBe(0);
    }
  });
}

/** Follows these teams before any script of the page runs, as a returning visitor. */
async function followUpFront(page: Page, teamIds: string[]): Promise<void> {
  await page.addInitScript((ids) => localStorage.setItem("followed-teams", ids), teamIds.join(","));
}

/** The followed-teams blocks: the home page's "Meine Teams" and the day view's block of their matches first. */
const FOLLOWED_BLOCKS = [
  { name: "the home page", path: "/", block: ".my-teams" },
  { name: "the day view", path: "/ergebnisse", block: ".day__followed" },
] as const;

test.describe("the followed teams' blocks during a matchday", () => {
  const site = siteForBlock(CLOCK);
  /** Borussia Dortmund, who play Frankfurt at 18:30 MESZ on the replayed Saturday. */
  let dortmund: string;
  // After the site's own start (hooks run in the order they are declared).
  test.beforeAll(async () => {
    const html = await (await fetch(`${site.origin}/teams/borussia-dortmund`)).text();
    dortmund = /<h1[\s\S]*?data-team="(\d+)"/.exec(html)![1]!;
  });
  test.beforeEach(async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
  });

  for (const c of FOLLOWED_BLOCKS) {
    test(`${c.name}: no layout shift for a visitor following none`, async ({ page }) => {
      const layoutShift = await countLayoutShifts(page);
      await page.goto(site.origin + c.path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      // 0 on a quiet machine; a whole run on a busy one measured 0.0068 once on the home page (its live
      // rows mid-matchday). A followed block that appeared or left would move the whole page: far more.
      expect(await layoutShift(), `${c.name}: layout shift following none`).toBeLessThan(0.01);
      await expect(page.locator(c.block), `${c.name}: no followed block`).toHaveCount(c.block === ".my-teams" ? 0 : 1);
    });

    test(`${c.name}: the followed block takes its place without moving the page, its kick-offs in the visitor's zone`, async ({ page }) => {
      test.slow();
      await followUpFront(page, [dortmund]);
      // A follower has been here before (the star was pressed on an earlier visit): the followed teams'
      // script, a file kept for a year (ADR 0014), is in the browser's cache when the page is parsed.
      await page.goto(site.origin + c.path);
      await page.waitForLoadState("networkidle");
      const layoutShift = await countLayoutShifts(page);
      await page.goto(site.origin + c.path);
      const block = page.locator(c.block);
      await expect(block, `${c.name}: the followed block shows`).toBeVisible();
      await expect(block, `${c.name}: Dortmund in the block`).toContainText("Dortmund");
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(await layoutShift(), `${c.name}: layout shift following one team`).toBeLessThan(0.01);
      // Berlin: the kick-off in Berlin's zone, as every other one on the page.
      await expect(block.getByText(/18:30 MESZ/).first(), `${c.name}: Dortmund's kick-off in Berlin`).toBeVisible();
    });

    test(`${c.name}: for a visitor in Tokyo the followed block's kick-offs switch to Tokyo's zone with the page's`, async ({ browser }) => {
      const context = await browser.newContext({ timezoneId: "Asia/Tokyo", viewport: { width: 1300, height: 900 } });
      try {
        const page = await context.newPage();
        await dismissCookieNoticeUpFront(page);
        await followUpFront(page, [dortmund]);
        await page.goto(site.origin + c.path);
        await hydrated(page);
        const block = page.locator(c.block);
        // 18:30 MESZ is 01:30 the next day in Tokyo.
        await expect(block.getByText(/01:30 GMT\+9/).first(), `${c.name}: Dortmund's kick-off in Tokyo`).toBeVisible();
        await expect(block, `${c.name}: nothing left in Berlin's zone`).not.toContainText("MESZ");
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * The live minute counts like a clock, also in the server's markup (a reload, a visitor without
 * JavaScript): the replay runs at four times real time from 90+1' of the Saturday's matches, so each
 * minute of stoppage lasts 15 s; the round is read again every second for 45 s, and Leipzig–Bochum's
 * minute must pass 90+2', 90+3', 90+4' one by one. A page showing a match in play may be 10 s old
 * (its Cache-Control: s-maxage=5, stale-while-revalidate=5) and the results answer under it 2 s: the
 * minute skips none; the answers' own lifetimes (a minute for a round) held it still before.
 */
test.describe("stoppage time during a replay, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const site = siteForBlock({ RESULTS_CLOCK: "2024-08-24T15:17:30Z", RESULTS_CLOCK_RATE: "4" });

  test("the round's minute counts 90+2', 90+3', 90+4' on every reload", DESKTOP_ONLY, async ({ page }) => {
    test.slow();
    const minute = page.locator(".match-row", { hasText: "Bochum" }).locator(".match-row__status");
    const seen: string[] = [];
    const end = Date.now() + 45_000;
    while (Date.now() < end) {
      await page.goto(`${site.origin}/ergebnisse/bundesliga`);
      if ((await minute.count()) === 0 || !(await page.locator(".match-row--live", { hasText: "Bochum" }).count())) break;
      const text = (await minute.innerText()).trim();
      if (seen.at(-1) !== text) seen.push(text);
      await page.waitForTimeout(1000);
    }
    const stoppage = seen.filter((m) => /^90\+\d+'$/.test(m)).map((m) => Number(/\+(\d+)/.exec(m)![1]));
    expect(stoppage.length, `the minutes seen: ${seen.join(", ")}`).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < stoppage.length; i++) expect(stoppage[i]! - stoppage[i - 1]!, `the minutes seen: ${seen.join(", ")}`).toBe(1);
  });
});

test.describe("the home page's followed block on a day without matches", () => {
  test("takes its place without moving the page, and nothing is kept for a visitor following none", async ({ page }) => {
    test.slow();
    const html = await (await page.request.get("/teams/bayer-04-leverkusen")).text();
    const leverkusen = /<h1[\s\S]*?data-team="(\d+)"/.exec(html)![1]!;
    await dismissCookieNoticeUpFront(page);
    const layoutShift = await countLayoutShifts(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect.soft(await layoutShift(), "the home page following none: layout shift").toBe(0);
    const slot = page.locator("[data-my-teams]");
    expect.soft(await slot.evaluate((e) => e.getBoundingClientRect().height), "the home page following none: the slot's height").toBe(0);

    await followUpFront(page, [leverkusen]);
    await page.goto("/");
    await expect(page.locator(".my-teams"), "the home page following Leverkusen: the block").toContainText("Leverkusen");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect.soft(await layoutShift(), "the home page following Leverkusen: layout shift").toBeLessThan(0.01);
  });
});

/**
 * A season not yet begun during a replay: on the replayed Saturday the Champions League's first
 * match is three weeks ahead (Tuesday 17 September 2024). Its table tab says when the season starts
 * and lists the first matchday under its dates, with no table of noughts "after matchday 1"; the
 * home page's rows give every fixture its date, not a weekday alone.
 */
test.describe("a season not begun", () => {
  const site = siteForBlock(CLOCK);

  const TABLES = [
    { path: "/ergebnisse/champions-league/tabelle", start: "Saisonstart am 17. September 2024", after: "nach dem 1. Spieltag", day: "Di., 17. Sept. 2024" },
    { path: "/en/results/champions-league/tables", start: "Season starts on 17 September 2024", after: "after matchday 1", day: "Tue, 17 Sept 2024" },
    { path: "/it/risultati/champions-league/classifica", start: "La stagione inizia il 17 settembre 2024", after: "dopo la 1", day: "mar 17 set 2024" },
  ];

  test("the table tab says when the season starts and lists the first matchday under its dates", ANY_VIEWPORT, async ({ page }) => {
    for (const c of TABLES) {
      await page.goto(site.origin + c.path);
      await expect.soft(page.getByRole("heading", { level: 2 }).first(), `${c.path}: the heading`).toHaveText(c.start);
      await expect.soft(page.locator("main"), `${c.path}: no table after a matchday`).not.toContainText(c.after);
      await expect.soft(page.locator(".standings"), `${c.path}: no table of noughts`).toHaveCount(0);
      await expect.soft(page.locator(".match-day__date").first(), `${c.path}: the first matchday's first date`).toHaveText(c.day);
      expect.soft(await page.locator(".match-row").count(), `${c.path}: the first matchday's fixtures`).toBeGreaterThan(8);
    }
  });

  test("the home page's fixtures carry their dates", ANY_VIEWPORT, async ({ page }) => {
    await page.goto(site.origin + "/");
    const card = page.locator(".home-card").filter({ has: page.getByRole("heading", { name: "Champions League", exact: true }) });
    const whens = await card.locator(".home-match__status").allInnerTexts();
    expect(whens.length, "the Champions League card's fixtures").toBeGreaterThan(0);
    for (const when of whens) expect.soft(when.replace(/\s+/g, " "), "a fixture's date and kick-off").toMatch(/^\d{1,2}\. \S+ \d{2}:\d{2} MESZ$/);
  });
});
