import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { en } from "#app/i18n/messages/en.ts";
import { ANY_VIEWPORT, DESKTOP_ONLY, PHONE_ONLY, dismissCookieNoticeUpFront, hydrated, languageLink, type Lang } from "../support/e2e.ts";

/**
 * The results pages (docs/decisions/0004-results-pages.md) against the production build and its
 * embedded backend (openfootball data): overview → country filter → competition → round → match →
 * back in de/en/it, tables, scorers, the World Cup 2022 final, tabs, the language switcher, the
 * pages without JavaScript, the 404 and 301 rules, and a server whose backend is unreachable.
 * Over 400 lines: one visitor's way through the results area, whose steps share their pages and helpers.
 */

const UNAVAILABLE_DE = "Diese Daten sind leider nicht verfügbar.";
const ERROR_TITLE_DE = "Es tut uns leid.";

/** Where the `.tabs` navigation marks a tab as the current page. */
const currentTab = (page: Page) => page.locator('.tabs a[aria-current="page"]');

interface Journey {
  lang: Lang;
  results: string;
  heading: string;
  filterLabel: string;
  groups: string[];
  group: { name: string; href: string; heading: string; competitions: string[] };
  competition: { name: string; href: string; matchesTab: string };
  rounds: { current: string; previousLabel: string; previous: string; previousHref: string };
  matchHref: RegExp;
  /** The kick-off as a visitor in Berlin sees it, with the zone's name in the language (docs/decisions/0008-kick-offs-in-the-visitors-time-zone.md). */
  kickoff: RegExp;
}

const JOURNEYS: Journey[] = [
  {
    lang: "de",
    results: "/ergebnisse",
    heading: "Ergebnisse",
    filterLabel: "Nach Land filtern",
    groups: ["Deutschland", "Italien", "England", "Europa", "Nationalteams"],
    group: {
      name: "Deutschland",
      href: "/ergebnisse/deutschland",
      heading: "Wettbewerbe: Deutschland",
      competitions: ["Bundesliga", "2. Bundesliga", "DFB-Pokal"],
    },
    competition: { name: "Bundesliga", href: "/ergebnisse/bundesliga", matchesTab: "Spiele" },
    rounds: { current: "34. Spieltag", previousLabel: "Vorherige Runde", previous: "33. Spieltag", previousHref: "/ergebnisse/bundesliga/33-spieltag" },
    matchHref: /^\/ergebnisse\/bundesliga\/[a-z0-9-]+\/\d+$/,
    kickoff: /^\S+ \d{1,2}\. \S+ 2025, \d{2}:\d{2} MES?Z$/,
  },
  {
    lang: "en",
    results: "/en/results",
    heading: "Results",
    filterLabel: "Filter by country",
    groups: ["Germany", "Italy", "England", "Europe", "National teams"],
    group: {
      name: "Germany",
      href: "/en/results/germany",
      heading: "Competitions: Germany",
      competitions: ["Bundesliga", "2. Bundesliga", "German Cup (DFB-Pokal)"],
    },
    competition: { name: "Bundesliga", href: "/en/results/bundesliga", matchesTab: "Matches" },
    rounds: { current: "Matchday 34", previousLabel: "Previous round", previous: "Matchday 33", previousHref: "/en/results/bundesliga/matchday-33" },
    matchHref: /^\/en\/results\/bundesliga\/[a-z0-9-]+\/\d+$/,
    kickoff: /^\S+,? \d{1,2} \S+ 2025, \d{2}:\d{2} CES?T$/,
  },
  {
    lang: "it",
    results: "/it/risultati",
    heading: "Risultati",
    filterLabel: "Filtra per paese",
    groups: ["Germania", "Italia", "Inghilterra", "Europa", "Nazionali"],
    group: {
      name: "Nazionali",
      href: "/it/risultati/nazionali",
      heading: "Competizioni: Nazionali",
      competitions: ["Campionato mondiale 2026", "Campionato europeo 2024", "Campionato mondiale 2022"],
    },
    competition: { name: "Campionato mondiale 2022", href: "/it/risultati/mondiali-2022", matchesTab: "Partite" },
    rounds: {
      current: "Finale",
      previousLabel: "Turno precedente",
      previous: "Finale per il terzo posto",
      previousHref: "/it/risultati/mondiali-2022/finale-per-il-terzo-posto",
    },
    matchHref: /^\/it\/risultati\/mondiali-2022\/[a-z0-9-]+\/\d+$/,
    kickoff: /^\S+ \d{1,2} \S+ 2022, \d{2}:\d{2} CES?T$/,
  },
];

test.beforeEach(async ({ page }) => {
  // A returning visitor: the cookie notice must not cover links on the phone.
  await dismissCookieNoticeUpFront(page);
});

for (const j of JOURNEYS) {
  test(`${j.lang}: overview → country filter → competition → previous round → match → back`, async ({ page }) => {
    const main = page.getByRole("main");

    await test.step("overview: competitions grouped by country", async () => {
      const response = await page.goto(j.results);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", j.lang);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(j.heading);
      // The day's matches come first (results-day.spec.ts); the groups' headings follow.
      await expect(main.locator("#day-heading")).toBeVisible();
      await expect(main.locator("section > h2")).toHaveText(j.groups);
      const section = main.locator("section", { has: page.getByRole("heading", { level: 2, name: j.group.name, exact: true }) });
      await expect(section.locator(".card-grid strong")).toHaveText(j.group.competitions);
      await expect(main.locator(".card-grid a")).toHaveCount(10);
    });

    await test.step("the country filter narrows the list", async () => {
      const filter = page.getByRole("navigation", { name: j.filterLabel });
      await filter.getByRole("link", { name: j.group.name, exact: true }).click();
      await expect(page).toHaveURL(j.group.href);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(j.group.heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([j.group.name]);
      await expect(main.locator(".card-grid strong")).toHaveText(j.group.competitions);
      await expect(filter.getByRole("link", { name: j.group.name, exact: true })).toHaveAttribute("aria-current", "page");
    });

    await test.step("a competition link leads to the competition page", async () => {
      await main.locator(".card-grid a", { has: page.getByText(j.competition.name, { exact: true }) }).click();
      await expect(page).toHaveURL(j.competition.href);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(j.competition.name);
      await expect(currentTab(page)).toHaveText(j.competition.matchesTab);
      await expect(currentTab(page)).toHaveAttribute("href", j.competition.href);
      await expect(page.locator(".round-nav__current")).toHaveText(j.rounds.current);
      await expect(page.locator(".match-row").first()).toBeVisible();
    });

    await test.step("the round selector's previous link opens the previous round", async () => {
      const previous = page.locator(".round-nav").getByRole("link", { name: `${j.rounds.previousLabel}: ${j.rounds.previous}`, exact: true });
      await expect(previous).toHaveAttribute("href", j.rounds.previousHref);
      await previous.click();
      await expect(page).toHaveURL(j.rounds.previousHref);
      await expect(page.locator(".round-nav__current")).toHaveText(j.rounds.previous);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(j.competition.name);
    });

    const row = page.locator(".match-row").first();
    // The full names (phones show the short ones): the match page names the teams in full.
    const fullName = (side: "home" | "away") =>
      row.locator(`.match-row__team--${side} .team__name`).evaluate((name) => (name.querySelector(".team__full") ?? name).textContent!.trim());
    const home = await fullName("home");
    const away = await fullName("away");
    expect(home).not.toBe("");
    expect(away).not.toBe("");

    await test.step(`a match link opens the match page (${home} – ${away})`, async () => {
      const href = (await row.locator(".match-row__result").getAttribute("href")) ?? "";
      expect(href).toMatch(j.matchHref);
      await row.locator(".match-row__result").click();
      await expect(page).toHaveURL(href);
      await expect(page.locator(".scoreboard .scoreboard__team")).toContainText([home, away]);
      await expect(page.locator(".scoreboard__score")).toHaveText(j.lang === "de" ? /^\d+:\d+$/ : /^\d+-\d+$/);
      await expect(page.locator(".match-facts time")).toHaveText(j.kickoff);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(j.competition.name);
    });

    await test.step("browser back returns to the round", async () => {
      await page.goBack();
      await expect(page).toHaveURL(j.rounds.previousHref);
      await expect(page.locator(".round-nav__current")).toHaveText(j.rounds.previous);
      await expect.poll(() => fullName("home")).toBe(home);
    });
  });
}

/** The first row of the (first) standings table: position, team, played, points. */
async function expectTableLeader(page: Page, team: string, played: number, points: number) {
  const first = page.locator(".data-table.standings tbody tr").first();
  // The row header holds the full and the short name (CSS shows one); the position cell also names the zone for screen readers.
  await expect(first.getByRole("rowheader")).toContainText(team);
  await expect(first.locator("td").first()).toHaveText(/^1(, |$)/);
  await expect(first.locator("td").nth(1)).toHaveText(String(played));
  await expect(first.locator("td.standings__points")).toHaveText(String(points));
}

test("de: Bundesliga 2024/25 table — FC Bayern München first, 34 matches, 82 points", ANY_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/ergebnisse/bundesliga/tabelle");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bundesliga");
  await expect(currentTab(page)).toHaveText("Tabelle");
  await expect(page.locator(".data-table.standings tbody tr")).toHaveCount(18);
  await expectTableLeader(page, "FC Bayern München", 34, 82);
  await expect(page.locator(".data-table.standings thead th")).toContainText(["#", "Team", "Sp."]);
  await expect(page).toHaveTitle(/Bundesliga/);
});

test("en: Bundesliga 2024/25 table — FC Bayern München first, 34 matches, 82 points", ANY_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/en/results/bundesliga/tables");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(currentTab(page)).toHaveText("Table");
  await expect(page.locator(".data-table.standings tbody tr")).toHaveCount(18);
  await expectTableLeader(page, "FC Bayern München", 34, 82);
});

test("de: World Cup 2022 scorers — Kylian Mbappé first with 8 goals", ANY_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/ergebnisse/wm-2022/torschuetzen");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weltmeisterschaft 2022");
  await expect(currentTab(page)).toHaveText("Torschützen");
  const first = page.locator(".data-table.scorers tbody tr").first();
  await expect(first.locator("td").first()).toHaveText("1");
  await expect(first.getByRole("rowheader")).toHaveText("Kylian Mbappé");
  await expect(first.locator("td").nth(1)).toHaveText("Frankreich");
  await expect(first.locator("td").nth(2)).toHaveText("8");
  const second = page.locator(".data-table.scorers tbody tr").nth(1);
  await expect(second.getByRole("rowheader")).toHaveText("Lionel Messi");
  await expect(second.locator("td").nth(2)).toHaveText("7");
});

/**
 * The World Cup 2022 final's German match page: half-time 2:0, after penalties, the goals' timeline
 * and the title (read on the language switcher test's load of the page).
 */
async function expectWorldCupFinalDe(page: Page) {
  const at = "/ergebnisse/wm-2022/argentinien-frankreich/10064";
  await expect.soft(page.locator(".scoreboard .scoreboard__team"), `${at}: teams`).toContainText(["Argentinien", "Frankreich"]);
  await expect.soft(page.locator(".scoreboard__score"), `${at}: score`).toHaveText("3:3");
  await expect.soft(page.locator(".scoreboard__halftime"), `${at}: half-time`).toHaveText("Halbzeit 2:0");
  await expect.soft(page.locator(".scoreboard__status"), `${at}: status`).toHaveText("n. V., 4:2 i. E.");
  await expect.soft(page.locator(".match-facts time"), `${at}: kick-off`).toHaveText("So., 18. Dez. 2022, 16:00 MEZ");
  await expect.soft(page.locator(".match-detail"), `${at}: venue`).toContainText("Lusail");

  const goals = page.locator(".timeline .timeline__item--goal");
  await expect.soft(goals.locator(".timeline__minute"), `${at}: goal minutes`).toHaveText(["23'", "36'", "80'", "81'", "108'", "118'"]);
  await expect
    .soft(goals.locator(".timeline__name"), `${at}: scorers`)
    .toHaveText(["Lionel Messi (Elfmeter)", "Ángel Di María", "Kylian Mbappé (Elfmeter)", "Kylian Mbappé", "Lionel Messi", "Kylian Mbappé (Elfmeter)"]);
  await expect.soft(goals.filter({ hasText: "108'" }), `${at}: 108'`).toContainText("Lionel Messi");
  await expect.soft(goals.filter({ hasText: "118'" }), `${at}: 118'`).toContainText("Kylian Mbappé");
  // Title template: both teams and the score.
  await expect.soft(page, `${at}: title`).toHaveTitle(/Argentinien.*Frankreich.*3:3/);
}

test.describe("tabs are links", () => {
  test("de World Cup 2022: matches → table → scorers → details by clicking, aria-current moves", async ({ page }) => {
    await page.goto("/ergebnisse/wm-2022");
    const tabs = page.locator(".tabs");
    await expect(tabs.getByRole("link")).toHaveText(["Spiele", "Tabelle", "Turnierbaum", "Torschützen", "Details"]);
    await expect(currentTab(page)).toHaveText("Spiele");

    const steps = [
      { name: "Tabelle", url: "/ergebnisse/wm-2022/tabelle", content: page.locator(".data-table.standings").first() },
      { name: "Turnierbaum", url: "/ergebnisse/wm-2022/turnierbaum", content: page.locator(".ko-bracket") },
      { name: "Torschützen", url: "/ergebnisse/wm-2022/torschuetzen", content: page.locator(".data-table.scorers") },
      { name: "Details", url: "/ergebnisse/wm-2022/details", content: page.getByRole("heading", { name: "Details zum Wettbewerb" }) },
      { name: "Spiele", url: "/ergebnisse/wm-2022", content: page.locator(".round-nav") },
    ];
    for (const step of steps) {
      await test.step(step.name, async () => {
        await tabs.getByRole("link", { name: step.name, exact: true }).click();
        await expect(page).toHaveURL(step.url);
        await expect(currentTab(page)).toHaveCount(1);
        await expect(currentTab(page)).toHaveText(step.name);
        await expect(step.content).toBeVisible();
      });
    }
    // Group tables of a tournament.
    await page.goto("/ergebnisse/wm-2022/tabelle");
    await expect(page.locator(".data-table.standings")).toHaveCount(8);
    await expect(page.locator(".data-table.standings caption").first()).toHaveText("Tabelle Gruppe A");
  });

  test("en Bundesliga (no scorers tab): matches → table → details", async ({ page }) => {
    await page.goto("/en/results/bundesliga");
    const tabs = page.locator(".tabs");
    await expect(tabs.getByRole("link")).toHaveText(["Matches", "Table", "Details"]);
    await expect(currentTab(page)).toHaveText("Matches");
    await tabs.getByRole("link", { name: "Table", exact: true }).click();
    await expect(page).toHaveURL("/en/results/bundesliga/tables");
    await expect(currentTab(page)).toHaveText("Table");
    await tabs.getByRole("link", { name: "Details", exact: true }).click();
    await expect(page).toHaveURL("/en/results/bundesliga/details");
    await expect(currentTab(page)).toHaveText("Details");
    await expect(page.getByRole("main")).toContainText("18 teams");
    // Every team with its badge, linked to its page.
    const teams = page.locator(".column-list--teams li");
    await expect(teams).toHaveCount(18);
    await expect(teams.locator(".team-badge")).toHaveCount(18);
    await expect(teams.getByRole("link", { name: /Leverkusen$/ })).toHaveAttribute("href", "/en/teams/bayer-04-leverkusen");
  });

  test("the matches tab stays the current tab on round and match pages", ANY_VIEWPORT, async ({ page }) => {
    for (const url of ["/ergebnisse/bundesliga/33-spieltag", "/ergebnisse/wm-2022/argentinien-frankreich/10064"]) {
      await test.step(url, async () => {
        await page.goto(url);
        await expect(page.locator(".tabs").getByRole("link").first()).toHaveText("Spiele");
        // CompetitionFrame is rendered with active="matches" here; the server-rendered markup decides.
        await expect(currentTab(page), `${url}: the "Spiele" tab is marked current`).toHaveText("Spiele", { timeout: 1_000 });
      });
    }
  });
});

/**
 * On a phone five tabs are wider than the screen: where the current tab lies out of the row's
 * visible box (under a pixel when it is shown whole), whether the row overflows, and its edge shadows.
 */
async function expectTabRowToShowCurrentTab(page: Page) {
  await expect(currentTab(page)).toHaveText("Dettagli");
  const measure = () =>
    page.locator(".tabs ul").evaluate((row) => {
      const box = row.getBoundingClientRect();
      const tab = row.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      return {
        hidden: Math.max(0, box.left - tab.left) + Math.max(0, tab.right - box.right),
        overflows: row.scrollWidth > row.clientWidth,
        hint: getComputedStyle(row).backgroundAttachment,
      };
    });
  await expect.poll(async () => (await measure()).hidden, { message: "the current tab is shown whole" }).toBeLessThan(1);
  const { overflows, hint } = await measure();
  expect(overflows, "five Italian tabs are wider than 360 px").toBe(true);
  // The covers scroll with the tabs and hide the edge shadows, which stay, once an end is reached.
  expect(hint).toBe("local, local, scroll, scroll");
}

// The tab row overflows on a phone only.
test.describe("the tab row on a phone says that it scrolls and shows the current tab", PHONE_ONLY, () => {
  test("with JavaScript, where CSS scroll-initial-target is unknown (Safari, Firefox)", async ({ page }) => {
    await page.route(/\/assets\/.*\.css$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/scroll-initial-target:\s*nearest;?/g, "") });
    });
    await page.goto("/it/risultati/mondiali-2022/dettagli");
    await hydrated(page);
    await expectTabRowToShowCurrentTab(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("Chromium's scroll-initial-target shows the current tab", async ({ page }) => {
      await page.goto("/it/risultati/mondiali-2022/dettagli");
      await expectTabRowToShowCurrentTab(page);
    });
  });
});

test("the language switcher on a match page leads to the same match in English and Italian; de: World Cup 2022 final Argentinien – Frankreich — half-time 2:0, after penalties, goals timeline", async ({
  page,
}) => {
  const response = await page.goto("/ergebnisse/wm-2022/argentinien-frankreich/10064");
  expect(response?.status()).toBe(200);
  await expect(page.locator(".scoreboard .scoreboard__team")).toContainText(["Argentinien", "Frankreich"]);
  // The German page's result and goals: markup the same at every width, read in the desktop project.
  if (test.info().project.name === "desktop") await test.step("de: the final's match page", () => expectWorldCupFinalDe(page));

  await (await languageLink(page, "English")).click();
  await expect(page).toHaveURL("/en/results/world-cup-2022/argentina-france/10064");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FIFA World Cup 2022");
  await expect(page.locator(".scoreboard .scoreboard__team")).toContainText(["Argentina", "France"]);
  await expect(page.locator(".scoreboard__halftime")).toHaveText("Half-time 2-0");

  await (await languageLink(page, "Italiano")).click();
  await expect(page).toHaveURL("/it/risultati/mondiali-2022/argentina-francia/10064");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Campionato mondiale 2022");
  await expect(page.locator(".scoreboard .scoreboard__team")).toContainText(["Argentina", "Francia"]);
  await expect(page.locator(".scoreboard__status")).toContainText("d.c.r.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "competition page renders the tabs, the round selector and the matches; the round page through the round picker's form",
    ANY_VIEWPORT,
    async ({ page }) => {
      const response = await page.goto("/ergebnisse/bundesliga");
      expect(response?.status()).toBe(200);
      await test.step("/ergebnisse/bundesliga", async () => {
        await expect.soft(page.getByRole("heading", { level: 1 }), "the competition's heading").toHaveText("Bundesliga");
        await expect.soft(page.locator(".tabs").getByRole("link"), "the competition's tabs").toHaveText(["Spiele", "Tabelle", "Details"]);
        await expect.soft(currentTab(page), "the competition's current tab").toHaveText("Spiele");
        await expect.soft(page.locator(".round-nav__current"), "the competition's current round").toHaveText("34. Spieltag");
        await expect.soft(page.locator(".match-row"), "the competition's matches").toHaveCount(9);
        await expect.soft(page.locator(".match-row").first(), "the competition's first match").toBeVisible();
      });
      await test.step("the round picker's form → /ergebnisse/bundesliga/1-spieltag", async () => {
        const picker = page.locator(".round-nav").getByRole("combobox");
        await expect(picker.locator("option")).toHaveCount(34);
        await picker.selectOption({ label: "1. Spieltag" });
        await page.locator(".round-nav").getByRole("button", { name: "Los" }).click();
        await expect(page).toHaveURL("/ergebnisse/bundesliga/1-spieltag");
        await expect.soft(page.locator(".round-nav__current"), "the first round's name").toHaveText("1. Spieltag");
        await expect.soft(page.locator(".match-row"), "the first round's matches").toHaveCount(9);
        await expect.soft(page.locator(".match-row").first(), "the first round's first match").toBeVisible();
        // The first round has no previous round, but a next one.
        await expect
          .soft(page.locator(".round-nav").getByRole("link", { name: "Nächste Runde: 2. Spieltag" }), "the first round's next round")
          .toHaveAttribute("href", "/ergebnisse/bundesliga/2-spieltag");
        await expect.soft(page.locator(".round-nav").getByRole("link", { name: /^Vorherige Runde/ }), "the first round has no previous round").toHaveCount(0);
      });
    },
  );

  test("table page renders the full table", ANY_VIEWPORT, async ({ page }) => {
    const response = await page.goto("/ergebnisse/bundesliga/tabelle");
    expect(response?.status()).toBe(200);
    await expect(currentTab(page)).toHaveText("Tabelle");
    await expect(page.locator(".data-table.standings tbody tr")).toHaveCount(18);
    await expectTableLeader(page, "FC Bayern München", 34, 82);
  });

  test("match page renders teams, score, kick-off and goals", ANY_VIEWPORT, async ({ page }) => {
    const response = await page.goto("/ergebnisse/wm-2022/argentinien-frankreich/10064");
    expect(response?.status()).toBe(200);
    await expect(page.locator(".scoreboard .scoreboard__team")).toContainText(["Argentinien", "Frankreich"]);
    await expect(page.locator(".scoreboard__score")).toHaveText("3:3");
    await expect(page.locator(".scoreboard__halftime")).toHaveText("Halbzeit 2:0");
    await expect(page.locator(".match-facts time")).toContainText("16:00 MEZ");
    await expect(page.locator(".timeline .timeline__item--goal")).toHaveCount(6);
    // Its round link works without JavaScript.
    await page.locator(".match-detail").getByRole("link", { name: "Alle Spiele: Finale" }).click();
    await expect(page).toHaveURL("/ergebnisse/wm-2022/finale");
    await expect(page.locator(".round-nav__current")).toHaveText("Finale");
  });
});

test.describe("not found and redirects", () => {
  const missing = ["/ergebnisse/gibt-es-nicht", "/ergebnisse/bundesliga/kein-spieltag", "/ergebnisse/bundesliga/x-y/999999999"];
  // One tab for all three, a step and soft assertions naming each (docs/decisions/0806-browser-tests-one-load-per-page.md).
  test(`${missing.join(", ")} → 404 with the error page`, ANY_VIEWPORT, async ({ page }) => {
    for (const url of missing) {
      await test.step(url, async () => {
        const response = await page.goto(url);
        expect.soft(response?.status(), `${url}: status`).toBe(404);
        const main = page.getByRole("main");
        await expect.soft(main.getByRole("heading", { level: 1 }), `${url}: heading`).toHaveText(ERROR_TITLE_DE);
        await expect.soft(main.getByText("Diese Seite ist leider nicht zu finden."), `${url}: text`).toBeVisible();
        await expect.soft(main.getByRole("link", { name: "Startseite", exact: true }), `${url}: link home`).toHaveAttribute("href", "/");
        await expect.soft(main.getByRole("link", { name: "Kontakt", exact: true }), `${url}: link to contact`).toHaveAttribute("href", "/kontakt");
        await expect.soft(page.locator(".tabs, .scoreboard, .data-table"), `${url}: no results furniture`).toHaveCount(0);
      });
    }
  });

  test("a wrong match slug with a valid id → 301 to the canonical slug", ANY_VIEWPORT, async ({ request }) => {
    const cases = [
      { from: "/ergebnisse/wm-2022/falscher-slug/10064", to: "/ergebnisse/wm-2022/argentinien-frankreich/10064" },
      { from: "/en/results/world-cup-2022/argentinien-frankreich/10064", to: "/en/results/world-cup-2022/argentina-france/10064" },
      { from: "/it/risultati/mondiali-2022/x/10064", to: "/it/risultati/mondiali-2022/argentina-francia/10064" },
    ];
    for (const { from, to } of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname, from).toBe(to);
      const canonical = await request.get(to, { maxRedirects: 0 });
      expect(canonical.status(), to).toBe(200);
    }
  });
});

// ---- Backend unreachable: a second production server whose API_BASE_URL points at nothing ----

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// Starts its own server: in the desktop project only.
test.describe("backend down", DESKTOP_ONLY, () => {
  test.describe.configure({ mode: "serial" });

  let server: ChildProcess | undefined;
  let base = "";
  let output = "";

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(60_000);
    // The project root: where playwright.config.ts lives.
    const root = testInfo.config.configFile ? path.dirname(testInfo.config.configFile) : process.cwd();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // In the run's e2e data directory (playwright.config.ts), which goes with the run.
    const dataDir = path.join(process.env.E2E_DATA_DIR ?? path.join(root, "var"), "e2e-down");
    rmSync(dataDir, { recursive: true, force: true });
    server = spawn("node", ["server/index.ts"], {
      cwd: root,
      env: {
        PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
        // The test run's mark (scripts/test-processes.sh): ended with the run, however it ends.
        ...(process.env.MATCHPULS_TEST_RUN ? { MATCHPULS_TEST_RUN: process.env.MATCHPULS_TEST_RUN } : {}),
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        SITE_URL: base,
        // Nothing listens on the discard port: every backend call fails at once.
        API_BASE_URL: "http://127.0.0.1:9/api",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

    const deadline = Date.now() + 30_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the backend-down server exited (${server.exitCode}):\n${output}`);
      try {
        const response = await fetch(`${base}/`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the backend-down server did not answer within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  });

  for (const url of ["/ergebnisse", "/ergebnisse/bundesliga", "/ergebnisse/bundesliga/tabelle"]) {
    test(`${url}: 200 with "${UNAVAILABLE_DE}", not cached`, async ({ request }) => {
      const started = Date.now();
      const response = await request.get(`${base}${url}`, { timeout: 10_000, maxRedirects: 0 });
      const elapsed = Date.now() - started;
      expect(response.status(), url).toBe(200);
      expect(elapsed, `${url} answered in ${elapsed} ms`).toBeLessThan(5_000);
      expect(response.headers()["cache-control"] ?? "", url).toContain("no-store");
      expect(await response.text()).toContain(UNAVAILABLE_DE);
    });
  }

  test("/en/results shows the English text in the browser", async ({ page }) => {
    const response = await page.goto(`${base}/en/results`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"] ?? "").toContain("no-store");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("main").getByText(en.states.matchesUnavailable, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(UNAVAILABLE_DE)).toHaveCount(0);
  });

  test("/ergebnisse/bundesliga renders the German message in the browser", async ({ page }) => {
    const response = await page.goto(`${base}/ergebnisse/bundesliga`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").getByText(UNAVAILABLE_DE, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
