import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { consoleProblems, countLayoutShifts, dismissCookieNoticeUpFront, hydrated, type Lang, siteForBlock } from "../support/e2e.ts";

/**
 * Kick-offs in the visitor's own time (docs/decisions/0008-kick-offs-in-the-visitors-time-zone.md,
 * 0714-first-visit.md): the server renders them in the page language's home zone with the zone's
 * name; before the page hydrates the kick-offs' zone script shows them in the browser's zone, with
 * the zone named, in the same boxes (no layout shift), match days regrouped where a kick-off crosses
 * midnight; hydration keeps them, without a mismatch.
 * Browsers set to London, New York and Tokyo, in every language, at 360 and 1300 px (both projects).
 */

/** Bundesliga 2024/25 matchday 1 and its opener, Gladbach – Leverkusen, Friday 23 August 2024, 18:30 UTC. */
const ROUND: Record<Lang, string> = {
  de: "/ergebnisse/bundesliga/1-spieltag",
  en: "/en/results/bundesliga/matchday-1",
  it: "/it/risultati/bundesliga/1a-giornata",
};
/** The World Cup 2022 final, Sunday 18 December 2022, 15:00 UTC: midnight in Tokyo. */
const FINAL: Record<Lang, string> = {
  de: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
  en: "/en/results/world-cup-2022/argentina-france/10064",
  it: "/it/risultati/mondiali-2022/argentina-francia/10064",
};

interface Shown {
  /** The opener's kick-off in the round's list. */
  opener: string;
  /** The day heading above the opener. */
  openerDay: string;
  /** The final's kick-off in the match page's facts. */
  final: string;
}

/** What the server renders: the page language's home zone (Berlin, London, Rome) with its name. */
const SERVER: Record<Lang, Shown> = {
  de: { opener: "20:30 MESZ", openerDay: "Fr., 23. Aug. 2024", final: "So., 18. Dez. 2022, 16:00 MEZ" },
  en: { opener: "19:30 BST", openerDay: "Fri, 23 Aug 2024", final: "Sun, 18 Dec 2022, 15:00 GMT" },
  it: { opener: "20:30 CEST", openerDay: "ven 23 ago 2024", final: "dom 18 dic 2022, 16:00 CET" },
};

/**
 * What a visitor's browser shows once hydrated: the zone's local abbreviation where the language or
 * English has one (New York's "EDT" and "EST", London's "BST" in every language), else its offset
 * (Tokyo's "GMT+9"; London's winter "GMT+0" in German and Italian).
 */
const VISITOR: Record<string, Record<Lang, Shown>> = {
  "Europe/London": {
    de: { opener: "19:30 BST", openerDay: "Fr., 23. Aug. 2024", final: "So., 18. Dez. 2022, 15:00 GMT+0" },
    en: { opener: "19:30 BST", openerDay: "Fri, 23 Aug 2024", final: "Sun, 18 Dec 2022, 15:00 GMT" },
    it: { opener: "19:30 BST", openerDay: "ven 23 ago 2024", final: "dom 18 dic 2022, 15:00 GMT+0" },
  },
  "America/New_York": {
    de: { opener: "14:30 EDT", openerDay: "Fr., 23. Aug. 2024", final: "So., 18. Dez. 2022, 10:00 EST" },
    en: { opener: "14:30 EDT", openerDay: "Fri, 23 Aug 2024", final: "Sun, 18 Dec 2022, 10:00 EST" },
    it: { opener: "14:30 EDT", openerDay: "ven 23 ago 2024", final: "dom 18 dic 2022, 10:00 EST" },
  },
  // Past midnight: the Friday opener is Saturday's first match, the Sunday final a Monday one.
  "Asia/Tokyo": {
    de: { opener: "03:30 GMT+9", openerDay: "Sa., 24. Aug. 2024", final: "Mo., 19. Dez. 2022, 00:00 GMT+9" },
    en: { opener: "03:30 GMT+9", openerDay: "Sat, 24 Aug 2024", final: "Mon, 19 Dec 2022, 00:00 GMT+9" },
    it: { opener: "03:30 GMT+9", openerDay: "sab 24 ago 2024", final: "lun 19 dic 2022, 00:00 GMT+9" },
  },
};

/**
 * A layout shift score no one sees: a text re-centred in its box (a longer zone name) counts as a
 * tiny shift in Chromium (measured: 0.0002 on a quiet machine, 0.0022 once in a whole suite's run on
 * a busy one, where the texts change in separate frames); a row that moves by a line scores around
 * 0.01. The boxes that must stay put are compared exactly besides.
 */
const NO_SHIFT = 0.005;
/**
 * A round regrouped by the visitor's days (Tokyo): its rows keep their places, but a day heading
 * relabelled onto another row's line counts as a shift of the heading's box (measured: under 0.005).
 */
const REGROUPED = 0.01;

const opener = (page: Page) => page.locator('.match-row__time[datetime="2024-08-23T18:30:00.000Z"]');
const headingAbove = (time: Locator) => time.locator("xpath=ancestor::section[contains(@class, 'match-day')]//h3");

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of every time on the page's main part, in document order. */
async function timeBoxes(page: Page): Promise<Box[]> {
  return page.locator("main time").evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { x: Math.round(box.x), y: Math.round(box.y + window.scrollY), width: Math.round(box.width), height: Math.round(box.height) };
    }),
  );
}

const CLIENT_ENTRY = /\/assets\/entry\.client-[\w-]+\.js$/;

/**
 * Opens the page with the client entry held back, so the server's layout can be measured in the
 * same browser; `hydrate` lets it through, waits for the hydrated router and lifts the hold, so the
 * same page can open the next one the same way.
 */
async function openUnhydrated(page: Page, path: string): Promise<{ hydrate: () => Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(CLIENT_ENTRY, hold);
  await page.goto(path);
  return {
    hydrate: async () => {
      release();
      await hydrated(page);
      await page.unroute(CLIENT_ENTRY, hold);
    },
  };
}

/** Records layout shifts from the start (the buffered entries) and hydration errors. */
async function watch(page: Page): Promise<{ errors: string[]; layoutShift: () => Promise<number> }> {
  return { errors: consoleProblems(page), layoutShift: await countLayoutShifts(page) };
}

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

/**
 * The checks after hydration for one round page (`ROUND[lang]`), as loaded by `openUnhydrated`. The
 * tests below make them for every language in one page, a step each (the visitor's zone is the
 * context's): every assertion names the page.
 */
async function expectRoundSwitches(page: Page, lang: Lang, timezoneId: string, shown: Shown, layoutShift: () => Promise<number>) {
  const path = ROUND[lang];
  const { hydrate } = await openUnhydrated(page, path);
  await expect(opener(page), `${path}: the visitor's kick-off before hydration`).toHaveText(shown.opener);
  await expect(headingAbove(opener(page)), `${path}: the opener's day before hydration`).toHaveText(shown.openerDay);
  const before = await timeBoxes(page);
  await hydrate();
  await expect(opener(page), `${path}: the visitor's kick-off`).toHaveText(shown.opener);
  await expect(headingAbove(opener(page)), `${path}: the opener's day`).toHaveText(shown.openerDay);
  // Every time of the list names its zone.
  for (const time of await page.locator(".match-row__time").allTextContents()) expect(time, `${path}: a time names its zone`).toMatch(/^\d{2}:\d{2} \S+$/);
  await expect(page.locator(".match-day__date"), `${path}: the day headings`).toHaveCount(3);

  const after = await timeBoxes(page);
  // Across the row (a regrouped list moves rows down or up, never a time within its row).
  const across = (boxes: Box[]) => boxes.map(({ x, width, height }) => ({ x, width, height }));
  expect(across(after), `${path}: the times keep their boxes' place and width`).toEqual(across(before));
  const shift = await layoutShift();
  console.log(`[time zones] ${test.info().project.name} ${timezoneId} ${path}: layout shift ${shift.toFixed(4)}`);
  // In Tokyo the list regroups (Friday's and Saturday's late matches move to the next day's
  // heading), which moves no row: the headings take no line of their own where rows could move in the
  // first screen (a column beside the list from 860 px; on a phone the list starts below it).
  // Elsewhere only texts re-centre in their unchanged boxes.
  expect(shift, `${path}: layout shift`).toBeLessThan(timezoneId === "Asia/Tokyo" ? REGROUPED : NO_SHIFT);
}

async function expectMatchPageSwitches(page: Page, lang: Lang, shown: Shown, layoutShift: () => Promise<number>) {
  const path = FINAL[lang];
  const { hydrate } = await openUnhydrated(page, path);
  await expect(page.locator(".match-facts time"), `${path}: the visitor's kick-off before hydration`).toHaveText(shown.final);
  const before = await timeBoxes(page);
  await hydrate();
  await expect(page.locator(".match-facts time"), `${path}: the visitor's kick-off`).toHaveText(shown.final);
  // The facts' kick-off ends its line: it may grow or shrink, nothing beside or below it moves.
  const place = (boxes: Box[]) => boxes.map(({ x, y, height }) => ({ x, y, height }));
  expect(place(await timeBoxes(page)), `${path}: nothing moves on the match page`).toEqual(place(before));
  expect(await layoutShift(), `${path}: layout shift`).toBeLessThan(NO_SHIFT);
  // The structured data keeps the instant, with its offset.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("\n"), `${path}: the structured data's start`).toContain('"startDate":"2022-12-18T15:00:00.000Z"');
}

for (const [timezoneId, shown] of Object.entries(VISITOR)) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("a round's kick-offs switch to the visitor's zone, named, in the same boxes; a match page's kick-off and date switch, midnight included: in every language", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const { errors, layoutShift } = await watch(page);
      for (const lang of ["de", "en", "it"] as const) {
        await test.step(ROUND[lang], () => expectRoundSwitches(page, lang, timezoneId, shown[lang], layoutShift));
        expect(errors, `${ROUND[lang]}: errors`).toEqual([]);
        await test.step(FINAL[lang], () => expectMatchPageSwitches(page, lang, shown[lang], layoutShift));
        expect(errors, `${FINAL[lang]}: errors`).toEqual([]);
      }
    });
  });
}

/**
 * Other pages that show match days, each with a kick-off past midnight in Tokyo: a team's fixtures
 * (the Friday opener), a knockout round and the bracket (evening kick-offs in Europe).
 */
const OTHER_PAGES = ["/teams/bayer-04-leverkusen", "/en/results/champions-league/round-of-16", "/it/risultati/mondiali-2022/tabellone"];

test.describe("other pages for a visitor in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });
  test("a team's fixtures, a knockout round and the bracket: dates move to Tokyo's day before hydration, nothing else moves", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const { errors, layoutShift } = await watch(page);
    const days = (of: Page) => of.locator("main time, main .team-fixtures__day").allTextContents();
    const withoutJavaScript = await browser.newPage({ javaScriptEnabled: false, timezoneId: "Asia/Tokyo" });
    for (const path of OTHER_PAGES) {
      await test.step(path, async () => {
        await withoutJavaScript.goto(path);
        const server = await days(withoutJavaScript);
        const { hydrate } = await openUnhydrated(page, path);
        await expect(page.locator("html"), `${path}: the zone script ran`).toHaveAttribute("data-kickoff-zone", "Asia/Tokyo");
        const before = await days(page);
        expect(before, `${path}: the days are Tokyo's before hydration`).not.toEqual(server);
        await hydrate();
        expect(await days(page), `${path}: hydration keeps them`).toEqual(before);
        const shift = await layoutShift();
        console.log(`[time zones] ${test.info().project.name} Asia/Tokyo ${path}: layout shift ${shift.toFixed(4)}`);
        expect(shift, `${path}: layout shift`).toBeLessThan(NO_SHIFT);
        expect(errors, `${path}: errors`).toEqual([]);
      });
    }
  });
});

test.describe("a match before kick-off, for a visitor in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });
  // Two hours before the World Cup final: its scoreboard shows the kick-off where the score will be.
  const site = siteForBlock({ RESULTS_CLOCK: "2022-12-18T13:00:00Z", RESULTS_CLOCK_RATE: "1" });

  test("the scoreboard's kick-off switches in place: the teams stay put; the round's row keeps the teams where they were", async ({ page }) => {
    test.setTimeout(60_000);
    const { errors, layoutShift } = await watch(page);
    await test.step("the match page's scoreboard", async () => {
      const scoreboard = page.locator(".scoreboard");
      const boxes = () =>
        scoreboard
          .locator(".scoreboard__team, .scoreboard__score--open")
          .evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      const { hydrate } = await openUnhydrated(page, `${site.origin}${FINAL.en}`);
      await expect(scoreboard.locator("time"), "the scoreboard's kick-off before hydration").toHaveText("00:00 GMT+9");
      const before = await boxes();
      await hydrate();
      await expect(scoreboard.locator("time"), "the scoreboard's visitor kick-off").toHaveText("00:00 GMT+9");
      await expect(scoreboard, "the scoreboard's visitor date").toContainText("Mon, 19 Dec 2022");
      expect(await boxes(), "the scoreboard's teams stay put").toEqual(before);
      expect(await layoutShift(), "the match page's layout shift").toBeLessThan(NO_SHIFT);
      expect(errors, "the match page's errors").toEqual([]);
    });
    await test.step("the round's row", async () => {
      const row = page.locator(".match-row--open");
      const boxes = () =>
        row.locator(".match-row__team, .match-row__result").evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      const { hydrate } = await openUnhydrated(page, `${site.origin}/en/results/world-cup-2022/final`);
      await expect(row.locator(".match-row__pending"), "the row's kick-off before hydration").toHaveText("00:00 GMT+9");
      const before = await boxes();
      await hydrate();
      await expect(row.locator(".match-row__pending"), "the row's visitor kick-off").toHaveText("00:00 GMT+9");
      await expect(page.locator(".match-day__date"), "the round's day heading").toHaveText("Mon, 19 Dec 2022");
      // The day heading changes its text, not its box; the row stays where it was.
      expect(await boxes(), "the row's teams stay put").toEqual(before);
      expect(await layoutShift(), "the round's layout shift").toBeLessThan(NO_SHIFT);
      expect(errors, "the round's errors").toEqual([]);
    });
  });
});

for (const timezoneId of Object.keys(VISITOR)) {
  test.describe(`without JavaScript, a visitor in ${timezoneId}`, () => {
    test.use({ javaScriptEnabled: false, timezoneId });

    test("the server's zone, named, whatever the visitor's: in every language", async ({ page }) => {
      for (const lang of ["de", "en", "it"] as const) {
        await page.goto(ROUND[lang]);
        await expect(opener(page), `${ROUND[lang]}: the opener's kick-off`).toHaveText(SERVER[lang].opener);
        await expect(headingAbove(opener(page)), `${ROUND[lang]}: the opener's day`).toHaveText(SERVER[lang].openerDay);
        await page.goto(FINAL[lang]);
        await expect(page.locator(".match-facts time"), `${FINAL[lang]}: the final's kick-off`).toHaveText(SERVER[lang].final);
      }
    });
  });
}

/**
 * Every page type with kick-offs, on the day of the 2024/25 Bundesliga's last matchday, replayed at
 * 18:00 in Berlin (16:00 UTC): 01:00 on Sunday in Tokyo, noon on Saturday in New York. Each page's
 * every kick-off and match day (`[data-kickoff]`, `<time datetime>` in the main part) reads the
 * visitor's clock and zone before the page hydrates and after; the day page's "Heute" is the
 * visitor's today, and its Serie A evening kick-offs (20:45 in Berlin) say they are on Sunday in Tokyo.
 * (Search results show no kick-offs; the calendars give their instants in UTC to the calendar app.)
 */
const PAGE_TYPES = {
  day: "/ergebnisse/2025-05-17",
  round: "/ergebnisse/serie-a",
  team: "/teams/bayer-04-leverkusen",
  match: "/ergebnisse/serie-a/genoa-cfc-atalanta-bc/4361",
  home: "/",
  player: "/spieler/harry-kane-eng",
  knockout: "/ergebnisse/champions-league/finale",
  bracket: "/ergebnisse/champions-league/turnierbaum",
};

/** Runs in the page: every kick-off's clock and date whose text differs from the visitor's, as "path: text ≠ expected". */
function wrongKickoffs(zone: string): string[] {
  const clock = new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone });
  const homeDate = new Intl.DateTimeFormat("de-DE", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Berlin" });
  const visitorDate = new Intl.DateTimeFormat("de-DE", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: zone });
  const wrong: string[] = [];
  for (const element of document.querySelectorAll("main [data-kickoff], main time[datetime]")) {
    const instant = Date.parse(element.getAttribute("data-kickoff") || element.getAttribute("datetime") || "");
    if (Number.isNaN(instant)) continue;
    const text = element.textContent || "";
    const shown = /(\d\d:\d\d) (\S+)$/.exec(text);
    if (shown && (shown[1] !== clock.format(instant) || /^(MESZ|MEZ)$/.test(shown[2]!))) wrong.push(`${text} ≠ ${clock.format(instant)}`);
    if (homeDate.format(instant) !== visitorDate.format(instant) && text.includes(homeDate.format(instant)))
      wrong.push(`${text} ≠ ${visitorDate.format(instant)}`);
  }
  return wrong;
}

const DAY_PAGE: Record<string, { heading: string; today: string; serieA: RegExp }> = {
  "Europe/London": { heading: "Heute, Samstag, 17. Mai", today: "2025-05-17", serieA: /^19:45 BST$/ },
  "America/New_York": { heading: "Heute, Samstag, 17. Mai", today: "2025-05-17", serieA: /^14:45 EDT$/ },
  "Asia/Tokyo": { heading: "Samstag, 17. Mai", today: "2025-05-18", serieA: /^So 03:45 GMT\+9$/ },
};

/** Counts the page's `Intl.DateTimeFormat`s (`window.dateFormatsMade`): the first loads ICU's zone and date data (ADR 0716). */
function countDateFormats() {
  let made = 0;
  Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
    construct: (target, args) => (made++, Reflect.construct(target, args)),
    apply: (target, self, args) => (made++, Reflect.apply(target, self, args)),
  });
  Object.defineProperty(window, "dateFormatsMade", { get: () => made });
}

test.describe("every page type with kick-offs", () => {
  const site = siteForBlock({ RESULTS_CLOCK: "2025-05-17T16:00:00Z", RESULTS_CLOCK_RATE: "1" });
  for (const [timezoneId, day] of Object.entries(DAY_PAGE)) {
    test.describe(`for a visitor in ${timezoneId}`, () => {
      test.use({ timezoneId });
      test("reads the visitor's clock and days before hydration and after", async ({ page }) => {
        test.setTimeout(90_000);
        const { errors, layoutShift } = await watch(page);
        await page.addInitScript(countDateFormats);
        for (const [type, path] of Object.entries(PAGE_TYPES)) {
          await test.step(`${type}: ${path}`, async () => {
            const { hydrate } = await openUnhydrated(page, site.origin + path);
            await expect.soft(page.locator("html"), `${path}: the zone script ran`).toHaveAttribute("data-kickoff-zone", timezoneId);
            // Before the check below, which makes formats of its own.
            expect
              .soft(await page.evaluate(() => (window as { dateFormatsMade?: number }).dateFormatsMade), `${path}: Intl date formats made before hydration`)
              .toBe(0);
            expect.soft(await page.evaluate(wrongKickoffs, timezoneId), `${path}: kick-offs before hydration`).toEqual([]);
            if (type === "day") {
              await expect.soft(page.locator(".day__heading"), `${path}: the heading`).toHaveText(day.heading);
              await expect.soft(page.locator(`.day-strip__weekday[data-day="${day.today}"]`), `${path}: the visitor's today`).toHaveText("Heute");
              await expect.soft(page.locator(".day-strip__weekday", { hasText: "Heute" }), `${path}: one today`).toHaveCount(1);
              const serieA = page.locator(".day__competition", { hasText: "Serie A" }).locator(".match-links__score--open");
              await expect.soft(serieA.first(), `${path}: a Serie A evening kick-off`).toHaveText(day.serieA);
            }
            await hydrate();
            expect.soft(await page.evaluate(wrongKickoffs, timezoneId), `${path}: kick-offs after hydration`).toEqual([]);
            if (type === "day") {
              await expect.soft(page.locator(".day__heading"), `${path}: the heading after hydration`).toHaveText(day.heading);
              const serieA = page.locator(".day__competition", { hasText: "Serie A" }).locator(".match-links__score--open");
              await expect.soft(serieA.first(), `${path}: a Serie A evening kick-off after hydration`).toHaveText(day.serieA);
            }
            const shift = await layoutShift();
            console.log(`[time zones] ${test.info().project.name} ${timezoneId} ${path}: layout shift ${shift.toFixed(4)}`);
            // The day page's weekday before a kick-off stays within the kick-off's reserved box (0 measured);
            // a round regroups in Tokyo (0.03 measured), as ADR 0008 allows.
            expect.soft(shift, `${path}: layout shift`).toBeLessThan(type === "day" ? NO_SHIFT : type === "round" ? REGROUPED : 0.1);
            expect.soft(errors, `${path}: errors`).toEqual([]);
          });
        }
      });
    });
  }
});

test.describe("a round for a visitor in Berlin, the German pages' home zone", () => {
  test.use({ timezoneId: "Europe/Berlin" });
  test("no zone script, and nothing moves", async ({ page }) => {
    const { errors, layoutShift } = await watch(page);
    const { hydrate } = await openUnhydrated(page, ROUND.de);
    await expect(opener(page), `${ROUND.de}: the opener's kick-off`).toHaveText(SERVER.de.opener);
    await hydrate();
    await expect(page.locator("html"), "no zone script ran").not.toHaveAttribute("data-kickoff-zone", /./);
    expect(await layoutShift(), `${ROUND.de}: layout shift`).toBeLessThan(NO_SHIFT);
    expect(errors, `${ROUND.de}: errors`).toEqual([]);
  });
});
