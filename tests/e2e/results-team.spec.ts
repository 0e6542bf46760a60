import { expect, test, type Page } from "@playwright/test";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, type Lang, axeBuilder } from "../support/e2e.ts";

/**
 * Team pages against the production build and its embedded backend (openfootball data): a club's
 * full Bundesliga season in its two halves with its position chart, a national team's World Cup
 * path, the JSON-LD, the way in from the Bundesliga table, the page without JavaScript and an axe scan.
 */

interface TeamCase {
  lang: Lang;
  club: string;
  national: string;
  worldCup: string;
  chartHeading: string;
  /** A league season's two halves, as the fixtures' headings name them. */
  halves: [string, string];
  formLetters: RegExp;
  /** A result in the language's format. */
  score: RegExp;
  final: { score: string; decided: string };
}

const CASES: TeamCase[] = [
  {
    lang: "de",
    club: "/teams/bayer-04-leverkusen",
    national: "/teams/argentinien",
    worldCup: "wm-2022",
    chartHeading: "Tabellenplatz nach Spieltagen",
    halves: ["Hinrunde", "Rückrunde"],
    formLetters: /^[SUN]$/,
    score: /^\d+:\d+$/,
    final: { score: "3:3", decided: "n. V., 4:2 i. E." },
  },
  {
    lang: "en",
    club: "/en/teams/bayer-04-leverkusen",
    national: "/en/teams/argentina",
    worldCup: "world-cup-2022",
    chartHeading: "Position by matchday",
    halves: ["First half of the season", "Second half of the season"],
    formLetters: /^[WDL]$/,
    score: /^\d+-\d+$/,
    final: { score: "3-3", decided: "a.e.t., 4-2 on pens" },
  },
  {
    lang: "it",
    club: "/it/squadre/bayer-04-leverkusen",
    national: "/it/squadre/argentina",
    worldCup: "mondiali-2022",
    chartHeading: "Posizione giornata per giornata",
    halves: ["Girone d'andata", "Girone di ritorno"],
    formLetters: /^[VNP]$/,
    score: /^\d+-\d+$/,
    final: { score: "3-3", decided: "d.t.s., 4-2 d.c.r." },
  },
];

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

/** The fixture rows of one competition's section. */
const fixtureRows = (page: Page, section: string) => page.locator(`section#${section} table.team-fixtures tbody tr`);

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page wider than the viewport").toBeLessThanOrEqual(0);
}

for (const c of CASES) {
  // One load of the club's page for all that is checked on it (docs/decisions/0806-browser-tests-one-load-per-page.md).
  test(`${c.lang}: a club's page shows its whole Bundesliga season, form and the position chart, describes itself as a SportsTeam and passes axe`, async ({
    page,
  }) => {
    // The checks of a long page and its axe scan: they ran out of 30 s on a busy machine.
    test.slow();
    const response = await page.goto(c.club);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bayer 04 Leverkusen");
    // All 34 Bundesliga matches, in date order, each with a link to its match page.
    const rows = fixtureRows(page, "bundesliga");
    await expect(rows).toHaveCount(34);
    const resultLinks = rows.locator(".result-pill");
    await expect(resultLinks).toHaveCount(34);
    // The link reads "Sieg, 2:3" to screen readers; the score is what shows, home:away:
    // the 2:3 win at Mönchengladbach on the first matchday.
    const first = await resultLinks.first().evaluate((link) => link.lastChild?.textContent ?? "");
    expect(first).toMatch(c.score);
    expect(first.replace("-", ":")).toBe("2:3");
    // The season in its two halves, a table each: every club once in each, in the same order.
    const section = page.locator("section#bundesliga");
    await expect(section.locator(".team-fixtures__half")).toHaveText(c.halves);
    const [firstHalf, secondHalf] = [section.locator("table.team-fixtures").first(), section.locator("table.team-fixtures").nth(1)];
    await expect(firstHalf.locator("tbody tr")).toHaveCount(17);
    await expect(secondHalf.locator("tbody tr")).toHaveCount(17);
    const opponents = async (table: typeof firstHalf) => table.locator(".team-fixtures__opponent .team__name").allTextContents();
    expect(await opponents(secondHalf)).toEqual(await opponents(firstHalf));
    expect(await secondHalf.locator("caption").textContent()).toContain(c.halves[1]);
    // The second half starts well below a phone's first screens: rendered as it nears them (ADR 0712).
    await expect(section.locator(".render-when-near table.team-fixtures")).toHaveCount(1);
    await expect(secondHalf.locator("xpath=ancestor::div[contains(@class, 'render-when-near')]")).toHaveCount(1);
    // The chart: a server-rendered SVG image with a summary, and its values as a table.
    await expect(section.getByRole("heading", { name: c.chartHeading })).toBeVisible();
    const chart = section.locator('svg[role="img"]');
    await expect(chart).toBeVisible();
    expect(await chart.getAttribute("aria-label")).toMatch(/34/);
    // One point per matchday: a subpath of the points' path each.
    const points = await section.locator(".position-chart__points:not(.position-chart__points--inner)").getAttribute("d");
    expect(points?.match(/M/g), "a point per matchday").toHaveLength(34);
    await expect(section.locator(".position-chart__table tbody tr")).toHaveCount(34);
    // Form: five badges with the language's letters.
    const badges = section.locator(".form-badge [aria-hidden]");
    await expect(badges).toHaveCount(5);
    for (const letter of await badges.allInnerTexts()) expect(letter.trim()).toMatch(c.formLetters);
    // The Champions League is on the same page.
    await expect(page.locator("section#champions-league")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const team = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d["@type"] === "SportsTeam");
    expect(team, "the club page's SportsTeam JSON-LD").toMatchObject({ name: "Bayer 04 Leverkusen", sport: "Soccer" });
    expect((team!.memberOf as { name: string }[]).map((m) => m.name)).toContain("UEFA Champions League");
    const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `axe on ${c.club}`,
    ).toEqual([]);
  });

  test(`${c.lang}: a national team's World Cup path ends with the final won on penalties`, ANY_VIEWPORT, async ({ page }) => {
    const response = await page.goto(c.national);
    expect(response?.status()).toBe(200);
    const rows = fixtureRows(page, c.worldCup);
    await expect(rows).toHaveCount(7);
    const final = rows.last();
    await expect(final.locator(".result-pill")).toContainText(c.final.score);
    await expect(final.locator(".team-fixtures__status")).toHaveText(c.final.decided);
    // A tournament's group has no matchday chart, and its venues are neutral: no home/away column.
    await expect(page.locator(`section#${c.worldCup} svg[role="img"]`)).toHaveCount(0);
    await expect(page.locator(`section#${c.worldCup} table.team-fixtures thead th`)).toHaveCount(3);
    // The page in the other languages, by the team's id (its slug differs per language).
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(alternates.join(" ")).toMatch(/\/teams\/argentinien.*\/en\/teams\/argentina.*\/it\/squadre\/argentina/);
    await expectNoHorizontalOverflow(page);
  });
}

test("an unknown team is a 404", ANY_VIEWPORT, async ({ request }) => {
  // The server's answer alone: no browser needed.
  const response = await request.get("/teams/gibt-es-nicht");
  expect(response.status()).toBe(404);
});

test("the Bundesliga table links to the team pages (where its rows link teams)", async ({ page }) => {
  await page.goto("/ergebnisse/bundesliga/tabelle");
  const link = page.locator('main a[href="/teams/bayer-04-leverkusen"]').first();
  test.skip((await link.count()) === 0, "the table does not link its teams yet");
  await link.click();
  await expect(page).toHaveURL(/\/teams\/bayer-04-leverkusen$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bayer 04 Leverkusen");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the team page renders the season, the chart and its table of positions", async ({ page }) => {
    const response = await page.goto("/teams/bayer-04-leverkusen");
    expect(response?.status()).toBe(200);
    await expect(fixtureRows(page, "bundesliga")).toHaveCount(34);
    const section = page.locator("section#bundesliga");
    await expect(section.locator('svg[role="img"]')).toBeVisible();
    // The disclosure opens without script.
    await section.locator(".position-chart__data summary").click();
    await expect(section.locator(".position-chart__table")).toBeVisible();
    await expect(section.locator(".position-chart__table tbody tr").last()).toHaveText(/34\s*2/);
    // The chips jump to a competition's section.
    await page.locator(".chip-nav a", { hasText: "Champions League" }).click();
    await expect(page).toHaveURL(/#champions-league$/);
  });
});
