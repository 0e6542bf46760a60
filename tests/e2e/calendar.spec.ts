import { expect, test, type Page } from "@playwright/test";
import { axeBuilder, dismissCookieNoticeUpFront, hydrated, type Lang } from "../support/e2e.ts";

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

const DOWNLOAD = { page: "/teams/argentinien", link: "Als .ics-Datei laden (Spielplan von Argentinien)", file: "argentinien-kalender.ics" };

for (const c of CASES) {
  test.describe(`${c.lang} ${c.kind} page`, () => {
    test.beforeEach(async ({ page }) => dismissCookieNoticeUpFront(page));

    // One test a page: with JavaScript (the test's page), without (a context of its own), and the feed it links.
    test("offers its calendar to subscribe to and to download, inside the page, with and without JavaScript; the feed is an iCalendar file in the page's language", async ({
      page,
      browser,
      baseURL,
    }) => {
      // Two loads (with and without JavaScript) and an axe scan.
      test.slow();
      await test.step(`${c.page} with JavaScript`, async () => {
        await page.goto(c.page);
        await hydrated(page);
        await expectLinks(page, c, baseURL!);
        await expectInsidePage(page, c);
        const scan = await axeBuilder(page).include(".calendar-links").analyze();
        expect
          .soft(
            scan.violations.map((v) => `${v.id}: ${v.help}`),
            `${c.page}: axe on the calendar links`,
          )
          .toEqual([]);
      });
      // The download as the browser saves it (the same markup at every width: one team page is enough).
      if (c.page === DOWNLOAD.page) {
        await test.step(`${c.page}: the download link saves the team's .ics file`, async () => {
          const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: DOWNLOAD.link, exact: true }).click()]);
          expect.soft(download.suggestedFilename(), `${c.page}: the file's name`).toBe(DOWNLOAD.file);
        });
      }
      await test.step(`${c.page} without JavaScript`, async () => {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: test.info().project.use.viewport ?? undefined });
        const noScript = await context.newPage();
        try {
          const response = await noScript.goto(c.page);
          expect(response?.status(), `${c.page} without JavaScript`).toBe(200);
          await expectLinks(noScript, c, baseURL!);
          await expectInsidePage(noScript, c);
        } finally {
          await context.close();
        }
      });
      await test.step(c.feed, async () => {
        const response = await page.request.get(c.feed);
        expect.soft(response.status(), `${c.feed}: status`).toBe(200);
        expect.soft(response.headers()["content-type"], `${c.feed}: type`).toBe("text/calendar; charset=utf-8");
        const text = await response.text();
        expect.soft(text.startsWith("BEGIN:VCALENDAR\r\n"), `${c.feed}: a calendar`).toBe(true);
        expect.soft(text, `${c.feed}: an event`).toMatch(/\r\nBEGIN:VEVENT\r\n/);
      });
    });
  });
}
