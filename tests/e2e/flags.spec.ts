import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, hydrated } from "../support/e2e.ts";

/**
 * A list's small flags against the production build: the page carries their pictures (TeamBadge,
 * ADR 0717), so the first paint fetches no flag file; after a client navigation, the browser's render
 * names the files of the flags the page did not carry.
 */

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

test("de: a list's flags come with the page, none fetched apart; a client navigation's new flags show too", ANY_VIEWPORT, async ({ page }) => {
  const flagFiles: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/flags/")) flagFiles.push(request.url());
  });
  const pictures = () =>
    page.locator(".data-table.scorers .team-badge--flag").evaluateAll((flags) => flags.map((flag) => getComputedStyle(flag).backgroundImage));
  await page.goto("/ergebnisse/wm-2022/torschuetzen");
  const first = await pictures();
  expect(first.length).toBeGreaterThanOrEqual(30);
  expect(first.filter((picture) => !picture.startsWith('url("data:image/png;base64,'))).toEqual([]);
  expect(flagFiles, "no flag file fetched for the first paint").toEqual([]);

  await hydrated(page);
  await page.getByRole("link", { name: "Alle 118 Torschützen anzeigen" }).click();
  await expect(page.locator(".data-table.scorers tbody tr")).toHaveCount(118);
  const all = await pictures();
  expect(all).toHaveLength(118);
  expect(all.filter((picture) => picture === "none")).toEqual([]);
});
