// axe-core (WCAG 2.0/2.1/2.2 A and AA) in Chromium at phone and desktop widths.
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../chromium.ts";

export const WIDTHS = [
  { name: "360", viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  { name: "1300", viewport: { width: 1300, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
];
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export async function auditAxe(origin, pages, { chromePath = "/usr/bin/chromium" } = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_FLAGS,
  });
  const findings = [];
  const perPage = [];
  try {
    // Both widths side by side (one browser context each).
    await Promise.all(
      WIDTHS.map(async (width) => {
        const { name, ...contextOptions } = width;
        const context = await browser.newContext({ ...contextOptions, reducedMotion: "reduce" });
        const page = await context.newPage();
        for (const target of pages) {
          let violations = 0;
          try {
            await page.goto(origin + target.path, { waitUntil: "load" });
            // Let hydration finish so the audited DOM is what a visitor gets.
            await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => {});
            const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
            for (const violation of results.violations) {
              for (const node of violation.nodes) {
                violations++;
                findings.push({
                  rule: violation.id,
                  impact: violation.impact ?? node.impact ?? "",
                  page: target.path,
                  type: target.type,
                  lang: target.lang,
                  width: name,
                  target: node.target.map(String).join(" "),
                  summary: (node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 300),
                  html: node.html.slice(0, 200),
                });
              }
            }
          } catch (error) {
            violations++;
            findings.push({
              rule: "audit-error",
              impact: "error",
              page: target.path,
              type: target.type,
              lang: target.lang,
              width: name,
              target: "",
              summary: String(error).slice(0, 300),
              html: "",
            });
          }
          perPage.push({ ...target, width: name, violations });
        }
        await context.close();
      }),
    );
  } finally {
    await browser.close();
  }
  const order = (f) => `${f.lang} ${f.type} ${f.width}`;
  findings.sort((a, b) => order(a).localeCompare(order(b)));
  return { findings, perPage };
}
