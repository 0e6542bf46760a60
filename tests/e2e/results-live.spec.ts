import { expect, test, type Browser, type Page } from "@playwright/test";
import { ANY_VIEWPORT, DESKTOP_ONLY, hydrated, type Lang, axeBuilder, siteForBlock } from "../support/e2e.ts";

/**
 * Live updates on real data: a server of its own replays the 2022 World Cup final (RESULTS_CLOCK,
 * ADR 0110) from the 72nd minute at 20 replay minutes a real minute, so Mbappé's goals in the 80th and
 * 81st minute arrive while the test watches. The match page and the final's match list must show the
 * new score without a reload, and the match page must announce it in its status region, in every
 * language: the three languages' pages watch the same replay side by side.
 */

// Kick-off 15:00 UTC; with the first half's stoppage and the break, 16:27 is the 71st–72nd minute:
// the 80th minute comes about 25 s after the server's start, time enough for the server to start and
// the three languages' pages to load and open their streams on a busy machine.
const CLOCK = { RESULTS_CLOCK: "2022-12-18T16:27:00Z", RESULTS_CLOCK_RATE: "20" };

const CASES: { lang: Lang; match: string; list: string; goal: RegExp; live: string; currentRound: string }[] = [
  {
    lang: "de",
    match: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
    list: "/ergebnisse/wm-2022/finale",
    goal: /^Tor: Argentinien – Frankreich 2:[12]$/,
    live: "Live",
    currentRound: "Finale (aktuell)",
  },
  {
    lang: "en",
    match: "/en/results/world-cup-2022/argentina-france/10064",
    list: "/en/results/world-cup-2022/final",
    goal: /^Goal: Argentina – France 2-[12]$/,
    live: "Live",
    currentRound: "Final (current)",
  },
  {
    lang: "it",
    match: "/it/risultati/mondiali-2022/argentina-francia/10064",
    list: "/it/risultati/mondiali-2022/finale",
    goal: /^Gol: Argentina – Francia 2-[12]$/,
    live: "Live",
    currentRound: "Finale (attuale)",
  },
];

/**
 * One replay for all three languages: each test opens its pages side by side (a page per language,
 * in one context), so the goals and minutes arrive in all of them during the same wait, not in
 * three replays one after another.
 */
test.describe("live", () => {
  test.describe.configure({ mode: "serial" });
  const site = siteForBlock(CLOCK);

  /**
   * Runs `check` for every language side by side, each in a browser context of its own (as a test of
   * its own would: its own connections, so three open streams never wait for a free one); the first
   * language gets the test's own page.
   */
  async function inEveryLanguage(page: Page, browser: Browser, check: (page: Page, c: (typeof CASES)[number]) => Promise<void>): Promise<void> {
    const contexts = await Promise.all(CASES.slice(1).map(() => browser.newContext({ viewport: page.viewportSize() })));
    try {
      const pages = [page, ...(await Promise.all(contexts.map((context) => context.newPage())))];
      await Promise.all(CASES.map((c, i) => test.step(c.lang, () => check(pages[i]!, c))));
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  }

  test("the match page shows the goal without a reload and announces it, in every language", DESKTOP_ONLY, async ({ page, browser }) => {
    // One replay, in the desktop project: the phone layout is checked below.
    test.setTimeout(60_000);
    await inEveryLanguage(page, browser, async (page, c) => {
      await page.goto(site.origin + c.match);
      await hydrated(page);
      const score = page.locator(".scoreboard__score");
      await expect(page.locator(".scoreboard__status--live"), `${c.match}: the live minute`).toContainText(/\d+'/);
      // The stream is open: the notice stops offering a reload (three pages open theirs at once: more time than one).
      await expect(page.locator(".live-notice a"), `${c.match}: the reload link`).toHaveCount(0, { timeout: 15_000 });
      const before = (await score.textContent())!.trim();
      expect(before, `${c.match}: the score before the goal`).toMatch(/^2.[01]$/);
      await expect(score, `${c.match}: the score after the goal`).not.toHaveText(before, { timeout: 40_000 });
      await expect(page.getByRole("status").filter({ hasText: c.goal }), `${c.match}: the goal's announcement`).toHaveCount(1);
      // No reload happened: the page's own marker is still there.
      expect(await page.evaluate(() => performance.getEntriesByType("navigation").length), `${c.match}: no reload`).toBe(1);
      const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(results.violations, `${c.match}: axe`).toEqual([]);
    });
  });

  test("the match list shows the new score and minute as they change, in every language", DESKTOP_ONLY, async ({ page, browser }) => {
    // One replay, in the desktop project.
    test.setTimeout(60_000);
    await inEveryLanguage(page, browser, async (page, c) => {
      await page.goto(site.origin + c.list);
      await hydrated(page);
      // The tournament is under way: the round picker calls the final's round the current one.
      await expect(page.locator(".round-nav select option:checked"), `${c.list}: the current round`).toHaveText(c.currentRound);
      const row = page.locator(".match-row--live");
      await expect(row, `${c.list}: the live row`).toHaveCount(1);
      const minute = row.locator(".match-row__status");
      const first = (await minute.textContent())!.trim();
      await expect(minute, `${c.list}: the minute moves on`).not.toHaveText(first, { timeout: 20_000 });
      expect(await page.evaluate(() => performance.getEntriesByType("navigation").length), `${c.list}: no reload`).toBe(1);
    });
  });

  test("without JavaScript a live page says when it was rendered and offers a reload, in every language", ANY_VIEWPORT, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    for (const c of CASES) {
      await page.goto(site.origin + c.match);
      const notice = page.locator(".live-notice");
      await expect(notice.locator(".live-badge"), `${c.match}: the live badge`).toHaveText(c.live);
      await expect(notice, `${c.match}: the time it was rendered`).toContainText(/\d{2}:\d{2}/);
      await expect(notice.getByRole("link"), `${c.match}: the reload link`).toHaveAttribute("href", c.match);
    }
    await context.close();
  });

  test("live pages are cached for seconds only, in every language", ANY_VIEWPORT, async ({ request }) => {
    for (const path of CASES.flatMap((c) => [c.match, c.list])) {
      const response = await request.get(site.origin + path);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=5");
    }
  });
});

test.describe("live table", () => {
  // 29 Nov 2022, 15:40 UTC: Ecuador–Senegal and Netherlands–Qatar (group A) are in their 41st minute.
  const site = siteForBlock({ RESULTS_CLOCK: "2022-11-29T15:40:00Z", RESULTS_CLOCK_RATE: "1" });

  // Texts and counts of the table's rows, the same markup at every width (its layout is results-standings.spec.ts's).
  test("marks the teams whose match is in play with its score from their side, and counts it", ANY_VIEWPORT, async ({ page }) => {
    await page.goto(`${site.origin}/en/results/world-cup-2022/tables`);
    const group = page.getByRole("region", { name: /Group A/ });
    const marks = group.locator(".standings__live");
    await expect(marks).toHaveCount(4);
    const markOf = (team: string) =>
      group
        .locator("tbody tr")
        .filter({ has: page.locator("th", { hasText: team }) })
        .locator(".standings__live");
    await expect(markOf("Netherlands")).toHaveText(/^Live 1-0 4\d'$/);
    await expect(markOf("Qatar")).toHaveText(/^Live 0-1 4\d'$/);
    // The match in play counts: every team of group A has played three.
    for (const played of await group.locator("tbody tr td:nth-child(3)").allTextContents()) expect(played).toBe("3");
    await expect(page.getByRole("region", { name: /Group B/ }).locator(".standings__live")).toHaveCount(0);
  });
});
