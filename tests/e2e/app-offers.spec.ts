import { expect, type Page, test } from "@playwright/test";
import { ANY_VIEWPORT, axeBuilder, dismissCookieNoticeUpFront, screenshotPath, settle, textOf } from "../support/e2e.ts";

/**
 * Where the app helps (docs/decisions/0817-the-app-where-it-helps.md): the goal-alert note the followed
 * teams' script shows once, right after the first follow, beside the pressed star (dismissible,
 * remembered in local storage, nothing of it without JavaScript); and the quiet store links at the end
 * of the match and team pages' main content, server-rendered, in three languages.
 */

const NOTE_STORAGE_KEY = "app-alert-note";
const TEAM_PAGES = { de: "/teams/bayer-04-leverkusen", en: "/en/teams/bayer-04-leverkusen", it: "/it/squadre/bayer-04-leverkusen" } as const;
const MATCH_PAGES = {
  de: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
  en: "/en/results/world-cup-2022/argentina-france/10064",
  it: "/it/risultati/mondiali-2022/argentina-francia/10064",
} as const;
const NOTES = {
  de: {
    star: "Bayer 04 Leverkusen folgen",
    note: "Tor-Alarm für Bayer 04 Leverkusen in der App",
    get: "App laden",
    close: "Hinweis schließen",
    href: "/download",
  },
  en: {
    star: "Follow Bayer 04 Leverkusen",
    note: "Goal alerts for Bayer 04 Leverkusen in the app",
    get: "Get the app",
    close: "Dismiss",
    href: "/en/download",
  },
  it: {
    star: "Segui Bayer 04 Leverkusen",
    note: "Bayer 04 Leverkusen: notifiche dei gol nell'app",
    get: "Scarica l'app",
    close: "Chiudi l'avviso",
    href: "/it/download",
  },
} as const;
const STORE_LINE = {
  de: "Live-Ticker und Tor-Alarm in der App: App Store · Google Play",
  en: "Live ticker and goal alerts in the app: App Store · Google Play",
  it: "Diretta e notifiche dei gol nell'app: App Store · Google Play",
} as const;

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

const note = (page: Page) => page.getByRole("status").filter({ hasText: /App|app/ });

test("the first follow offers goal alerts in the app once, beside the star, dismissible and remembered, at every width", async ({ page }, info) => {
  await page.goto(TEAM_PAGES.de);
  const texts = NOTES.de;
  const star = page.getByRole("button", { name: texts.star, exact: true });
  await expect(note(page)).toHaveCount(0);
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(note(page)).toHaveCount(1);
  await expect(note(page)).toContainText(texts.note);
  await expect(note(page).getByRole("link", { name: texts.get })).toHaveAttribute("href", texts.href);
  expect(await page.evaluate((key) => localStorage.getItem(key), NOTE_STORAGE_KEY)).toBe("shown");

  // Beside the star: just below the heading it stands in (the team's name stays readable), inside the viewport, nothing wider than the page.
  const starBox = (await star.boundingBox())!;
  const headingBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const noteBox = (await note(page).boundingBox())!;
  expect(noteBox.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
  expect(noteBox.y).toBeLessThan(starBox.y + starBox.height + 100);
  expect(noteBox.x).toBeGreaterThanOrEqual(0);
  expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  // The page's fade-in finished first: a colour taken mid-animation is no colour a visitor reads.
  await settle(page);
  const { violations } = await axeBuilder(page).analyze();
  expect(violations).toEqual([]);
  await page.screenshot({ path: screenshotPath(info.project.name, "app-alert-note") });

  // Once: unfollowing and following again shows no second note.
  await star.click();
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(note(page)).toHaveCount(1);

  // Dismissed with its button; remembered.
  await note(page).getByRole("button", { name: texts.close }).click();
  await expect(note(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), NOTE_STORAGE_KEY)).toBe("dismissed");

  // The next page, another team followed: no note again.
  await page.reload();
  const opponent = page.locator('.follow-star:not([data-team="2"])').first();
  await opponent.click();
  await expect(opponent).toHaveAttribute("aria-pressed", "true");
  await expect(note(page)).toHaveCount(0);
});

test("the note in each language, on the first press before the followed teams' script has arrived too", ANY_VIEWPORT, async ({ browser }) => {
  for (const lang of ["en", "it"] as const) {
    await test.step(lang, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await dismissCookieNoticeUpFront(page);
      // The followed teams' script held until the star was pressed: the head script marks the press, the script carries it out.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/scripts\/favourites-/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(TEAM_PAGES[lang]);
      const texts = NOTES[lang];
      const star = page.getByRole("button", { name: texts.star, exact: true });
      await star.click();
      release();
      await expect(star).toHaveAttribute("aria-pressed", "true");
      await expect.soft(note(page), lang).toContainText(texts.note);
      await expect.soft(note(page).getByRole("link", { name: texts.get }), lang).toHaveAttribute("href", texts.href);
      await expect.soft(note(page).getByRole("button", { name: texts.close }), lang).toBeVisible();
      await context.close();
    });
  }
});

test("without JavaScript there is no note", ANY_VIEWPORT, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(TEAM_PAGES.de);
  await expect(page.getByRole("button", { name: NOTES.de.star })).toBeHidden();
  expect(await page.content()).not.toContain(NOTES.de.note);
  await context.close();
});

test("match and team pages end their main content with a quiet line of store links, in three languages", ANY_VIEWPORT, async ({ request }) => {
  for (const lang of ["de", "en", "it"] as const) {
    for (const path of [MATCH_PAGES[lang], TEAM_PAGES[lang]]) {
      const html = await (await request.get(path)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const line = /<p class="app-store-links">([\s\S]*?)<\/p>/.exec(main)?.[0];
      expect.soft(line, `${path}: the store line in <main>`).toBeDefined();
      if (!line) continue;
      expect.soft(textOf(line), path).toBe(STORE_LINE[lang]);
      expect.soft(line, path).toContain('href="https://apps.apple.com/');
      expect.soft(line, path).toContain('href="https://play.google.com/');
      // After the football: nothing of the page's own content follows it but closing tags and the server's markup islands.
      expect.soft(main.indexOf(line), `${path}: after the page's heading`).toBeGreaterThan(main.indexOf("<h1"));
    }
  }
});
