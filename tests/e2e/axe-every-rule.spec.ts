import { expect, test } from "@playwright/test";
import { axeBuilder } from "../support/e2e.ts";

/**
 * axe with every rule (best practices such as `region` and `landmark-unique` too, not only the WCAG
 * tags) on one page of each type, as a first visit sees it (the cookie notice shown), at both widths.
 */

/** One page of each type, first visits (cookie notice shown). */
const PAGE_TYPES: Record<string, string> = {
  home: "/",
  app: "/premium",
  faq: "/faq",
  contact: "/kontakt",
  about: "/ueber-uns",
  press: "/presse",
  legal: "/impressum",
  search: "/suche?q=kane",
  "news list": "/news/kolumne/1",
  "news article": "/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001",
  results: "/ergebnisse",
  day: "/ergebnisse/2025-05-17",
  country: "/ergebnisse/deutschland",
  competition: "/ergebnisse/bundesliga",
  table: "/ergebnisse/bundesliga/tabelle",
  scorers: "/ergebnisse/bundesliga/torschuetzen",
  details: "/ergebnisse/bundesliga/details",
  bracket: "/ergebnisse/wm-2022/turnierbaum",
  match: "/ergebnisse/bundesliga/sc-freiburg-eintracht-frankfurt/1301",
  team: "/teams/bayer-04-leverkusen",
  player: "/spieler/harry-kane-eng",
  "not found": "/gibt-es-nicht",
};

/** Three page types a test: one tab loads them in turn (each a first visit: nothing dismisses the notice). */
const AXE_GROUPS: [string, string][][] = [];
for (const [i, entry] of Object.entries(PAGE_TYPES).entries()) (AXE_GROUPS[Math.floor(i / 3)] ??= []).push(entry);

for (const group of AXE_GROUPS) {
  test(`axe, every rule: ${group.map(([type, path]) => `${type} (${path})`).join(", ")}`, async ({ page }) => {
    // Three loads, each scanned by axe: the time of three tests.
    test.slow();
    for (const [type, path] of group) {
      await test.step(`${type} (${path})`, async () => {
        await page.goto(path);
        const results = await axeBuilder(page).analyze();
        expect
          .soft(
            results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
            `${type} (${path}): axe`,
          )
          .toEqual([]);
      });
    }
  });
}
