import { expect, test, type Locator, type Page } from "@playwright/test";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, hydrated, settle, type Lang, axeBuilder, wordsBrokenAcrossLines } from "../support/e2e.ts";

/**
 * The matchday lists, the round picker, the score formats and the scorers list against the
 * production build and its embedded backend (openfootball data), at 360 px ("phone") and 1300 px
 * ("desktop") in German, English and Italian.
 */

interface Case {
  lang: Lang;
  /** Bundesliga 2024/25: the competition page (current round: the last) and matchday 1. */
  competition: string;
  currentRound: string;
  roundOne: { name: string; href: string };
  /** Picked in the round picker. */
  pick: { name: string; href: string };
  /**
   * Matchday 1's first match: Borussia Mönchengladbach 2:3 Bayer 04 Leverkusen, Friday 20:30 in Berlin,
   * as the browser shows it to a visitor in Berlin (the tests' time zone, playwright.config.ts).
   */
  opener: { link: string; time: string; winnerShort: string };
  teamPath: string;
  /** World Cup 2022 final: round page, match page and how its result reads. */
  final: { round: string; match: string; score: string; decided: string; teams: [string, string] };
  scorers: { href: string; showAll: string; showTop: string };
  /** A kick-off time as the list shows it to a visitor in Berlin: with the zone's name, summer or winter time. */
  time: RegExp;
}

const CASES: Case[] = [
  {
    lang: "de",
    competition: "/ergebnisse/bundesliga",
    currentRound: "34. Spieltag",
    roundOne: { name: "1. Spieltag", href: "/ergebnisse/bundesliga/1-spieltag" },
    pick: { name: "10. Spieltag", href: "/ergebnisse/bundesliga/10-spieltag" },
    opener: { link: "Borussia Mönchengladbach 2:3 Bayer 04 Leverkusen", time: "20:30 MESZ", winnerShort: "Leverkusen" },
    teamPath: "/teams/",
    final: {
      round: "/ergebnisse/wm-2022/finale",
      match: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
      score: "3:3",
      decided: "n. V., 4:2 i. E.",
      teams: ["Argentinien", "Frankreich"],
    },
    scorers: { href: "/ergebnisse/wm-2022/torschuetzen", showAll: "Alle 118 Torschützen anzeigen", showTop: "Nur die Top 25 anzeigen" },
    time: /^\d{2}:\d{2} MES?Z$/,
  },
  {
    lang: "en",
    competition: "/en/results/bundesliga",
    currentRound: "Matchday 34",
    roundOne: { name: "Matchday 1", href: "/en/results/bundesliga/matchday-1" },
    pick: { name: "Matchday 10", href: "/en/results/bundesliga/matchday-10" },
    opener: { link: "Borussia Mönchengladbach 2-3 Bayer 04 Leverkusen", time: "20:30 CEST", winnerShort: "Leverkusen" },
    teamPath: "/en/teams/",
    final: {
      round: "/en/results/world-cup-2022/final",
      match: "/en/results/world-cup-2022/argentina-france/10064",
      score: "3-3",
      decided: "a.e.t., 4-2 on pens",
      teams: ["Argentina", "France"],
    },
    scorers: { href: "/en/results/world-cup-2022/scorers", showAll: "Show all 118 scorers", showTop: "Show the top 25 only" },
    time: /^\d{2}:\d{2} CES?T$/,
  },
  {
    lang: "it",
    competition: "/it/risultati/bundesliga",
    currentRound: "34ª giornata",
    roundOne: { name: "1ª giornata", href: "/it/risultati/bundesliga/1a-giornata" },
    pick: { name: "10ª giornata", href: "/it/risultati/bundesliga/10a-giornata" },
    opener: { link: "Borussia Mönchengladbach 2-3 Bayer 04 Leverkusen", time: "20:30 CEST", winnerShort: "Leverkusen" },
    teamPath: "/it/squadre/",
    final: {
      round: "/it/risultati/mondiali-2022/finale",
      match: "/it/risultati/mondiali-2022/argentina-francia/10064",
      score: "3-3",
      decided: "d.t.s., 4-2 d.c.r.",
      teams: ["Argentina", "Francia"],
    },
    scorers: { href: "/it/risultati/mondiali-2022/marcatori", showAll: "Mostra tutti i 118 marcatori", showTop: "Mostra solo i primi 25" },
    time: /^\d{2}:\d{2} CES?T$/,
  },
];

const CURRENT_MARK: Record<Lang, string> = { de: "aktuell", en: "current", it: "attuale" };
const GO: Record<Lang, string> = { de: "Los", en: "Go", it: "Vai" };

const isPhone = () => test.info().project.name === "phone";

/**
 * The pages axe scans (WCAG 2 A and AA), each where a test of this file loads it anyway, at both
 * widths: in that test, before it changes anything on the page; the whole German scorers list where
 * its test reaches it by its link, once the page's fade-in is over
 * (docs/decisions/0806-browser-tests-one-load-per-page.md).
 */
const SCANNED_IN_TESTS = [
  "/ergebnisse/bundesliga/1-spieltag",
  "/it/risultati/mondiali-2022/marcatori",
  "/en/results/world-cup-2022/final",
  "/ergebnisse/wm-2022/torschuetzen?all=1",
];

async function expectNoAxeViolations(page: Page, url: string) {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  // Soft: the checks of the page that follow the scan still run and report.
  expect
    .soft(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `axe on ${url}`,
    )
    .toEqual([]);
}
const rows = (page: Page) => page.locator(".match-row");
const picker = (page: Page) => page.locator(".round-nav");

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

/**
 * Every visible team name fits its box (`scrollWidth <= clientWidth`) and no word of it is split
 * across two lines (each word's text lies on one line box).
 */
async function expectNamesFit(names: Locator) {
  const overflowing = await names.evaluateAll((elements) =>
    elements.flatMap((element) =>
      element instanceof HTMLElement && element.offsetParent !== null && element.scrollWidth > element.clientWidth
        ? [`"${element.textContent}" overflows: ${element.scrollWidth} > ${element.clientWidth}`]
        : [],
    ),
  );
  const broken = (await wordsBrokenAcrossLines(names)).map((word) => `"${word}" breaks inside the word`);
  expect([...overflowing, ...broken]).toEqual([]);
}

for (const c of CASES) {
  test.describe(`${c.lang}`, () => {
    test(`${c.lang}: a matchday list — kick-off times, teams, winners, links`, async ({ page }) => {
      // Six steps, two navigations and (in German) the page's axe scan: it ran out of 30 s on a busy machine.
      test.slow();
      const response = await page.goto(c.roundOne.href);
      expect(response?.status()).toBe(200);
      await expect(rows(page)).toHaveCount(9);
      await expect(page.locator(".match-day__date")).toHaveCount(3);
      if (SCANNED_IN_TESTS.includes(c.roundOne.href)) await test.step("axe", () => expectNoAxeViolations(page, c.roundOne.href));

      await test.step("every match shows its kick-off time", async () => {
        const times = rows(page).locator(".match-row__time");
        await expect(times).toHaveCount(9);
        for (const time of await times.all()) {
          await expect(time).toBeVisible();
          await expect(time).toHaveText(c.time);
        }
        await expect(times.first()).toHaveText(c.opener.time);
      });

      await test.step("home and away: stacked on a phone, one line on a wide screen", async () => {
        for (const row of await rows(page).all()) {
          const home = (await row.locator(".match-row__team--home").boundingBox())!;
          const away = (await row.locator(".match-row__team--away").boundingBox())!;
          const score = (await row.locator(".match-row__result").boundingBox())!;
          if (isPhone()) {
            expect(home.y + home.height, "home above away").toBeLessThanOrEqual(away.y + 1);
            expect(Math.abs(home.x - away.x), "home and away start in one column").toBeLessThan(2);
          } else {
            expect(Math.abs(home.y + home.height / 2 - (away.y + away.height / 2)), "home and away on one line").toBeLessThan(4);
            expect(home.x + home.width, "home left of the score").toBeLessThanOrEqual(score.x + 1);
            expect(away.x, "away right of the score").toBeGreaterThanOrEqual(score.x + score.width - 1);
          }
        }
      });

      await test.step("short names on a phone, full names on a wide screen, none overflowing or split", async () => {
        const opener = rows(page).first();
        const away = opener.locator(".match-row__team--away");
        if (isPhone()) {
          await expect(away.locator(".team__short")).toBeVisible();
          await expect(away.locator(".team__short")).toHaveText("Leverkusen");
          await expect(away.locator(".team__full")).toBeHidden();
        } else {
          await expect(away.locator(".team__full")).toBeVisible();
          await expect(away.locator(".team__full")).toHaveText("Bayer 04 Leverkusen");
          await expect(away.locator(".team__short")).toBeHidden();
        }
        await expectNamesFit(rows(page).locator(".team__name"));
      });

      await test.step("the winner's name is bold, the loser's is not", async () => {
        const opener = rows(page).first();
        await expect(opener.locator(".match-row__team--winner")).toHaveCount(1);
        const weight = (side: string) => opener.locator(`.match-row__team--${side} .team__name`).evaluate((e) => Number(getComputedStyle(e).fontWeight));
        expect(await weight("away")).toBeGreaterThanOrEqual(700);
        expect(await weight("home")).toBeLessThan(700);
        // A draw has no winner: Augsburg 2:2 Bremen.
        await expect(rows(page).nth(4).locator(".match-row__team--winner")).toHaveCount(0);
      });

      await test.step("team names link to the team pages, the score to the match page", async () => {
        const opener = rows(page).first();
        const teamLinks = opener.locator("a.team--link");
        await expect(teamLinks).toHaveCount(2);
        for (const link of await teamLinks.all()) expect(await link.getAttribute("href")).toMatch(new RegExp(`^${c.teamPath}[a-z0-9-]+$`));
        const matchLink = page.getByRole("link", { name: c.opener.link, exact: true });
        await expect(matchLink).toHaveCount(1);
        await expect(matchLink).toHaveClass(/match-row__result/);
        expect(await matchLink.getAttribute("href")).toMatch(/\/\d+$/);
      });

      await test.step("the whole row is the match's tap target; the team name is its team's", async () => {
        const opener = rows(page).first();
        const box = (await opener.boundingBox())!;
        const matchHref = (await opener.locator(".match-row__result").getAttribute("href"))!;
        // Bottom-left corner: no name, no score — the match link's cover.
        await page.mouse.click(box.x + 4, box.y + box.height - 4);
        await expect(page).toHaveURL(matchHref);
        await page.goBack();
        await expect(rows(page)).toHaveCount(9);
        const teamHref = (await rows(page).first().locator(".match-row__team--away a").getAttribute("href"))!;
        await rows(page).first().locator(".match-row__team--away .team__name").click();
        await expect(page).toHaveURL(teamHref);
      });
    });

    test(`${c.lang}: the round picker shows the current round above the list, compact, and navigates`, async ({ page }) => {
      await page.goto(c.competition);
      const nav = picker(page);
      const select = nav.getByRole("combobox");
      await expect(select).toBeVisible();
      // The season is over: its last round is selected, and no round is called current any more (the
      // mark of a season under way is checked by the live replay, tests/e2e/results-live.spec.ts).
      await expect(select.locator("option:checked")).toHaveText(c.currentRound);
      await expect(select.locator("option").filter({ hasText: `(${CURRENT_MARK[c.lang]})` })).toHaveCount(0);
      await expect(select.locator("option")).toHaveCount(34);
      await expect(page.locator(".round-nav__current")).toHaveText(c.currentRound);
      const navBox = (await nav.boundingBox())!;
      // The days, not a day's list: from 860 px a list has no box of its own (results-lists.css).
      const listBox = (await page.locator(".match-days").first().boundingBox())!;
      expect(navBox.height, "the picker is one compact line").toBeLessThan(120);
      expect(navBox.y + navBox.height, "the picker is above the list").toBeLessThanOrEqual(listBox.y);
      // The chosen round's name is not cut: its text, the select's padding and its arrow fit the box.
      const room = await select.evaluate((e: HTMLSelectElement) => {
        const style = getComputedStyle(e);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(e.selectedOptions[0]!.text).width;
        return e.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20 - text;
      });
      expect(room, "room left beside the chosen round's name").toBeGreaterThanOrEqual(0);

      // With JavaScript a choice navigates at once (client-side: the document stays).
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await select.selectOption({ label: c.pick.name });
      await expect(page).toHaveURL(c.pick.href);
      await expect(page.locator(".round-nav__current")).toHaveText(c.pick.name);
      await expect(page.getByRole("combobox").locator("option:checked")).toHaveText(c.pick.name);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await expect(rows(page)).toHaveCount(9);
    });

    // Markup the same at every width, read in the desktop project; the English round page at both
    // widths too, for its axe scan (and its names fitting a phone's row).
    const scanned = SCANNED_IN_TESTS.includes(c.final.round);
    test(
      `${c.lang}: the World Cup 2022 final reads ${c.final.score} ${c.final.decided}${scanned ? "; axe finds nothing" : ""}`,
      scanned ? {} : ANY_VIEWPORT,
      async ({ page }) => {
        const response = await page.goto(c.final.round);
        expect(response?.status()).toBe(200);
        if (scanned) {
          test.slow();
          await test.step("axe", () => expectNoAxeViolations(page, c.final.round));
        }
        const row = rows(page).first();
        await expect(row.locator(".match-row__score")).toHaveText(c.final.score);
        // The whole status is the element's title, which the stylesheet draws from 600 px on; its text is a phone's short form.
        await expect(row.locator(".match-row__status")).toHaveAttribute("title", c.final.decided);
        await expect(row.locator(".match-row__time")).toHaveText(c.time);
        const [home, away] = c.final.teams;
        await expect(page.getByRole("link", { name: `${home} ${c.final.score} ${away}, ${c.final.decided}`, exact: true })).toHaveAttribute(
          "href",
          c.final.match,
        );
        await expectNamesFit(rows(page).locator(".team__name"));

        // The match page writes the same result (its layout is the match page's own): markup, read in
        // the desktop project only, as before the English round page's scan joined this test.
        if (isPhone()) return;
        await page.goto(c.final.match);
        const scoreboard = page.locator(".scoreboard");
        await expect(scoreboard).toContainText(c.final.score);
        await expect(scoreboard).toContainText(c.final.decided);
        await expect(page).toHaveTitle(new RegExp(`${c.final.score} ${c.final.decided.replace(/[.]/g, "\\.")}`));
      },
    );

    test(`${c.lang}: scorers — the leading 25 (ties kept), then all`, async ({ page }) => {
      expect((await page.goto(c.scorers.href))?.status()).toBe(200);
      const scorerRows = page.locator(".data-table.scorers tbody tr");
      // The 25th place is shared by players with 2 goals (Ritsu Doan among them: two spellings, one player): all of them stay, nobody after them.
      await expect(scorerRows).toHaveCount(30);
      if (SCANNED_IN_TESTS.includes(c.scorers.href)) {
        test.slow();
        await test.step("axe", () => expectNoAxeViolations(page, c.scorers.href));
      }
      await expect(scorerRows.first().getByRole("rowheader")).toHaveText("Kylian Mbappé");
      const ranks = await scorerRows.locator("td:first-child").allTextContents();
      expect(ranks[24]).toBe(ranks[29]);
      await expect(scorerRows.nth(29).locator("td").nth(2)).toHaveText("2");
      const teamLink = scorerRows.first().locator("a.team--link");
      expect(await teamLink.getAttribute("href")).toMatch(new RegExp(`^${c.teamPath}`));
      if (isPhone()) {
        // On a phone the team is its flag, so the goals fit; the name stays the link's accessible name.
        await expect(teamLink).toHaveAccessibleName(c.lang === "de" ? "Frankreich" : c.lang === "en" ? "France" : "Francia");
        await expect(teamLink.locator(".team-badge--flag")).toBeVisible();
        const goals = scorerRows.first().locator("td").nth(2);
        const box = await goals.boundingBox();
        expect(box!.x + box!.width, "the goals column on screen").toBeLessThanOrEqual(360);
      } else {
        await expectNamesFit(page.locator(".data-table.scorers .team__name"));
      }
      if (isPhone()) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height, "the scorers page on a phone").toBeLessThan(4000);
      }

      await page.getByRole("link", { name: c.scorers.showAll, exact: true }).click();
      await expect(page).toHaveURL(`${c.scorers.href}?all=1`);
      await expect(scorerRows).toHaveCount(118);
      if (SCANNED_IN_TESTS.includes(`${c.scorers.href}?all=1`)) {
        test.slow();
        // Reached by a client navigation: its fade-in must be over, or axe measures contrast through it.
        await settle(page);
        await test.step("axe on all scorers", () => expectNoAxeViolations(page, `${c.scorers.href}?all=1`));
      }
      await expect(page.getByRole("link", { name: c.scorers.showAll })).toHaveCount(0);
      await page.getByRole("link", { name: c.scorers.showTop, exact: true }).click();
      await expect(page).toHaveURL(c.scorers.href);
      await expect(scorerRows).toHaveCount(30);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const c of CASES) {
    test(`${c.lang}: the round picker's button opens the chosen round`, async ({ page }) => {
      await page.goto(c.competition);
      const nav = picker(page);
      await expect(nav.getByRole("combobox").locator("option:checked")).toHaveText(c.currentRound);
      const [selectBox, buttonBox] = await Promise.all([nav.getByRole("combobox").boundingBox(), nav.getByRole("button").boundingBox()]);
      expect(Math.abs(selectBox!.y - buttonBox!.y), "the button stands beside the select, not below it").toBeLessThan(2);
      await nav.getByRole("combobox").selectOption({ label: c.pick.name });
      // Choosing alone does nothing without JavaScript; the button sends the form.
      await expect(page).toHaveURL(c.competition);
      await nav.getByRole("button", { name: GO[c.lang], exact: true }).click();
      await expect(page).toHaveURL(c.pick.href);
      await expect(page.locator(".round-nav__current")).toHaveText(c.pick.name);
      await expect(rows(page)).toHaveCount(9);
      const navBox = (await picker(page).boundingBox())!;
      expect(navBox.height).toBeLessThan(120);
    });
  }

  test("de: the scorers list and its link to all scorers work without JavaScript", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/ergebnisse/wm-2022/torschuetzen");
    await expect(page.locator(".data-table.scorers tbody tr")).toHaveCount(30);
    await page.getByRole("link", { name: "Alle 118 Torschützen anzeigen" }).click();
    await expect(page).toHaveURL("/ergebnisse/wm-2022/torschuetzen?all=1");
    await expect(page.locator(".data-table.scorers tbody tr")).toHaveCount(118);
  });

  test("an unknown round in the picker's parameter is a 404", ANY_VIEWPORT, async ({ request }) => {
    const response = await request.get("/ergebnisse/bundesliga?round=kein-spieltag", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const moved = await request.get("/ergebnisse/bundesliga?round=3-spieltag", { maxRedirects: 0 });
    expect(moved.status()).toBe(303);
    expect(moved.headers()["location"]).toBe("/ergebnisse/bundesliga/3-spieltag");
  });
});
