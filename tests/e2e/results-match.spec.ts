import { expect, test, type Page } from "@playwright/test";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, settle, type Lang, axeBuilder } from "../support/e2e.ts";

/**
 * The match pages against the production build and its embedded backend (openfootball data), at
 * 360 px ("phone") and 1300 px ("desktop") in German, English and Italian: the scoreboard, the
 * table positions before the match, both teams' form, the season's other meetings, the rest of
 * the round, the goals timeline of the World Cup 2022 final, without JavaScript, and axe.
 */

interface Case {
  lang: Lang;
  /** Bundesliga 2024/25, matchday 34: SC Freiburg 1:3 Eintracht Frankfurt (id 1301). */
  match: string;
  score: string;
  teamPath: string;
  back: { text: string; href: string };
  headings: { before: string; form: string; meetings: string; round: string };
  /** The reverse fixture, matchday 17: Eintracht Frankfurt 4:1 SC Freiburg (id 1147). */
  reverse: { href: string; score: string; meta: string };
  tableHref: string;
  /** Freiburg's first form entry (at Mönchengladbach, won 2:1) and the letters of its five. */
  form: { firstName: string; firstHref: string; letters: string[]; awayLetters: string[] };
  roundMatch: string;
  /** World Cup 2022 final. */
  final: { path: string; score: string; decided: string; halftime: string; goalFor: string };
}

const CASES: Case[] = [
  {
    lang: "de",
    match: "/ergebnisse/bundesliga/sc-freiburg-eintracht-frankfurt/1301",
    score: "1:3",
    teamPath: "/teams/",
    back: { text: "Alle Spiele: 34. Spieltag", href: "/ergebnisse/bundesliga/34-spieltag" },
    headings: { before: "Tabellenplatz vor dem Spiel", form: "Form", meetings: "Weitere Duelle in dieser Saison", round: "Weitere Spiele: 34. Spieltag" },
    reverse: { href: "/ergebnisse/bundesliga/eintracht-frankfurt-sc-freiburg/1147", score: "4:1", meta: "Di., 14. Jan. 2025 · Bundesliga, 17. Spieltag" },
    tableHref: "/ergebnisse/bundesliga/tabelle",
    form: {
      firstName: "Sieg: Borussia Mönchengladbach – SC Freiburg 1:2",
      firstHref: "/ergebnisse/bundesliga/borussia-moenchengladbach-sc-freiburg/1254",
      letters: ["S", "S", "S", "U", "S"],
      awayLetters: ["S", "U", "S", "U", "U"],
    },
    roundMatch: "/ergebnisse/bundesliga/tsg-1899-hoffenheim-fc-bayern-muenchen/1300",
    final: {
      path: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
      score: "3:3",
      decided: "n. V., 4:2 i. E.",
      halftime: "Halbzeit 2:0",
      goalFor: "Tor für Argentinien:",
    },
  },
  {
    lang: "en",
    match: "/en/results/bundesliga/sc-freiburg-eintracht-frankfurt/1301",
    score: "1-3",
    teamPath: "/en/teams/",
    back: { text: "All matches: Matchday 34", href: "/en/results/bundesliga/matchday-34" },
    headings: { before: "Position before the match", form: "Form", meetings: "Other meetings this season", round: "Other matches: Matchday 34" },
    reverse: { href: "/en/results/bundesliga/eintracht-frankfurt-sc-freiburg/1147", score: "4-1", meta: "Tue, 14 Jan 2025 · Bundesliga, Matchday 17" },
    tableHref: "/en/results/bundesliga/tables",
    form: {
      firstName: "Win: Borussia Mönchengladbach v SC Freiburg 1-2",
      firstHref: "/en/results/bundesliga/borussia-moenchengladbach-sc-freiburg/1254",
      letters: ["W", "W", "W", "D", "W"],
      awayLetters: ["W", "D", "W", "D", "D"],
    },
    roundMatch: "/en/results/bundesliga/tsg-1899-hoffenheim-fc-bayern-muenchen/1300",
    final: {
      path: "/en/results/world-cup-2022/argentina-france/10064",
      score: "3-3",
      decided: "a.e.t., 4-2 on pens",
      halftime: "Half-time 2-0",
      goalFor: "Goal for Argentina:",
    },
  },
  {
    lang: "it",
    match: "/it/risultati/bundesliga/sc-freiburg-eintracht-frankfurt/1301",
    score: "1-3",
    teamPath: "/it/squadre/",
    back: { text: "Tutte le partite: 34ª giornata", href: "/it/risultati/bundesliga/34a-giornata" },
    headings: {
      before: "Posizione prima della partita",
      form: "Stato di forma",
      meetings: "Altri confronti in questa stagione",
      round: "Altre partite: 34ª giornata",
    },
    reverse: { href: "/it/risultati/bundesliga/eintracht-frankfurt-sc-freiburg/1147", score: "4-1", meta: "mar 14 gen 2025 · Bundesliga, 17ª giornata" },
    tableHref: "/it/risultati/bundesliga/classifica",
    form: {
      firstName: "Vittoria: Borussia Mönchengladbach-SC Freiburg 1-2",
      firstHref: "/it/risultati/bundesliga/borussia-moenchengladbach-sc-freiburg/1254",
      letters: ["V", "V", "V", "N", "V"],
      awayLetters: ["V", "N", "V", "N", "N"],
    },
    roundMatch: "/it/risultati/bundesliga/tsg-1899-hoffenheim-fc-bayern-muenchen/1300",
    final: {
      path: "/it/risultati/mondiali-2022/argentina-francia/10064",
      score: "3-3",
      decided: "d.t.s., 4-2 d.c.r.",
      halftime: "Primo tempo 2-0",
      goalFor: "Gol per Argentina:",
    },
  },
];

/**
 * axe (WCAG 2 A/AA) on the page as loaded, at both widths, after its fade-in (half-transparent text
 * would read as too little contrast): on the load the page's other checks use
 * (docs/decisions/0806-browser-tests-one-load-per-page.md). Soft, so those checks still report.
 */
async function expectNoAxeViolations(page: Page, path: string) {
  await settle(page);
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect
    .soft(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `axe on ${path}`,
    )
    .toEqual([]);
}

const section = (page: Page, heading: string) => page.locator(".match-section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

for (const c of CASES) {
  test.describe(`${c.lang}: Bundesliga match page`, () => {
    test("axe finds nothing; scoreboard, positions before the match, form, the reverse fixture and the rest of the round", async ({ page }) => {
      test.slow();
      await page.goto(c.match);
      await test.step("axe", () => expectNoAxeViolations(page, c.match));
      // The rest is markup the same at every width: read in the desktop project.
      if (test.info().project.name !== "desktop") return;
      const scoreboard = page.locator(".scoreboard");
      await expect(scoreboard.getByRole("heading", { level: 2 })).toContainText(c.score);
      await expect(scoreboard.locator(".scoreboard__team--home a")).toHaveAttribute("href", `${c.teamPath}sc-freiburg`);
      await expect(scoreboard.locator(".scoreboard__team--away a")).toHaveAttribute("href", `${c.teamPath}eintracht-frankfurt`);
      await expect(page.getByRole("link", { name: c.back.text })).toHaveAttribute("href", c.back.href);

      // Before the last matchday: Frankfurt third on 57 points, Freiburg fourth on 55 (home team first).
      const before = section(page, c.headings.before);
      const rows = before.locator("tbody tr");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).locator("td")).toHaveText(["4", "33", "−2", "55"]);
      await expect(rows.nth(0).locator("th")).toContainText("Freiburg");
      await expect(rows.nth(1).locator("td")).toHaveText(["3", "33", "+20", "57"]);
      await expect(before.getByRole("link")).toHaveAttribute("href", c.tableHref);

      // Form: five entries a team, oldest first, badges with their words for screen readers.
      const form = section(page, c.headings.form);
      const lists = form.locator(".match-form__list");
      await expect(lists.nth(0).locator(".match-form__badge")).toHaveText(c.form.letters);
      await expect(lists.nth(1).locator(".match-form__badge")).toHaveText(c.form.awayLetters);
      const first = form.getByRole("link", { name: c.form.firstName, exact: true });
      await expect(first).toHaveAttribute("href", c.form.firstHref);
      await expect(first.locator(".match-form__score")).toHaveText(c.lang === "de" ? "2:1" : "2-1");

      // The season's other meeting: the reverse fixture on matchday 17.
      const meetings = section(page, c.headings.meetings);
      await expect(meetings.getByRole("link")).toHaveCount(1);
      await expect(meetings.getByRole("link")).toHaveAttribute("href", c.reverse.href);
      await expect(meetings).toContainText(c.reverse.meta);
      await expect(meetings.locator(".match-links__score")).toHaveText(c.reverse.score);

      // The other eight matches of matchday 34.
      const round = section(page, c.headings.round);
      await expect(round.getByRole("link")).toHaveCount(8);
      await expect(round.locator(`a[href="${c.roundMatch}"]`)).toHaveCount(1);

      // Following the reverse fixture leads to its page, which links back to this one.
      await meetings.getByRole("link").click();
      await expect(page).toHaveURL(c.reverse.href);
      await expect(page.locator(".scoreboard__score")).toHaveText(c.reverse.score);
      await expect(section(page, c.headings.meetings).getByRole("link")).toHaveAttribute("href", c.match);
    });

    test("World Cup 2022 final: axe finds nothing; score, how it was decided, half-time and the goals timeline", async ({ page }, info) => {
      test.slow();
      await page.goto(c.final.path);
      await test.step("axe", () => expectNoAxeViolations(page, c.final.path));
      await expect(page.locator(".scoreboard__score")).toHaveText(c.final.score);
      await expect(page.locator(".scoreboard__status")).toHaveText(c.final.decided);
      await expect(page.locator(".scoreboard__halftime")).toHaveText(c.final.halftime);
      const goals = page.locator(".timeline .timeline__item--goal");
      await expect(goals.locator(".timeline__minute")).toHaveText(["23'", "36'", "80'", "81'", "108'", "118'"]);
      await expect(goals.locator(".timeline__score")).toHaveText(
        ["1-0", "2-0", "2-1", "2-2", "3-2", "3-3"].map((s) => (c.lang === "de" ? s.replace("-", ":") : s)),
      );
      await expect(goals.locator(".timeline__name").first()).toContainText("Lionel Messi");
      await expect(goals.locator(".timeline__name").nth(2)).toContainText("Kylian Mbappé");
      await expect(goals.first().locator(".visually-hidden")).toHaveText(c.final.goalFor);
      // No table before a knockout match, no other meeting, no other match in the final's round.
      await expect(page.locator(".match-section--before, .match-section--meetings, .match-section--round")).toHaveCount(0);
      await expect(page.locator(".match-form__list")).toHaveCount(2);

      // Home goals left and away goals right of the minutes on wide screens; one column on phones.
      const box = async (index: number, part: string) => (await goals.nth(index).locator(part).boundingBox())!;
      const homeScorer = await box(0, ".timeline__name");
      const homeTime = await box(0, ".timeline__time");
      const awayScorer = await box(2, ".timeline__name");
      const awayTime = await box(2, ".timeline__time");
      if (info.project.name === "desktop") {
        expect(homeScorer.x + homeScorer.width).toBeLessThanOrEqual(homeTime.x);
        expect(awayScorer.x).toBeGreaterThanOrEqual(awayTime.x + awayTime.width);
      } else {
        expect(homeScorer.x).toBeGreaterThan(homeTime.x);
        expect(awayScorer.x).toBeCloseTo(homeScorer.x, 0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: the server-rendered match page has the whole context, and its links work", async ({ page }) => {
    const c = CASES[0]!;
    await page.goto(c.match);
    await expect(section(page, c.headings.before).locator("tbody tr")).toHaveCount(2);
    await expect(page.locator(".match-form__entry")).toHaveCount(10);
    await expect(section(page, c.headings.round).getByRole("link")).toHaveCount(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole("link", { name: c.form.firstName, exact: true }).click();
    await expect(page).toHaveURL(c.form.firstHref);
    await expect(page.locator(".scoreboard__score")).toHaveText("1:2");
    // The way back to the round: a link above the scoreboard on wide screens, the breadcrumbs' last step on a phone.
    const back =
      test.info().project.name === "phone"
        ? page.locator(".breadcrumbs").getByRole("link", { name: "29. Spieltag" })
        : page.getByRole("link", { name: "Alle Spiele: 29. Spieltag" });
    await back.click();
    await expect(page).toHaveURL("/ergebnisse/bundesliga/29-spieltag");
  });
});

test(
  "a match URL without its id: one meeting moves to its page, several are listed with a canonical link, none is a 404",
  ANY_VIEWPORT,
  async ({ page, baseURL }) => {
    const once = await page.request.get("/ergebnisse/bundesliga/rb-leipzig-vfb-stuttgart", { maxRedirects: 0 });
    expect.soft(once.status(), "a pairing played once").toBe(301);
    expect.soft(once.headers().location, "a pairing played once").toBe("/ergebnisse/bundesliga/rb-leipzig-vfb-stuttgart/1299");
    const none = await page.request.get("/en/results/bundesliga/rb-leipzig-fc-barcelona", { maxRedirects: 0 });
    expect.soft(none.status(), "no such pairing").toBe(404);

    const path = "/it/risultati/champions-league/borussia-dortmund-fc-barcelona";
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", baseURL + path);
    await expect(page.getByRole("heading", { level: 2, name: "Borussia Dortmund – FC Barcelona" })).toBeVisible();
    const links = page.locator(".pairing .match-links__item");
    await expect(links).toHaveCount(2);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([`${path}/6103`, `${path}/6182`]);
    await links.last().click();
    await expect(page).toHaveURL(`${path}/6182`);
  },
);
