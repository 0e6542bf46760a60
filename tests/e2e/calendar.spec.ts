import { expect, test, type Page } from "@playwright/test";
import { ANY_VIEWPORT, axeBuilder, dismissCookieNoticeUpFront, hydrated, type Lang } from "../support/e2e.ts";

/**
 * The "add to calendar" links of team and competition pages against the production build
 * (docs/decisions/0116-match-calendars.md): in every language a subscription (`webcal:`) and a
 * download of the feed, named for whose calendar it is, inside the page at 360 and 1300 px, with
 * and without JavaScript; the feeds they point to are iCalendar files.
 */

interface CalendarCase {
  lang: Lang;
  kind: "team" | "competition";
  page: string;
  feed: string;
  heading: string;
  subscribe: string;
  download: string;
}

const CASES: CalendarCase[] = [
  {
    lang: "de",
    kind: "team",
    page: "/teams/argentinien",
    feed: "/teams/argentinien/kalender.ics",
    heading: "Spielplan im Kalender",
    subscribe: "Kalender abonnieren (Spielplan von Argentinien)",
    download: "Als .ics-Datei laden (Spielplan von Argentinien)",
  },
  {
    lang: "en",
    kind: "team",
    page: "/en/teams/argentina",
    feed: "/en/teams/argentina/calendar.ics",
    heading: "Fixtures in your calendar",
    subscribe: "Subscribe in your calendar (Argentina fixtures)",
    download: "Download the .ics file (Argentina fixtures)",
  },
  {
    lang: "it",
    kind: "team",
    page: "/it/squadre/argentina",
    feed: "/it/squadre/argentina/calendario.ics",
    heading: "Le partite nel tuo calendario",
    subscribe: "Abbonati al calendario (partite di Argentina)",
    download: "Scarica il file .ics (partite di Argentina)",
  },
  {
    lang: "de",
    kind: "competition",
    page: "/ergebnisse/bundesliga",
    feed: "/ergebnisse/bundesliga/kalender.ics",
    heading: "Spielplan im Kalender",
    subscribe: "Kalender abonnieren (Spielplan von Bundesliga)",
    download: "Als .ics-Datei laden (Spielplan von Bundesliga)",
  },
  {
    lang: "en",
    kind: "competition",
    page: "/en/results/world-cup-2022",
    feed: "/en/results/world-cup-2022/calendar.ics",
    heading: "Fixtures in your calendar",
    subscribe: "Subscribe in your calendar (FIFA World Cup 2022 fixtures)",
    download: "Download the .ics file (FIFA World Cup 2022 fixtures)",
  },
  {
    lang: "it",
    kind: "competition",
    page: "/it/risultati/serie-a",
    feed: "/it/risultati/serie-a/calendario.ics",
    heading: "Le partite nel tuo calendario",
    subscribe: "Abbonati al calendario (partite di Serie A)",
    download: "Scarica il file .ics (partite di Serie A)",
  },
];

const block = (page: Page, c: CalendarCase) => page.getByRole("region", { name: c.heading });

/** The block and both links lie inside the viewport's width, and the page does not scroll sideways. */
async function expectInsidePage(page: Page, c: CalendarCase) {
  const width = page.viewportSize()!.width;
  const region = block(page, c);
  await region.scrollIntoViewIfNeeded();
  for (const box of [
    await region.boundingBox(),
    await region.getByRole("link", { name: c.subscribe }).boundingBox(),
    await region.getByRole("link", { name: c.download }).boundingBox(),
  ]) {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

/** The links: a subscription to the feed's webcal: URL and a download of the feed, each named for whose calendar it is. */
async function expectLinks(page: Page, c: CalendarCase, origin: string) {
  const region = block(page, c);
  await expect(region.getByRole("heading", { level: 2, name: c.heading })).toBeVisible();
  const subscribe = region.getByRole("link", { name: c.subscribe, exact: true });
  const download = region.getByRole("link", { name: c.download, exact: true });
  await expect(subscribe).toBeVisible();
  await expect(download).toBeVisible();
  await expect(subscribe).toHaveAttribute("href", `webcal://${new URL(origin).host}${c.feed}`);
  await expect(download).toHaveAttribute("href", c.feed);
  await expect(download).toHaveAttribute("download", /\.ics$/);
}

for (const c of CASES) {
  test.describe(`${c.lang} ${c.kind} page`, () => {
    test.beforeEach(async ({ page }) => dismissCookieNoticeUpFront(page));

    test("offers its calendar to subscribe to and to download, inside the page", async ({ page, baseURL }) => {
      await page.goto(c.page);
      await hydrated(page);
      await expectLinks(page, c, baseURL!);
      await expectInsidePage(page, c);
      const scan = await axeBuilder(page).include(".calendar-links").analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });

    test("offers them without JavaScript too", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: test.info().project.use.viewport ?? undefined });
      const page = await context.newPage();
      try {
        const response = await page.goto(c.page);
        expect(response?.status()).toBe(200);
        await expectLinks(page, c, baseURL!);
        await expectInsidePage(page, c);
      } finally {
        await context.close();
      }
    });

    test("links a feed that is an iCalendar file in the page's language", ANY_VIEWPORT, async ({ request }) => {
      const response = await request.get(c.feed);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const text = await response.text();
      expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(text).toMatch(/\r\nBEGIN:VEVENT\r\n/);
    });
  });
}

test("the download link saves the team's .ics file", ANY_VIEWPORT, async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
  await page.goto("/teams/argentinien");
  await hydrated(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Als .ics-Datei laden (Spielplan von Argentinien)", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("argentinien-kalender.ics");
});
