import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, hydrated, PHONE_ONLY, screenshotPath, settle, type Lang, axeBuilder } from "../support/e2e.ts";

/**
 * The site search and the player pages against the production build (embedded backend, sample
 * content), at 360 and 1300 px, in every language, with and without JavaScript: the search page
 * as a GET form whose hits follow the field with JavaScript, the header's field (its icon on
 * phones), the groups of hits, calm answers to bad input; a player's page with its goals, JSON-LD and the ways in from
 * the scorers list and a match's goals; overflow on each, axe (which needs JavaScript in the page)
 * on each with JavaScript, html-validate on each page's server-rendered HTML.
 */

interface Case {
  lang: Lang;
  search: string;
  /** A query in this language's words that finds Bayern (a localized name or an exonym). */
  bayern: string;
  player: string;
  scorers: string;
  teamsHeading: string;
  playersHeading: string;
}

const CASES: Case[] = [
  {
    lang: "de",
    search: "/suche",
    bayern: "muenchen",
    player: "/spieler/harry-kane-eng",
    scorers: "/ergebnisse/wm-2022/torschuetzen",
    teamsHeading: "Teams",
    playersHeading: "Spieler",
  },
  {
    lang: "en",
    search: "/en/search",
    bayern: "Bayern Munich",
    player: "/en/players/harry-kane-eng",
    scorers: "/en/results/world-cup-2022/scorers",
    teamsHeading: "Teams",
    playersHeading: "Players",
  },
  {
    lang: "it",
    search: "/it/cerca",
    bayern: "Monaco di Baviera",
    player: "/it/giocatori/harry-kane-eng",
    scorers: "/it/risultati/mondiali-2022/marcatori",
    teamsHeading: "Squadre",
    playersHeading: "Giocatori",
  },
];

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

/** Soft: a merged test goes on to its other pages; the message names the page. */
async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${where}: page wider than the viewport`).toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect
    .soft(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `${where}: axe`,
    )
    .toEqual([]);
}

const searchField = (page: Page) => page.locator("main form[role=search] input[type=search]");

for (const c of CASES) {
  test.describe(`${c.lang}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test(`${c.lang}: the search page is a GET form grouping its hits; the scorers list leads to a player's page of goals and totals`, async ({
      page,
    }, info) => {
      // Three loads: the search and its answer, the scorers list, the player's page its link reaches.
      test.slow();
      await test.step(`${c.search}: the search's answer`, async () => {
        expect((await page.goto(c.search))?.status(), c.search).toBe(200);
        await searchField(page).fill(c.bayern);
        await searchField(page).press("Enter");
        await expect(page).toHaveURL(new RegExp(`${c.search}\\?q=`));
        const teams = page.locator("section.search-group", { has: page.getByRole("heading", { name: c.teamsHeading, exact: true }) });
        await expect.soft(teams.getByRole("link").first(), `${c.search}: the teams' first hit`).toContainText("FC Bayern München");
        await expect.soft(page.locator('meta[name="robots"]'), `${c.search}: robots`).toHaveAttribute("content", /noindex/);
        await expectNoHorizontalOverflow(page, `${c.search}?q=`);
        await page.screenshot({ path: screenshotPath(info.project.name, `search-${c.lang}`), fullPage: true });
      });
      // The player's page as the scorers list's link reaches it (a full load: no JavaScript).
      await test.step(`${c.scorers} → ${c.player}`, async () => {
        await page.goto(c.scorers);
        const answer = page.waitForResponse((response) => new URL(response.url()).pathname === c.player);
        await page.locator("table.scorers").getByRole("link", { name: "Harry Kane", exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${c.player}$`));
        expect((await answer).status(), c.player).toBe(200);
        await expect.soft(page.getByRole("heading", { level: 1 }), `${c.player}: heading`).toHaveText("Harry Kane");
        // The 2022 World Cup: two goals, one of them a penalty.
        const wc2022 = page.locator("section.player-season").filter({ has: page.locator("h2 a[href*='2022']") });
        await expect.soft(wc2022.locator("tbody tr"), `${c.player}: the 2022 goals`).toHaveCount(2);
        await expect.soft(wc2022.locator(".player-goals__mark"), `${c.player}: the penalty's mark`).toHaveCount(1);
        const matchLink = wc2022.locator("tbody tr a").first();
        expect.soft(await matchLink.getAttribute("href"), `${c.player}: a goal's match link`).toMatch(/\/\d+$/);
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect
          .soft(
            jsonLd.map((text) => JSON.parse(text) as { "@type": string }).some((o) => o["@type"] === "Person"),
            `${c.player}: JSON-LD Person`,
          )
          .toBe(true);
        await expectNoHorizontalOverflow(page, c.player);
        await page.screenshot({ path: screenshotPath(info.project.name, `player-${c.lang}`), fullPage: true });
      });
    });
  });

  test(`${c.lang}: with JavaScript, the search's answer and a player's page pass axe and fit the screen`, async ({ page }) => {
    // Three pages, each scanned by axe.
    test.slow();
    for (const path of [`${c.search}?q=${encodeURIComponent(c.bayern)}`, c.search, c.player]) {
      await test.step(path, async () => {
        expect.soft((await page.goto(path))?.status(), path).toBe(200);
        await hydrated(page);
        await settle(page);
        await expectNoHorizontalOverflow(page, path);
        await expectNoAxeViolations(page, path);
      });
    }
  });
}

test("bad input gets a calm page, in every language", ANY_VIEWPORT, async ({ page }) => {
  for (const c of CASES) {
    await test.step(c.search, async () => {
      for (const query of ["<script>alert(1)</script>", "(a+)+$", "\u0007", "x".repeat(1000)]) {
        const response = await page.goto(`${c.search}?q=${encodeURIComponent(query)}`);
        expect.soft(response?.status(), `${c.search}?q=${query}`).toBe(200);
        await expect.soft(page.locator(".search-page__summary"), `${c.search}?q=${query}: the summary`).toBeVisible();
      }
      const unknown = c.player.replace("harry-kane-eng", "nobody-at-all");
      expect.soft((await page.goto(unknown))?.status(), unknown).toBe(404);
    });
  }
});

test("with JavaScript, the search page's hits follow the field as one types; the header's field searches", async ({ page }) => {
  await page.goto("/suche");
  await hydrated(page);
  const field = searchField(page);
  await field.click();
  await field.pressSequentially("mbape", { delay: 30 });
  const players = page.locator("section.search-group", { has: page.getByRole("heading", { name: "Spieler", exact: true }) });
  await expect(players.getByRole("link").first()).toContainText("Kylian Mbappé");
  await expect(page).toHaveURL(/\/suche\?q=mbape$/);
  await expect(field).toBeFocused();
  await page.screenshot({ path: screenshotPath(test.info().project.name, "search-live-de") });
  await players.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/spieler\/kylian-mbappe-fra$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kylian Mbappé");
  await settle(page);
  await expectNoAxeViolations(page, "/spieler/kylian-mbappe-fra");
  // The header's field (wide screens) is a plain form to the search page.
  if (test.info().project.name === "desktop") {
    const header = page.locator("header form[role=search] input[type=search]");
    await header.fill("Monaco di Baviera");
    await header.press("Enter");
    await expect(page).toHaveURL(/\/suche\?q=Monaco/);
    await expect(page.locator("section.search-group").first().getByRole("link").first()).toContainText("FC Bayern München");
  }
});

test("the field keeps every keystroke: those made while earlier hits load, and those made before the page was hydrated", ANY_VIEWPORT, async ({ page }) => {
  // The hits for "mb" are held until the rest of the word is typed: their answer must not set the field back.
  let releaseHits!: () => void;
  const hitsHeld = new Promise<void>((resolve) => (releaseHits = resolve));
  await page.route(/\/suche\.data\?q=mb(&|$)/, async (route) => {
    await hitsHeld;
    await route.continue();
  });
  await page.goto("/suche");
  await hydrated(page);
  const field = searchField(page);
  await field.click();
  const asked = page.waitForRequest(/\/suche\.data\?q=mb(&|$)/);
  await field.pressSequentially("mb");
  await asked;
  await field.pressSequentially("ape");
  releaseHits();
  const players = page.locator("section.search-group", { has: page.getByRole("heading", { name: "Spieler", exact: true }) });
  await expect(players.getByRole("link").first()).toContainText("Kylian Mbappé");
  await expect(field).toHaveValue("mbape");

  // The scripts are held until a word is typed: hydration keeps it, and its hits follow.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/en/search");
  await searchField(page).fill("Kane");
  releaseScripts();
  await hydrated(page);
  await expect(page.getByRole("link", { name: /Harry Kane/ }).first()).toBeVisible();
  await expect(searchField(page)).toHaveValue("Kane");
});

test("on a phone the header's search is an icon that opens its field (without JavaScript, the search page)", PHONE_ONLY, async ({ page }) => {
  await page.goto("/en/results");
  await hydrated(page);
  await expect(page.locator("header form[role=search] input")).toBeHidden();
  await page.locator("header form[role=search]").getByRole("button", { name: "Search the site" }).click();
  const header = page.locator("header form[role=search] input");
  await expect(header).toBeFocused();
  await header.fill("Kane");
  await header.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?q=Kane$/);
  await expect(page.getByRole("link", { name: /Harry Kane/ })).toBeVisible();
  await expectNoHorizontalOverflow(page, "/en/search?q=Kane");
});

test("a match's goals link each scorer to the player's page", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/en/players/harry-kane-eng");
  const match = await page.locator("section.player-season tbody tr a").first().getAttribute("href");
  expect(match).toMatch(/^\/en\/results\/[^/]+\/[^/]+\/\d+$/);
  await page.goto(match!);
  await expect(page.locator(".timeline").getByRole("link", { name: "Harry Kane" }).first()).toHaveAttribute("href", "/en/players/harry-kane-eng");
});

test("html-validate finds nothing on the search pages and the player pages", ANY_VIEWPORT, async ({ request }) => {
  const config = JSON.parse(readFileSync(path.resolve(".htmlvalidate.json"), "utf8"));
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  for (const c of CASES) {
    for (const url of [c.search, `${c.search}?q=${encodeURIComponent(c.bayern)}`, `${c.search}?q=xyzzy`, c.player]) {
      const report = await validator.validateString(await (await request.get(url)).text(), url);
      const errors = report.results.flatMap((result) => result.messages.filter((m) => m.severity === 2).map((m) => `${url} ${m.ruleId}: ${m.message}`));
      expect(errors).toEqual([]);
    }
  }
});
