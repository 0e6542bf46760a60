import { expect, test, type Page } from "@playwright/test";
import { DESKTOP_ONLY, LANGS, PHONE_ONLY, dismissCookieNoticeUpFront, hydrated, wordsBrokenAcrossLines } from "../support/e2e.ts";

/**
 * Words that fit their place at the spec's widths (ADR 0808): a day's match rows on a phone show
 * each team's whole name, never under a follow star; the competition row under the header keeps
 * one line from 1,024 to 1,920 px (scrolling inside itself where it is wider), the header's search
 * placeholder shows whole at every desktop width, and a team's stage ("Viertelfinale") is never
 * broken inside the word. Soft assertions name the page and the width.
 */

const DESKTOP_WIDTHS = [1024, 1100, 1200, 1280, 1300, 1440, 1600, 1920];

test.describe("a day's matches on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
  });

  test("each row shows both teams' whole names, never under a star, never broken inside a word", PHONE_ONLY, async ({ page }) => {
    await page.goto("/ergebnisse/2025-05-18");
    await hydrated(page);
    const rows = page.locator(".day .match-links > li");
    expect(await rows.count()).toBeGreaterThan(10);
    // The stars show where the head script can store followed teams: this browser can.
    await expect(rows.first().locator(".follow-star").first()).toBeVisible();
    const problems = await rows.evaluateAll((items) =>
      items.flatMap((li) => {
        const found: string[] = [];
        const stars = [...li.querySelectorAll(".follow-star")].map((s) => s.getBoundingClientRect()).filter((r) => r.width > 0);
        for (const team of li.querySelectorAll<HTMLElement>(".match-links__team")) {
          const name = team.querySelector<HTMLElement>(".team__name")!;
          const full = name.querySelector(".team__full")?.textContent ?? name.textContent ?? "";
          if (name.innerText.trim() !== full.trim()) found.push(`"${name.innerText}" shown for "${full}"`);
          const range = document.createRange();
          range.selectNodeContents(name);
          const column = team.getBoundingClientRect();
          for (const r of [...range.getClientRects()].filter((rect) => rect.width > 0)) {
            if (r.left < column.left - 0.5 || r.right > column.right + 0.5) found.push(`"${full}" runs out of its column`);
            for (const s of stars)
              if (Math.min(r.right, s.right) - Math.max(r.left, s.left) > 0.5 && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 0.5)
                found.push(`"${full}" under a star`);
          }
          for (let e: HTMLElement | null = name; e && e !== li; e = e.parentElement)
            if (getComputedStyle(e).overflowX !== "visible" && e.scrollWidth > e.clientWidth + 1) found.push(`"${full}" cut by ${e.className}`);
        }
        return found;
      }),
    );
    expect(problems).toEqual([]);
    expect(await wordsBrokenAcrossLines(page.locator(".day .match-links .team__name"))).toEqual([]);
  });
});

test.describe("the competition row and the header's search field on a desktop", () => {
  for (const lang of LANGS) {
    test(`${lang}: one line of competitions and the whole search placeholder from 1,024 to 1,920 px`, DESKTOP_ONLY, async ({ page }) => {
      await dismissCookieNoticeUpFront(page);
      await page.goto({ de: "/ergebnisse/2025-05-18", en: "/en/results/2025-05-18", it: "/it/risultati/2025-05-18" }[lang]);
      for (const width of DESKTOP_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const row = await page.locator(".shortcuts__list").evaluate((list) => {
          const tops = new Set([...list.querySelectorAll("a")].map((a) => Math.round(a.getBoundingClientRect().top)));
          const style = getComputedStyle(list);
          return { lines: tops.size, overflows: list.scrollWidth > list.clientWidth + 1, scrolls: style.overflowX === "auto" || style.overflowX === "scroll" };
        });
        expect.soft(row.lines, `${lang} at ${width} px: the competitions' lines`).toBe(1);
        if (row.overflows) expect.soft(row.scrolls, `${lang} at ${width} px: a row wider than the page scrolls inside itself`).toBe(true);
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} at ${width} px: the page's width`).toBeLessThanOrEqual(width);

        const field = page.getByRole("banner").locator(".search-form__field");
        if (!(await field.isVisible())) continue;
        const fit = await field.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { placeholder: input.placeholder, text: context.measureText(input.placeholder).width, room };
        });
        expect.soft(fit.text, `${lang} at ${width} px: "${fit.placeholder}" in the header's field`).toBeLessThanOrEqual(fit.room);
      }
    });
  }
});

test.describe("a team's season", () => {
  for (const width of [360, 600, 1024, 1300]) {
    test(`at ${width} px the stage a team reached is never broken inside a word`, async ({ page }, info) => {
      test.skip(info.project.name !== "desktop" && width !== 360, "the other widths from the desktop project");
      test.skip(info.project.name === "desktop" && width === 360, "360 px from the phone project");
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/teams/fc-augsburg");
      const facts = page.locator(".team-fact");
      await expect(facts.filter({ hasText: "Viertelfinale" })).toHaveCount(1);
      expect(await wordsBrokenAcrossLines(facts)).toEqual([]);
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    });
  }
});

function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
