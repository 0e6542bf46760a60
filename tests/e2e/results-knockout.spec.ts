import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  ANY_VIEWPORT,
  DESKTOP_ONLY,
  dismissCookieNoticeUpFront,
  hydrated,
  siteForBlock,
  type Lang,
  axeBuilder,
  wordsBrokenAcrossLines,
} from "../support/e2e.ts";

/**
 * Knockout ties and the bracket against the production build and its embedded backend
 * (openfootball data), at 360 px ("phone") and 1300 px ("desktop"), in German, English and Italian:
 * the Champions League 2024/25 round of 16 paired with aggregates, the bracket of the World Cup 2022
 * and of the DFB-Pokal (also without JavaScript), the bracket tab, and an axe scan of each page type.
 */

interface Case {
  lang: Lang;
  roundOf16: string;
  /** PSG–Liverpool: 1:1 on aggregate, PSG through 4:1 on penalties at Anfield. */
  psg: { aggregate: string; decider: string; through: string; legs: [string, string] };
  /** Real Madrid–Atlético: 2:2, Real through 4:2 on penalties; Bayern–Leverkusen 5:0. */
  real: { aggregate: string; decider: string };
  bayern: { aggregate: string };
  matchPath: RegExp;
  bracket: {
    wc2022: string;
    dfb: string;
    tab: string;
    stages: string[];
    final: { teams: [string, string]; winnerText: string; decider: string; href: string };
  };
  teams: string;
}

const CASES: Case[] = [
  {
    lang: "de",
    roundOf16: "/ergebnisse/champions-league/achtelfinale",
    psg: { aggregate: "Gesamt 1:1", decider: "4:1 i. E.", through: "weiter", legs: ["Hinspiel", "Rückspiel"] },
    real: { aggregate: "Gesamt 2:2", decider: "4:2 i. E." },
    bayern: { aggregate: "Gesamt 5:0" },
    matchPath: /\/ergebnisse\/champions-league\/[a-z0-9-]+\/\d+$/,
    bracket: {
      wc2022: "/ergebnisse/wm-2022/turnierbaum",
      dfb: "/ergebnisse/dfb-pokal/turnierbaum",
      tab: "Turnierbaum",
      stages: ["Achtelfinale", "Viertelfinale", "Halbfinale", "Finale", "Spiel um Platz 3"],
      final: {
        teams: ["argentinien", "frankreich"],
        winnerText: "Sieger",
        decider: "n. V., 4:2 i. E.",
        href: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
      },
    },
    teams: "/teams/",
  },
  {
    lang: "en",
    roundOf16: "/en/results/champions-league/round-of-16",
    psg: { aggregate: "agg. 1-1", decider: "4-1 on pens", through: "through", legs: ["1st leg", "2nd leg"] },
    real: { aggregate: "agg. 2-2", decider: "4-2 on pens" },
    bayern: { aggregate: "agg. 5-0" },
    matchPath: /\/en\/results\/champions-league\/[a-z0-9-]+\/\d+$/,
    bracket: {
      wc2022: "/en/results/world-cup-2022/bracket",
      dfb: "/en/results/dfb-pokal/bracket",
      tab: "Bracket",
      stages: ["Round of 16", "Quarter-finals", "Semi-finals", "Final", "Third-place play-off"],
      final: {
        teams: ["argentina", "france"],
        winnerText: "winner",
        decider: "a.e.t., 4-2 on pens",
        href: "/en/results/world-cup-2022/argentina-france/10064",
      },
    },
    teams: "/en/teams/",
  },
  {
    lang: "it",
    roundOf16: "/it/risultati/champions-league/ottavi-di-finale",
    psg: { aggregate: "tot. 1-1", decider: "4-1 d.c.r.", through: "qualificata", legs: ["Andata", "Ritorno"] },
    real: { aggregate: "tot. 2-2", decider: "4-2 d.c.r." },
    bayern: { aggregate: "tot. 5-0" },
    matchPath: /\/it\/risultati\/champions-league\/[a-z0-9-]+\/\d+$/,
    bracket: {
      wc2022: "/it/risultati/mondiali-2022/tabellone",
      dfb: "/it/risultati/coppa-di-germania/tabellone",
      tab: "Tabellone",
      stages: ["Ottavi di finale", "Quarti di finale", "Semifinali", "Finale", "Finale per il terzo posto"],
      final: {
        teams: ["argentina", "francia"],
        winnerText: "vincitrice",
        decider: "d.t.s., 4-2 d.c.r.",
        href: "/it/risultati/mondiali-2022/argentina-francia/10064",
      },
    },
    teams: "/it/squadre/",
  },
];

const isPhone = () => test.info().project.name === "phone";

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

/** The tie on a round page whose pairing links the team with this slug. */
const tieOf = (page: Page, teamsPath: string, slug: string) =>
  page.locator(".ko-tie").filter({ has: page.locator(`.ko-tie__pairing a[href="${teamsPath}${slug}"]`) });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every visible team name fits its box and no word of it breaks across lines. */
async function expectNamesFit(names: Locator) {
  const overflowing = await names.evaluateAll((elements) =>
    elements.flatMap((element) =>
      element instanceof HTMLElement && element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1
        ? [`"${element.textContent}" overflows: ${element.scrollWidth} > ${element.clientWidth}`]
        : [],
    ),
  );
  const broken = (await wordsBrokenAcrossLines(names)).map((word) => `"${word}" breaks inside the word`);
  expect([...overflowing, ...broken]).toEqual([]);
}

/** Soft, naming the page: the merged scan test goes on to its other pages. */
async function expectNoAxeViolations(page: Page, where: string) {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect
    .soft(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`),
      `${where}: axe`,
    )
    .toEqual([]);
}

const centreY = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height / 2;
};

for (const c of CASES) {
  test.describe(c.lang, () => {
    test(
      `${c.lang}: Champions League round of 16 — both legs paired, aggregates, who went through and how; its bracket tab and legs`,
      ANY_VIEWPORT,
      async ({ page }) => {
        expect((await page.goto(c.roundOf16))?.status()).toBe(200);
        const ties = page.locator(".ko-tie");
        await expect(ties).toHaveCount(8);
        for (const tie of await ties.all()) await expect(tie.locator(".ko-tie__legs > li")).toHaveCount(2);

        const psg = tieOf(page, c.teams, "paris-saint-germain-fc");
        await expect(psg.locator(".ko-tie__aggregate-score")).toHaveText(c.psg.aggregate);
        await expect(psg.locator(".ko-tie__decider")).toHaveText(c.psg.decider);
        // PSG went through: bold, with a ✓ whose words screen readers read; Liverpool did not.
        const through = psg.locator(".ko-tie__team--through");
        await expect(through).toHaveCount(1);
        await expect(through.locator(`a[href="${c.teams}paris-saint-germain-fc"]`)).toBeVisible();
        await expect(through.locator(".ko-through .visually-hidden")).toHaveText(c.psg.through);
        expect(await through.locator(".team__name").evaluate((el) => getComputedStyle(el).fontWeight)).toBe("700");
        // The legs as played: in Paris 0:1, at Anfield 0:1 after extra time; each links to its match page.
        const legs = psg.locator(".ko-leg");
        await expect(legs.locator(".ko-leg__label")).toHaveText(c.psg.legs);
        await expect(legs.locator(".ko-leg__score")).toHaveText([/^0.1$/, /^0.1$/]);
        await expect(legs.nth(1).locator(".ko-leg__team--home")).toContainText("Liverpool");
        for (const leg of await legs.all()) expect(await leg.getAttribute("href")).toMatch(c.matchPath);

        const real = tieOf(page, c.teams, "real-madrid-cf");
        await expect(real.locator(".ko-tie__aggregate-score")).toHaveText(c.real.aggregate);
        await expect(real.locator(".ko-tie__decider")).toHaveText(c.real.decider);
        const bayern = tieOf(page, c.teams, "fc-bayern-muenchen");
        await expect(bayern.locator(".ko-tie__aggregate-score")).toHaveText(c.bayern.aggregate);
        await expect(bayern.locator(".ko-tie__decider")).toHaveCount(0);

        await expectNoHorizontalScroll(page);
        await expectNamesFit(page.locator(".ko-tie .team__name"));
        // The round page's links, from the same load: the bracket tab, and a leg (after going back to the round).
        await test.step("the bracket tab shows for cups and tournaments, not for leagues", async () => {
          const tab = page.locator(".tabs a", { hasText: c.bracket.tab });
          await expect(tab).toHaveCount(1);
          await tab.click();
          await expect(page).toHaveURL(/\/(turnierbaum|bracket|tabellone)$/);
          await expect(page.locator('.tabs a[aria-current="page"]')).toHaveText(c.bracket.tab);
          await page.goBack();
          await expect(page).toHaveURL(new RegExp(`${c.roundOf16}$`));
        });
        await test.step("a leg opens its match page", async () => {
          await legs.first().click();
          await expect(page).toHaveURL(c.matchPath);
        });
        await test.step("a league has no bracket tab", async () => {
          await page.goto(c.roundOf16.replace(/champions-league\/.*$/, "bundesliga"));
          await expect(page.locator(".tabs a", { hasText: c.bracket.tab })).toHaveCount(0);
        });
      },
    );
  });
}

test.describe("the bracket without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const c of CASES) {
    test(`${c.lang}: World Cup 2022 — stages, the final decided on penalties, columns or stacked`, async ({ page }) => {
      expect((await page.goto(c.bracket.wc2022))?.status()).toBe(200);
      await expect(page.locator(".ko-bracket h3")).toHaveText(c.bracket.stages);
      await expect(page.locator(".bracket__slot")).toHaveCount(8 + 4 + 2 + 1);

      const final = page.locator("#stage-final").locator("xpath=..").locator(".ko-card");
      await expect(final).toHaveCount(1);
      await expect(final.locator(".ko-card__team").first().locator("a")).toHaveAttribute("href", `${c.teams}${c.bracket.final.teams[0]}`);
      await expect(final.locator(".ko-card__team--through .visually-hidden")).toHaveText(c.bracket.final.winnerText);
      await expect(final.locator(".ko-card__goals")).toHaveText(["3", "3"]);
      await expect(final.locator(".ko-card__decider")).toContainText(c.bracket.final.decider);
      await expect(final.locator(".ko-card__legs a")).toHaveAttribute("href", c.bracket.final.href);

      // The first quarter-final is fed by the first two round-of-16 ties: Netherlands–USA and Argentina–Australia.
      const roundOf16 = page.locator("#stage-round-of-16").locator("xpath=..").locator(".bracket__slot");
      const quarterFinals = page.locator("#stage-quarter-finals").locator("xpath=..").locator(".bracket__slot");
      await expect(quarterFinals.first().locator(".ko-card__team a").first()).toHaveAttribute(
        "href",
        new RegExp(`${c.teams}(niederlande|netherlands|paesi-bassi)$`),
      );

      const first = (await roundOf16.first().boundingBox())!;
      const finalBox = (await final.boundingBox())!;
      if (isPhone()) {
        // Stacked: every stage below the one before, in the page's width.
        expect(finalBox.y).toBeGreaterThan(first.y + first.height);
        expect(Math.abs(finalBox.x - first.x)).toBeLessThan(2);
        await expect(page.locator(".bracket__lane").first()).toBeHidden();
      } else {
        // Columns: the final to the right, each quarter-final centred beside the two ties that fed it.
        expect(finalBox.x).toBeGreaterThan(first.x + first.width);
        await expect(page.locator(".bracket__lane").first()).toBeVisible();
        const fed = ((await centreY(roundOf16.nth(0))) + (await centreY(roundOf16.nth(1)))) / 2;
        expect(Math.abs((await centreY(quarterFinals.nth(0))) - fed)).toBeLessThan(2);
      }
      await expectNoHorizontalScroll(page);
      await expectNamesFit(page.locator(".ko-card .team__name"));
    });

    test(`${c.lang}: DFB-Pokal — the first round as a list, then the tree in bracket order`, ANY_VIEWPORT, async ({ page }) => {
      expect((await page.goto(c.bracket.dfb))?.status()).toBe(200);
      // 32 first-round ties are more than a column holds: a list before the tree.
      await expect(page.locator(".ko-stage").first().locator(".ko-card")).toHaveCount(32);
      await expect(page.locator(".bracket__stage")).toHaveCount(5);
      const column = (id: string) => page.locator(`#${id}`).locator("xpath=..").locator(".bracket__slot");
      // Bielefeld's path along the top of the bracket, Stuttgart's along the bottom half, and the final.
      for (const id of ["stage-round-2", "stage-round-of-16", "stage-quarter-finals", "stage-semi-finals", "stage-final"]) {
        await expect(column(id).first().locator(".ko-card__team").first().locator("a")).toHaveAttribute("href", `${c.teams}arminia-bielefeld`);
      }
      await expect(column("stage-final").locator(".ko-card__team--through a")).toHaveAttribute("href", `${c.teams}vfb-stuttgart`);
      await expect(column("stage-round-2")).toHaveCount(16);
      await expectNoHorizontalScroll(page);
      await expectNamesFit(page.locator(".ko-card .team__name"));
    });
  }
});

// axe runs in the page, so these scans run with JavaScript (the markup is the same server-rendered one).
// One test for the four scans (a page of each type in turn), each page named in its step and assertion.
test("axe on the round of 16 and three brackets; a league's bracket URL answers with the empty state", async ({ page }) => {
  // Four loads, each scanned by axe.
  test.slow();
  await test.step("/en/results/champions-league/round-of-16", async () => {
    await page.goto("/en/results/champions-league/round-of-16");
    await expect(page.locator(".ko-tie")).toHaveCount(8);
    await expectNoAxeViolations(page, "/en/results/champions-league/round-of-16");
  });
  for (const path of ["/ergebnisse/wm-2022/turnierbaum", "/en/results/dfb-pokal/bracket", "/it/risultati/champions-league/tabellone"]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator(".ko-card").first()).toBeVisible();
      await expectNoAxeViolations(page, path);
    });
  }
  await test.step("a league's and an unknown competition's bracket URL", async () => {
    expect.soft((await page.goto("/ergebnisse/bundesliga/turnierbaum"))?.status(), "/ergebnisse/bundesliga/turnierbaum").toBe(200);
    await expect.soft(page.locator(".empty-state"), "/ergebnisse/bundesliga/turnierbaum").toHaveText("Für diesen Wettbewerb gibt es keinen Turnierbaum.");
    expect.soft((await page.goto("/ergebnisse/gibt-es-nicht/turnierbaum"))?.status(), "/ergebnisse/gibt-es-nicht/turnierbaum").toBe(404);
  });
});

test("the Champions League's play-off first legs show the ties paired too", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/ergebnisse/champions-league/play-offs-hinspiele");
  await expect(page.locator(".ko-tie")).toHaveCount(8);
  // Brest–PSG: Brest at home in the first leg, so the aggregate reads from Brest's side.
  await expect(tieOf(page, "/teams/", "paris-saint-germain-fc").locator(".ko-tie__aggregate-score")).toHaveText("Gesamt 0:10");
});

/**
 * The bracket follows a match in play: a server of its own replays the 2022 World Cup final from the
 * 72nd minute (2:0) at 20 replay minutes a real minute (ADR 0110), so Mbappé's goals in the 80th and
 * 81st minute arrive about 25 s after the start. The final's box shows the live score and minute as
 * rendered, then the goals without a reload, in each language.
 */
test.describe("the bracket during a replay", () => {
  test.describe.configure({ mode: "serial" });
  const site = siteForBlock({ RESULTS_CLOCK: "2022-12-18T16:27:00Z", RESULTS_CLOCK_RATE: "20" });

  const FINALS = [
    { lang: "de", path: "/ergebnisse/wm-2022/turnierbaum" },
    { lang: "en", path: "/en/results/world-cup-2022/bracket" },
    { lang: "it", path: "/it/risultati/mondiali-2022/tabellone" },
  ];

  test("the final's box shows the live score and minute, and the goals as they fall", DESKTOP_ONLY, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const contexts = await Promise.all(FINALS.slice(1).map(() => browser.newContext({ viewport: page.viewportSize() })));
    try {
      const pages = [page, ...(await Promise.all(contexts.map((context) => context.newPage())))];
      await Promise.all(
        FINALS.map((c, i) =>
          test.step(c.lang, async () => {
            const tab = pages[i]!;
            const response = await tab.goto(site.origin + c.path);
            expect(response?.headers()["cache-control"], "a bracket with a match in play is kept for seconds").toMatch(/s-maxage=\d,/);
            const card = tab.locator('section[aria-labelledby="stage-final"] .ko-card');
            const goals = card.locator(".ko-card__goals");
            // As rendered: 2:0 and the minute, no date.
            await expect(goals).toHaveText(["2", "0"]);
            await expect(card.locator(".ko-card__legs")).toHaveText(/^\d{2}'/);
            await hydrated(tab);
            // Then without a reload: France's goals.
            await expect(goals.last()).not.toHaveText("0", { timeout: 45_000 });
            await expect(card.locator(".ko-card__legs")).toHaveText(/^(8\d|9\d|90\+\d+)'/);
          }),
        ),
      );
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
