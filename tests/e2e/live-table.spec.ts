import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT, axeBuilder, dismissCookieNoticeUpFront, siteForBlock, wordsBrokenAcrossLines } from "../support/e2e.ts";

/**
 * The live table ("if it stays like this", ADR 0124): a server of its own replays the Bundesliga's
 * last matchday 2024/25 at 16:30 MESZ (RESULTS_CLOCK), when Dortmund lead Kiel and Freiburg trail at
 * Frankfurt, so Dortmund stand fourth, one place up. The table tab is read at the project's width
 * (360 and 1300 px) as the server renders it (it needs no JavaScript): the move in words, the note and its share card, the outlook
 * with its heading, nothing wider than the screen, no name broken inside a word, axe without
 * violations. One load per page (ADR 0806).
 */

const CLOCK = { RESULTS_CLOCK: "2025-05-17T14:30:00Z", RESULTS_CLOCK_RATE: "1" };

test.describe("the live table of the Bundesliga's last matchday", () => {
  const site = siteForBlock(CLOCK);
  test.beforeEach(async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
  });

  test("shows who moved, what it would mean and links its card, laid out within the screen", async ({ page, request }) => {
    // Its card is drawn on the first ask, in a worker that starts with it.
    test.slow();
    await page.goto(`${site.origin}/ergebnisse/bundesliga/tabelle`);
    // The live table's caption (and its scroll region's name) says it is the live one.
    const live = page.getByRole("region", { name: "Live-Tabelle, wenn es so bleibt · Tabelle nach dem 34. Spieltag" });
    const dortmund = live.locator("tbody tr", { hasText: "Dortmund" });
    await expect.soft(dortmund.locator(".standings__move")).toHaveText(/▲1\s*, einen Platz nach oben/);
    await expect.soft(dortmund.locator(".standings__move [aria-hidden='true']")).toHaveText("▲1");

    const note = page.locator(".standings-live-note");
    await expect.soft(note).toContainText("Live-Tabelle");
    const card = await note.getByRole("link").getAttribute("href");
    expect(card).toMatch(/^\/cards\/de\/projection\/\d+-[0-9a-z]{11}\.png$/);
    const picture = await request.get(site.origin + card);
    expect.soft(picture.status(), "the live table's card").toBe(200);
    expect.soft(picture.headers()["content-type"]).toBe("image/png");

    const outlook = page.getByRole("region", { name: "Letzter Spieltag: was feststeht und was es braucht" });
    await expect.soft(outlook.locator("tbody tr")).toHaveCount(18);
    await expect.soft(outlook.locator("tbody tr", { hasText: "Dortmund" })).toContainText("Wenn es so bleibt: Champions League");
    await expect.soft(outlook.locator("tbody tr", { hasText: "Bochum" })).toContainText("Steht fest: Abstieg");

    const layout = await page.evaluate(() => {
      const region = document.querySelector(".outlook .table-scroll")!;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        outlook: region.scrollWidth - region.clientWidth,
      };
    });
    expect.soft(layout.page, "the page reaches past the screen").toBeLessThanOrEqual(0);
    expect.soft(layout.outlook, "the outlook scrolls sideways").toBeLessThanOrEqual(0);
    expect.soft(await wordsBrokenAcrossLines(page.locator(".outlook .team__name, .standings .team__name")), "names broken inside a word").toEqual([]);

    const { violations } = await axeBuilder(page).analyze();
    expect.soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("says it in English and Italian", ANY_VIEWPORT, async ({ page }) => {
    for (const [path, moved, heading, settled] of [
      ["/en/results/bundesliga/tables", "up one place", "Last matchday: what is settled and what it takes", "Settled: the title"],
      ["/it/risultati/bundesliga/classifica", "su di una posizione", "Ultima giornata: cosa è deciso e cosa serve", "Già deciso: titolo"],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(site.origin + path);
        await expect.soft(page.locator(".standings tbody tr", { hasText: "Dortmund" }).locator(".standings__move"), path).toContainText(moved);
        const outlook = page.getByRole("region", { name: heading });
        await expect.soft(outlook.locator("tbody tr").first(), path).toContainText(settled);
      });
    }
  });
});
