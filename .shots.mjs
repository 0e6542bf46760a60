import { chromium } from "@playwright/test";
const base = "http://localhost:3300";
const [, , ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [360, 1300]) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 800 : 900 }, javaScriptEnabled: true });
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(base + p);
    const name = p.replace(/[^a-z0-9]+/gi, "_") || "root";
    await page.screenshot({ path: `/tmp/h27a/shots/${name}-${width}.png`, fullPage: process.env.FULL === "1" });
    const sw = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    console.log(p, width, "scrollWidth", sw);
  }
  await context.close();
}
await browser.close();
