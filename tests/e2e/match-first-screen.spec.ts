import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT, PHONE_ONLY } from "../support/e2e.ts";

/**
 * A match page as a fan opens it: on a phone (360 × 640) the scoreboard, with the score and how the
 * match ended, lies whole in the first screen, even on a first visit with the cookie notice shown;
 * the timeline shows the goals the embedded backend has, and where it sends no line-ups and no
 * statistics the page says so once, in every language, without JavaScript.
 */

const MISSING = {
  de: "Aufstellungen und Statistik liegen für dieses Spiel nicht vor.",
  en: "Line-ups and statistics are not available for this match.",
  it: "Formazioni e statistiche non sono disponibili per questa partita.",
};

/** The World Cup 2022 final (six goals in the data) and the Champions League final 2025, long names, no scorers in the data. */
const MATCHES = [
  { path: "/ergebnisse/wm-2022/argentinien-frankreich/10064", goals: 6, missing: MISSING.de },
  { path: "/en/results/world-cup-2022/argentina-france/10064", goals: 6, missing: MISSING.en },
  { path: "/it/risultati/mondiali-2022/argentina-francia/10064", goals: 6, missing: MISSING.it },
  { path: "/it/risultati/champions-league/paris-saint-germain-fc-fc-internazionale-milano/6189", goals: 0, missing: MISSING.it },
] as const;

test.describe("a phone's first screen", () => {
  // The phone project's screen is taller (780 px): the first screen of a common phone is 640 px.
  test.use({ viewport: { width: 360, height: 640 } });

  test("holds the scoreboard, on a first visit too", PHONE_ONLY, async ({ page }) => {
    for (const { path } of MATCHES) {
      await test.step(path, async () => {
        await page.goto(path);
        const viewport = page.viewportSize()!;
        const scoreboard = (await page.locator(".scoreboard").boundingBox())!;
        expect
          .soft(scoreboard.y + scoreboard.height, `${path}: the scoreboard's bottom within the first ${viewport.height} px`)
          .toBeLessThanOrEqual(viewport.height);
        // What leads up to it is still there: the heading and the way back to the round.
        await expect.soft(page.getByRole("heading", { level: 1 }), `${path}: the competition's heading`).toBeInViewport();
        await expect.soft(page.locator(".breadcrumbs a").last(), `${path}: the breadcrumbs`).toBeVisible();
      });
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the timeline shows the goals, and missing line-ups and statistics are said once", ANY_VIEWPORT, async ({ page }) => {
    for (const { path, goals, missing } of MATCHES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect.soft(page.locator(".timeline__item--goal"), `${path}: the goals`).toHaveCount(goals);
        await expect.soft(page.locator(".pitch, .match-stats"), `${path}: no empty pitch or statistics`).toHaveCount(0);
        await expect.soft(page.locator(".match-section__lead").filter({ hasText: missing }), `${path}: the note, once`).toHaveCount(1);
      });
    }
  });
});
