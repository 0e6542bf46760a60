import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const base = "http://localhost:3299";
const pages = [["search-de", "/suche?q=Bayern"], ["search-empty-en", "/en/search"], ["player-en", "/en/players/harry-kane-eng"], ["player-it", "/it/giocatori/kylian-mbappe-fra"], ["home-de", "/"], ["match-de", "/ergebnisse/wm-2022"]];
for (const width of [360, 1300]) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
  await context.addInitScript(() => localStorage.setItem("cookie-notice", "dismissed"));
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(600);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(width, name, "overflow", overflow);
    await page.screenshot({ path: `/tmp/x/shot-${width}-${name}.png`, fullPage: false });
  }
  // suggestions
  if (width === 1300) {
    await page.goto(base + "/");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.locator(".search-form--header input").click();
    await page.keyboard.type("mbape", { delay: 50 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/x/shot-${width}-suggest.png` });
  }
  await context.close();
}
await browser.close();
