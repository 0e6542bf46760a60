import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, type Lang, siteForBlock } from "../support/e2e.ts";

/**
 * The 2022 World Cup final's scoreboard while it goes beyond 90 minutes, replayed (RESULTS_CLOCK,
 * ADR 0110; kick-off 15:00 UTC, 2:2 after 90 minutes, 3:3 after extra time, 4:2 on penalties): the
 * break before extra time says so, extra time is "Verlängerung" with its minute and the score after
 * 90 minutes under it (not the half-time score), and the shoot-out shows its running count. Rate 1:
 * each moment's text holds for minutes after its clock.
 */

const FINAL: Record<Lang, string> = {
  de: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
  en: "/en/results/world-cup-2022/argentina-france/10064",
  it: "/it/risultati/mondiali-2022/argentina-francia/10064",
};

interface Moment {
  name: string;
  /** Normal time ends 112 minutes after kick-off (16:52), extra time begins at 16:57, the shoot-out at 17:30. */
  clock: string;
  status: Record<Lang, RegExp>;
  under: Record<Lang, string>;
}

const MOMENTS: Moment[] = [
  {
    name: "in the break before extra time",
    clock: "2022-12-18T16:52:05Z",
    status: { de: /^Pause vor der Verlängerung$/, en: /^Break before extra time$/, it: /^Pausa prima dei supplementari$/ },
    under: { de: "Halbzeit 2:0", en: "Half-time 2-0", it: "Primo tempo 2-0" },
  },
  {
    // 16:57 is the 91st minute: from 17:00:05 the 94th to the 97th while the test runs.
    name: "in extra time",
    clock: "2022-12-18T17:00:05Z",
    status: { de: /^Verlängerung 9\d'$/, en: /^Extra time 9\d'$/, it: /^Tempi supplementari 9\d'$/ },
    under: { de: "nach 90 Min. 2:2", en: "after 90 min 2-2", it: "al 90' 2-2" },
  },
  {
    name: "in its shoot-out",
    clock: "2022-12-18T17:37:05Z",
    status: { de: /^Elfmeterschießen 4:2$/, en: /^Penalties 4-2$/, it: /^Rigori 4-2$/ },
    under: { de: "nach 90 Min. 2:2", en: "after 90 min 2-2", it: "al 90' 2-2" },
  },
];

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

for (const moment of MOMENTS) {
  test.describe(`the final ${moment.name}`, () => {
    const site = siteForBlock({ RESULTS_CLOCK: moment.clock, RESULTS_CLOCK_RATE: "1" });
    test(`its scoreboard says so, in every language`, ANY_VIEWPORT, async ({ page }) => {
      for (const lang of ["de", "en", "it"] as const) {
        await test.step(FINAL[lang], async () => {
          await page.goto(site.origin + FINAL[lang]);
          await expect.soft(page.locator(".scoreboard__status--live"), `${FINAL[lang]}: the status`).toHaveText(moment.status[lang]);
          await expect.soft(page.locator(".scoreboard__halftime"), `${FINAL[lang]}: the line under it`).toHaveText(moment.under[lang]);
        });
      }
    });
  });
}
