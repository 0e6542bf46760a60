import { expect, test, type Page } from "@playwright/test";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, hydrated, type Lang, axeBuilder, settle } from "../support/e2e.ts";

/**
 * The table tab with the standings extension, against the production build and its embedded
 * backend (openfootball data, data/zones.json): zones with their legend, form, the overall/home/away
 * switch and the table after a matchday with its picker, in de/en/it, at 360 px (phone) and
 * 1300 px (desktop), with and without JavaScript, and axe on each page type.
 */

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

const rows = (page: Page) => page.locator(".data-table.standings tbody tr");
const row = (page: Page, position: number) => rows(page).nth(position - 1);

async function expectNoAxeViolations(page: Page, what: string) {
  // After a client navigation the new page fades in for 0.5 s: its colours are only its own once that ends.
  await settle(page);
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  // Soft: the checks that follow a scan still run and report.
  expect
    .soft(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `axe on ${what}`,
    )
    .toEqual([]);
}

/** The colour of a row's left edge (the position cell's inset shadow); "none" without a zone. */
const edgeOf = (page: Page, position: number) =>
  row(page, position)
    .locator("td.standings__position")
    .evaluate((cell) => getComputedStyle(cell).boxShadow);

interface TableCase {
  lang: Lang;
  path: string;
  heading: string;
  views: [string, string, string];
  legend: { first: string; relegation: string };
  zoneText: string;
  /** Row 1's form, as the letters show it: FC Bayern München's last five (4:0, 3:0, 3:3, 2:0, 4:0). */
  form: string;
  formSpoken: RegExp;
  afterMatchday17: { path: string; heading: string; pickerLabel: string };
}

const CASES: TableCase[] = [
  {
    lang: "de",
    path: "/ergebnisse/bundesliga/tabelle",
    heading: "Abschlusstabelle",
    views: ["Gesamt", "Heim", "Auswärts"],
    legend: { first: "Platz 1–4: Champions League", relegation: "Platz 17–18: Abstieg" },
    zoneText: "Champions League",
    form: "SSUSS",
    formSpoken: /^Sieg 4:0 bei 1\. FC Heidenheim 1846, Sieg 3:0 gegen 1\. FSV Mainz 05, Unentschieden 3:3 bei RB Leipzig/,
    afterMatchday17: { path: "/ergebnisse/bundesliga/tabelle/17-spieltag", heading: "Tabelle nach dem 17. Spieltag", pickerLabel: "17. Spieltag" },
  },
  {
    lang: "en",
    path: "/en/results/bundesliga/tables",
    heading: "Final table",
    views: ["Overall", "Home", "Away"],
    legend: { first: "Places 1–4: Champions League", relegation: "Places 17–18: Relegation" },
    zoneText: "Champions League",
    form: "WWDWW",
    formSpoken: /^Won 4-0 away to 1\. FC Heidenheim 1846, Won 3-0 at home to 1\. FSV Mainz 05, Drew 3-3 away to RB Leipzig/,
    afterMatchday17: { path: "/en/results/bundesliga/tables/matchday-17", heading: "Table after matchday 17", pickerLabel: "Matchday 17" },
  },
  {
    lang: "it",
    path: "/it/risultati/bundesliga/classifica",
    heading: "Classifica finale",
    views: ["Totale", "Casa", "Trasferta"],
    legend: { first: "Posizioni 1–4: Champions League", relegation: "Posizioni 17–18: Retrocessione" },
    zoneText: "Champions League",
    form: "VVNVV",
    formSpoken: /^Vittoria 4-0 in trasferta contro 1\. FC Heidenheim 1846, Vittoria 3-0 in casa contro 1\. FSV Mainz 05/,
    afterMatchday17: { path: "/it/risultati/bundesliga/classifica/17a-giornata", heading: "Classifica dopo la 17ª giornata", pickerLabel: "17ª giornata" },
  },
];

/**
 * The German final table's overall, home and away switch shows each table, then leads back to the
 * overall one (on the final table test's load of the page, before its picker is tried).
 */
async function expectViewSwitch(page: Page) {
  const overall = "/ergebnisse/bundesliga/tabelle";
  const views = page.getByRole("navigation", { name: "Tabellenansicht" });
  await expect.soft(views.getByRole("link"), `${overall}: the views`).toHaveText(["Gesamt", "Heim", "Auswärts"]);
  await expect.soft(views.getByRole("link", { name: "Gesamt" }), `${overall}: the overall view is current`).toHaveAttribute("aria-current", "page");

  await views.getByRole("link", { name: "Heim" }).click();
  const home = `${overall}?view=home`;
  await expect(page).toHaveURL(home);
  await expect.soft(views.getByRole("link", { name: "Heim" }), `${home}: the home view is current`).toHaveAttribute("aria-current", "page");
  await expect.soft(row(page, 1).getByRole("rowheader"), `${home}: first`).toContainText("Bayern");
  await expect.soft(row(page, 1).locator("td").nth(1), `${home}: matches`).toHaveText("17");
  await expect.soft(row(page, 1).locator(".standings__points"), `${home}: points`).toHaveText("44");
  // Home and away tables are not the competition's: no zones, no legend.
  await expect.soft(page.locator(".data-table.standings tr[data-zone]"), `${home}: no zones`).toHaveCount(0);
  await expect.soft(page.locator(".zone-legend"), `${home}: no legend`).toHaveCount(0);

  await views.getByRole("link", { name: "Auswärts" }).click();
  const away = `${overall}?view=away`;
  await expect(page).toHaveURL(away);
  await expect.soft(rows(page), `${away}: rows`).toHaveCount(18);
  await expect.soft(row(page, 1).locator("td").nth(1), `${away}: matches`).toHaveText("17");
  await expectNoAxeViolations(page, away);

  await views.getByRole("link", { name: "Gesamt" }).click();
  await expect(page).toHaveURL(overall);
  await expect(views.getByRole("link", { name: "Gesamt" }), `${overall}: the overall view is current again`).toHaveAttribute("aria-current", "page");
}

for (const c of CASES) {
  // One load of the final table for both: what it shows, then the way to the table after matchday 17
  // (docs/decisions/0806-browser-tests-one-load-per-page.md).
  test(`${c.lang}: the Bundesliga's final table marks places 1–4 and 17–18, with form and a legend;${c.lang === "de" ? " the overall, home and away switch shows each table;" : ""} its picker links the table after matchday 17, which counts 17 matchdays`, async ({
    page,
  }) => {
    // Two pages and two axe scans (in German four pages and three): room on a busy machine.
    test.slow();
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 2, name: c.heading })).toBeVisible();
    await expect(rows(page)).toHaveCount(18);
    await expect(row(page, 1).getByRole("rowheader")).toContainText("Bayern");
    await expect(row(page, 1).locator(".standings__points")).toHaveText("82");
    // Goals as the language writes a pair of numbers, as on the team pages: "99:32", "99-32".
    await expect(row(page, 1).locator(".standings__goals")).toHaveText(c.lang === "de" ? "99:32" : "99-32");
    // Zones: attributes, the visible edge, and the words for screen readers in the position cell.
    for (const position of [1, 2, 3, 4]) await expect(row(page, position)).toHaveAttribute("data-zone", "champions_league");
    for (const position of [17, 18]) await expect(row(page, position)).toHaveAttribute("data-zone", "relegation");
    await expect(row(page, 8)).not.toHaveAttribute("data-zone", /.+/);
    expect(await edgeOf(page, 1)).toMatch(/^rgb\(28, 79, 184\) 4px 0px 0px 0px inset$/);
    expect(await edgeOf(page, 17)).toMatch(/^rgb\(201, 42, 42\)/);
    expect(await edgeOf(page, 8)).toBe("none");
    await expect(row(page, 1).locator("td.standings__position")).toHaveText(`1, ${c.zoneText}`);
    // The legend below the table.
    const legend = page.locator(".zone-legend");
    await expect(legend).toBeVisible();
    await expect(legend.locator("li").first()).toHaveText(c.legend.first);
    await expect(legend.locator("li").last()).toHaveText(c.legend.relegation);
    // Form: letters for the eye, the results in words for screen readers; visible at 360 px too.
    const form = row(page, 1).locator("td.standings__form");
    await expect(form).toBeVisible();
    await expect(form.locator(".standings-form")).toHaveText(c.form);
    await expect(form.locator(".visually-hidden")).toHaveText(c.formSpoken);
    await expectNoAxeViolations(page, c.path);

    // With JavaScript a choice navigates at once (the form without it is tested below).
    await hydrated(page);
    // The German table's view switch, on this load too (it had a test and a load of its own).
    if (c.lang === "de") await test.step("the overall, home and away switch shows each table", () => expectViewSwitch(page));
    const picker = page.locator(".standings-head .round-nav");
    await expect(picker.locator("select option")).toHaveCount(34);
    // A final table: its matchday is the last one, and none is called current.
    await expect(picker.locator("select option:checked")).toHaveText(/^\D*34\D*$/);
    await expect(picker.locator("select option").filter({ hasText: "(" })).toHaveCount(0);
    await picker.locator("select").selectOption({ label: c.afterMatchday17.pickerLabel });
    await expect(page).toHaveURL(c.afterMatchday17.path);
    await expect(page.getByRole("heading", { level: 2, name: c.afterMatchday17.heading })).toBeVisible();
    await expect(row(page, 1).locator(".standings__points")).toHaveText("42");
    await expect(rows(page).first().locator("td").nth(1)).toHaveText("17");
    // The picker's arrows lead to the neighbouring matchdays' tables.
    await expect(picker.locator("a.round-nav__step").last()).toHaveAttribute("href", c.afterMatchday17.path.replace(/17/, "18"));
    await expectNoAxeViolations(page, c.afterMatchday17.path);
  });
}

test("en: the Champions League league phase marks places 1–8, 9–24 and 25–36", async ({ page }) => {
  const response = await page.goto("/en/results/champions-league/tables");
  expect(response?.status()).toBe(200);
  await expect(rows(page)).toHaveCount(36);
  const zones = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-zone")));
  expect(zones).toEqual([...Array(8).fill("round_of_16"), ...Array(16).fill("knockout_playoff"), ...Array(12).fill("eliminated")]);
  await expect(page.locator(".zone-legend li")).toHaveText(["Places 1–8: Round of 16", "Places 9–24: Knockout phase play-offs", "Places 25–36: Eliminated"]);
  await expect(page.getByRole("heading", { level: 2, name: "Final table" })).toBeVisible();
  await expect(page.locator(".standings-head .round-nav select option")).toHaveCount(8);
  await expectNoAxeViolations(page, "/en/results/champions-league/tables");
});

test("it: a World Cup's group tables mark who reached the knockout stage", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/it/risultati/mondiali-2022/classifica");
  await expect(page.locator(".data-table.standings")).toHaveCount(8);
  await expect(page.locator(".data-table.standings tr[data-zone='knockout_stage']")).toHaveCount(16);
  await expect(page.locator(".zone-legend li")).toHaveText(["Fase a eliminazione diretta"]);
  // Neutral venues: no home and away tables, and no table after a group matchday.
  await expect(page.getByRole("navigation", { name: "Tipo di classifica" })).toHaveCount(0);
  await expect(page.locator(".standings-head")).toHaveCount(0);
});

test("an unknown matchday and a knockout round have no table page", ANY_VIEWPORT, async ({ request }) => {
  // The server's answers alone: no browser needed.
  expect((await request.get("/ergebnisse/bundesliga/tabelle/99-spieltag")).status()).toBe(404);
  expect((await request.get("/ergebnisse/champions-league/tabelle/finale")).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: zones, legend and the view switch work as plain HTML", ANY_VIEWPORT, async ({ page }) => {
    const response = await page.goto("/ergebnisse/bundesliga/tabelle");
    expect(response?.status()).toBe(200);
    await expect(row(page, 1)).toHaveAttribute("data-zone", "champions_league");
    await expect(page.locator(".zone-legend li").first()).toHaveText("Platz 1–4: Champions League");
    await expect(row(page, 1).locator(".standings-form")).toHaveText("SSUSS");

    await page.getByRole("navigation", { name: "Tabellenansicht" }).getByRole("link", { name: "Auswärts" }).click();
    await expect(page).toHaveURL("/ergebnisse/bundesliga/tabelle?view=away");
    await expect(row(page, 1).locator("td").nth(1)).toHaveText("17");
  });

  test("de: the picker is a GET form the server redirects to the matchday's page", async ({ page }) => {
    await page.goto("/ergebnisse/bundesliga/tabelle");
    const picker = page.locator(".standings-head .round-nav");
    await picker.locator("select").selectOption({ label: "17. Spieltag" });
    await picker.getByRole("button").click();
    await expect(page).toHaveURL("/ergebnisse/bundesliga/tabelle/17-spieltag");
    await expect(page.getByRole("heading", { level: 2, name: "Tabelle nach dem 17. Spieltag" })).toBeVisible();
    await expect(row(page, 1).locator(".standings__points")).toHaveText("42");
    // (axe needs script in the page: the same pages are scanned with JavaScript above.)
  });
});
