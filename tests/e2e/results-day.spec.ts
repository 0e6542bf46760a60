import { expect, test, type Page } from "@playwright/test";
import { ANY_VIEWPORT, PHONE_ONLY, dismissCookieNoticeUpFront, headerNavLinks, hydrated, type Lang, axeBuilder } from "../support/e2e.ts";

/**
 * The results start page's matches of a day and the competition shortcut row, against the production
 * build and its embedded backend (every season recorded, so "today" has no matches), at 360 and
 * 1300 px, with and without JavaScript, in German, English and Italian.
 */

interface Case {
  lang: Lang;
  start: string;
  day: (date: string) => string;
  /** 17 May 2025: the Bundesliga's last matchday. */
  heading: string;
  todayPrefix: string;
  noneToday: string;
  next: RegExp;
  pick: string;
  show: string;
  shortcuts: string;
  /** The World Cup 2022 final's match page (the shortcut row marks the World Cup). */
  finalMatch: string;
  worldCup: string;
  home: string;
  news: string;
}

const CASES: Case[] = [
  {
    lang: "de",
    start: "/ergebnisse",
    day: (date) => `/ergebnisse/${date}`,
    heading: "Samstag, 17. Mai 2025",
    todayPrefix: "Heute, ",
    noneToday: "Heute spielt keiner unserer Wettbewerbe.",
    next: /Späterer Tag mit Spielen: Sonntag, 18\. Mai 2025/,
    pick: "Datum",
    show: "Anzeigen",
    shortcuts: "Wettbewerbe",
    finalMatch: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
    worldCup: "WM 2022",
    home: "/",
    news: "/news/kolumne/1",
  },
  {
    lang: "en",
    start: "/en/results",
    day: (date) => `/en/results/${date}`,
    heading: "Saturday, 17 May 2025",
    todayPrefix: "Today, ",
    noneToday: "None of our competitions plays today.",
    next: /Later day with matches: Sunday, 18 May 2025/,
    pick: "Date",
    show: "Show",
    shortcuts: "Competitions",
    finalMatch: "/en/results/world-cup-2022/argentina-france/10064",
    worldCup: "World Cup 2022",
    home: "/en",
    news: "/en/news/kolumne/1",
  },
  {
    lang: "it",
    start: "/it/risultati",
    day: (date) => `/it/risultati/${date}`,
    heading: "sabato 17 maggio 2025",
    todayPrefix: "Oggi, ",
    noneToday: "Oggi non gioca nessuna delle nostre competizioni.",
    next: /Giorno successivo con partite: domenica 18 maggio 2025/,
    pick: "Data",
    show: "Mostra",
    shortcuts: "Competizioni",
    finalMatch: "/it/risultati/mondiali-2022/argentina-francia/10064",
    worldCup: "Mondiali 2022",
    home: "/it",
    news: "/it/news/kolumne/1",
  },
];

const dayHeading = (page: Page) => page.locator("#day-heading");
const group = (page: Page, name: string) => page.locator(".day__competition").filter({ has: page.getByRole("heading", { level: 3, name }) });

async function expectNoSidewaysScroll(page: Page, path: string) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect.soft(scroll, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(client);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const c of CASES) {
      test(
        `${c.lang}: a day's matches by competition, each linked to its match; the strip, the nearest days and the date picker`,
        ANY_VIEWPORT,
        async ({ page }) => {
          await dismissCookieNoticeUpFront(page);
          await page.goto(c.day("2025-05-17"));
          if (javaScript) await hydrated(page);
          await expect(dayHeading(page)).toHaveText(c.heading);
          await expect(page.locator(".day-strip__day[aria-current='page']")).toHaveAttribute("href", c.day("2025-05-17"));
          const bundesliga = group(page, "Bundesliga");
          await expect(bundesliga.locator(".match-links__item")).toHaveCount(9);
          // The competition tiles stay below.
          await expect(page.locator(".card-grid").first()).toBeVisible();

          // The next day with matches, then back with the date picker.
          await page.getByRole("link", { name: c.next }).click();
          await expect(page).toHaveURL(c.day("2025-05-18"));
          await page.getByLabel(c.pick).fill("2022-12-18");
          await page.getByRole("button", { name: c.show }).click();
          await expect(page).toHaveURL(c.day("2022-12-18"));
          const final = page.locator(".day__competition .match-links__item").first();
          await expect(final).toHaveAttribute("href", c.finalMatch);
          await final.click();
          await expect(page).toHaveURL(c.finalMatch);
        },
      );

      test(
        `${c.lang}: the start page says in words that no competition plays today and offers the nearest day with matches`,
        ANY_VIEWPORT,
        async ({ page }) => {
          await dismissCookieNoticeUpFront(page);
          await page.goto(c.start);
          await expect(dayHeading(page)).toHaveText(new RegExp(`^${c.todayPrefix}`));
          await expect(page.getByText(c.noneToday)).toBeVisible();
          const nearest = page.locator(".day__empty a").first();
          await nearest.click();
          await expect(page).toHaveURL(/\/\d{4}-\d{2}-\d{2}$/);
          await expect(page.locator(".day__competition").first()).toBeVisible();
        },
      );
    }
  });
}

test("malformed days are 404, days without matches a calm page, the picker's form a redirect", ANY_VIEWPORT, async ({ request }) => {
  for (const path of ["/ergebnisse/2025-02-30", "/en/results/2025-13-01", "/it/risultati/2025-00-10", "/ergebnisse?day=morgen"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const quiet = await request.get("/ergebnisse/2024-12-25");
  expect(quiet.status()).toBe(200);
  expect(await quiet.text()).toContain("An diesem Tag spielt keiner unserer Wettbewerbe.");
  const picked = await request.get("/en/results?day=2025-05-17", { maxRedirects: 0 });
  expect(picked.status()).toBe(303);
  expect(picked.headers().location).toBe("/en/results/2025-05-17");
});

for (const c of CASES) {
  /**
   * Each page is loaded once for both checks, as one test per language: axe and no sideways
   * scrolling (both widths); on wide screens also the shortcut row (tagged any-viewport when it was
   * a test of its own: the same markup at every width), on phones whether the German day page's
   * shortcut row scrolls inside itself. Soft assertions naming the page, so one
   * failing page does not hide the others; a step per page.
   */
  const pages = { "day page": c.day("2025-05-17"), "start page": c.start, "match page": c.finalMatch, "home page": c.home, "news page": c.news };
  test(`${c.lang}: axe finds nothing on the day, start, match, home and news pages with their shortcut row; nothing scrolls the page sideways; the shortcut row marks the page's competition`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const wide = test.info().project.name !== "phone";
    await dismissCookieNoticeUpFront(page);
    for (const [name, path] of Object.entries(pages)) {
      await test.step(`${name} ${path}`, async () => {
        await page.goto(path);
        const results = await axeBuilder(page).analyze();
        expect.soft(results.violations, `${path}: ${results.violations.map((v) => v.id).join(", ")}`).toEqual([]);
        await expectNoSidewaysScroll(page, path);
        if (!wide) {
          if (path === "/ergebnisse/2025-05-17") await expectShortcutRowScrollsOnPhone(page, path);
          return;
        }
        const row = page.getByRole("navigation", { name: c.shortcuts });
        if (path === c.finalMatch) {
          await expect.soft(row.locator("a[aria-current='page']"), `${path}: the shortcut row marks the World Cup`).toHaveText(c.worldCup);
          // The header keeps the spec's five entries.
          await expect.soft(headerNavLinks(page), `${path}: the header's entries`).toHaveCount(5);
        } else if (path !== c.start) {
          await expect.soft(row.getByRole("link", { name: "Bundesliga", exact: true }), `${path}: the shortcut row's Bundesliga link`).toBeVisible();
        }
      });
    }
  });
}

/** On a phone the shortcut row scrolls inside itself and each link is reached by the keyboard (focuses its last link: after the other checks). */
async function expectShortcutRowScrollsOnPhone(page: Page, path: string) {
  const list = page.locator(".shortcuts__list");
  const style = await list.evaluate((el) => ({ overflow: getComputedStyle(el).overflowX, scroll: el.scrollWidth, client: el.clientWidth }));
  expect.soft(style.overflow, `${path}: the phone's shortcut row scrolls inside itself`).toBe("auto");
  expect.soft(style.scroll, `${path}: the phone's shortcut row is wider than the phone`).toBeGreaterThan(style.client);
  const last = list.locator("a").last();
  await last.focus();
  await expect.soft(last, `${path}: the shortcut row's last link is reached by the keyboard`).toBeFocused();
  await expect.soft(last, `${path}: the focused last link scrolls into view`).toBeInViewport();
  await expectNoSidewaysScroll(page, path);
}

test("on a 360 × 800 phone the home page shows a whole result in its first screen, with the cookie bar, in every language", PHONE_ONLY, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const c of CASES) {
    await test.step(c.home, async () => {
      await page.goto(c.home);
      await expect.soft(page.locator(".cookie-notice"), `${c.home}: the cookie bar`).toBeVisible();
      // A matchday's first result row, or between seasons (ADR 0121) the last finished competition's final.
      // Read in one go in the page: the football section is a static island, which React renders anew after
      // hydration when the visitor's zone is not the page's (here Berlin on /en), and an element looked up
      // before that and measured after is gone.
      const first = await page.evaluate(() => {
        const result = document.querySelector("a.home-match, .home-finished__final a");
        return result && { bottom: result.getBoundingClientRect().bottom, row: result.matches("a.home-match"), text: result.textContent ?? "" };
      });
      expect.soft(first?.bottom ?? Infinity, `${c.home}: the first result ends below the first screen`).toBeLessThanOrEqual(800);
      if (first?.row) {
        // A result: both teams and both scores.
        const row = page.locator("a.home-match").first();
        await expect.soft(row.locator(".home-team__name"), `${c.home}: the first result's teams`).toHaveCount(2);
        await expect.soft(row.locator(".home-match__goals"), `${c.home}: the first result's scores`).toHaveText([/^\d+$/, /^\d+$/]);
      } else {
        // A final: both teams around its score.
        expect.soft(first?.text ?? "", `${c.home}: the final's teams and score`).toMatch(/\S \d+[:-]\d+ \S/);
      }
    });
  }
});
