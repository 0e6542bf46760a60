import { expect, test } from "@playwright/test";
import { DESKTOP_ONLY, siteForBlock } from "../support/e2e.ts";

/**
 * The live minute counts like a clock, also in the server's markup (a reload, a visitor without
 * JavaScript): the replay runs at four times real time from 90+1' of the Saturday's matches, so each
 * minute of stoppage lasts 15 s; the round is read again every second for 45 s, and Leipzig–Bochum's
 * minute must pass 90+2', 90+3', 90+4' one by one. A page showing a match in play may be 10 s old
 * (its Cache-Control: s-maxage=5, stale-while-revalidate=5) and the results answer under it 2 s: the
 * minute skips none; the answers' own lifetimes (a minute for a round) held it still before.
 */
test.describe("stoppage time during a replay, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const site = siteForBlock({ RESULTS_CLOCK: "2024-08-24T15:17:30Z", RESULTS_CLOCK_RATE: "4" });

  test("the round's minute counts 90+2', 90+3', 90+4' on every reload", DESKTOP_ONLY, async ({ page }) => {
    test.slow();
    const minute = page.locator(".match-row", { hasText: "Bochum" }).locator(".match-row__status");
    const seen: string[] = [];
    const end = Date.now() + 45_000;
    while (Date.now() < end) {
      await page.goto(`${site.origin}/ergebnisse/bundesliga`);
      if ((await minute.count()) === 0 || !(await page.locator(".match-row--live", { hasText: "Bochum" }).count())) break;
      const text = (await minute.innerText()).trim();
      if (seen.at(-1) !== text) seen.push(text);
      // A sleep: the reloads sample a clock that runs, once a second (see above).
      await page.waitForTimeout(1000);
    }
    const stoppage = seen.filter((m) => /^90\+\d+'$/.test(m)).map((m) => Number(/\+(\d+)/.exec(m)![1]));
    expect(stoppage.length, `the minutes seen: ${seen.join(", ")}`).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < stoppage.length; i++) expect(stoppage[i]! - stoppage[i - 1]!, `the minutes seen: ${seen.join(", ")}`).toBe(1);
  });
});
