import { expect, type Page, test } from "@playwright/test";
import { ANY_VIEWPORT, screenshotPath, settle } from "../support/e2e.ts";

/**
 * Full-page screenshots at both project viewports (360 px phone, 1300 px desktop), for people to
 * look at: test-results/screenshots/<project>-<name>.png. No pixel comparison (it would break with
 * every Chromium release); instead what a person would check on them, measured in the page: the
 * main landmark and the page's heading in the first screen and not under the sticky header, the
 * header's entries side by side without overlapping, no text cut off by its box, and nothing
 * overflowing the viewport horizontally.
 */

const SHOTS: { name: string; path: string; status: number; cookieNotice?: boolean }[] = [
  { name: "home-de", path: "/", status: 200, cookieNotice: true },
  { name: "about-de", path: "/ueber-uns", status: 200 },
  { name: "privacy-de", path: "/datenschutz", status: 200 },
  { name: "faq-de", path: "/faq", status: 200 },
  { name: "contact-de", path: "/kontakt", status: 200 },
  { name: "not-found-de", path: "/gibt-es-nicht", status: 404 },
  { name: "home-en", path: "/en", status: 200 },
  { name: "home-it", path: "/it", status: 200 },
  { name: "results-today-de", path: "/ergebnisse", status: 200 },
  { name: "results-day-en", path: "/en/results/2025-05-17", status: 200 },
  { name: "results-day-it", path: "/it/risultati/2025-05-17", status: 200, cookieNotice: true },
];

// The phone project's device pixel ratio (2.75) makes huge, slow PNGs; 1 shows the same layout.
test.use({ deviceScaleFactor: 1 });

/**
 * The pages in three groups, each one test that loads its pages in turn in one tab (a step per page,
 * soft assertions naming it), so a failing page does not hide the others. Whether the cookie notice
 * shows is decided per page load: an init script sets or clears the remembered dismissal by path.
 */
const GROUPS: { title: string; shots: typeof SHOTS }[] = [
  { title: "the home pages and the notice", shots: SHOTS.filter((s) => s.name.startsWith("home-") || s.name === "results-day-it") },
  { title: "the German content pages", shots: SHOTS.filter((s) => ["about-de", "privacy-de", "faq-de", "contact-de", "not-found-de"].includes(s.name)) },
  { title: "the results pages", shots: SHOTS.filter((s) => ["results-today-de", "results-day-en"].includes(s.name)) },
];

test("the groups cover every screenshot once", ANY_VIEWPORT, () => {
  expect(GROUPS.flatMap((g) => g.shots.map((s) => s.name)).sort()).toEqual(SHOTS.map((s) => s.name).sort());
});

for (const group of GROUPS) {
  test(`screenshots of ${group.title}: ${group.shots.map((s) => s.path).join(", ")}`, async ({ page }, testInfo) => {
    // Several loads, each with a full-page screenshot and the measurements.
    test.slow();
    const noticeShownOn = group.shots.filter((shot) => shot.cookieNotice).map((shot) => shot.path);
    await page.addInitScript((paths: string[]) => {
      try {
        if (paths.includes(location.pathname)) localStorage.removeItem("cookie-notice");
        else localStorage.setItem("cookie-notice", "dismissed");
      } catch {
        /* no storage */
      }
    }, noticeShownOn);
    for (const shot of group.shots) {
      await test.step(`${shot.name} (${shot.path})`, () => checkShot(page, shot, testInfo.project.name));
    }
  });
}

/** One page: its full-page screenshot for people, and what a person would check on it (soft, naming the page). */
async function checkShot(page: Page, shot: (typeof SHOTS)[number], projectName: string): Promise<void> {
  const at = `${shot.name} (${shot.path})`;
  const response = await page.goto(shot.path, { waitUntil: "load" });
  expect.soft(response?.status(), `${at}: status`).toBe(shot.status);
  await expect.soft(page.getByRole("heading", { level: 1 }), `${at}: the heading`).toBeVisible();
  if (shot.cookieNotice) await expect.soft(page.locator(".cookie-notice"), `${at}: the cookie notice`).toBeVisible();
  await settle(page);
  const file = screenshotPath(projectName, shot.name);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  await test.info().attach(shot.name, { path: file, contentType: "image/png" });

  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => !el.closest(".visually-hidden, .skip-link") && getComputedStyle(el).position !== "fixed")
      .filter((el) => el.getBoundingClientRect().right > width + 1 || (el.children.length === 0 && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0))
      .slice(-5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()}${el.className ? "." + String(el.className).replace(/ /g, ".") : ""}> "${(el.textContent ?? "").trim().slice(0, 40)}"`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
  expect.soft(overflow.scrollWidth, `${at}: horizontal overflow at ${overflow.width}px: ${overflow.culprits.join(", ")}`).toBeLessThanOrEqual(overflow.width);

  const screen = await firstScreen(page);
  expect.soft(screen.mainTop, `${at}: the main landmark starts in the first screen`).toBeLessThan(screen.height);
  expect.soft(screen.heading.top, `${at}: the heading starts in the first screen`).toBeLessThan(screen.height);
  expect.soft(screen.heading.top, `${at}: the heading starts below the header`).toBeGreaterThanOrEqual(screen.headerBottom - 1);
  expect.soft(screen.headingOnTop, `${at}: nothing lies over the heading`).toBe(true);
  expect.soft(screen.headerOverlaps, `${at}: the header's entries do not overlap`).toEqual([]);
  expect.soft(screen.cutTexts, `${at}: no text is cut off by its box`).toEqual([]);
}

/** What the first screen shows, at the top of the page: measured in the page. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? "." + el.className.trim().replace(/\s+/g, ".") : ""}> "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && !el.closest(".visually-hidden, .skip-link");
    };
    window.scrollTo(0, 0);
    const header = document.querySelector(".site-header")!.getBoundingClientRect();
    const heading = document.querySelector("h1")!;
    const headingBox = heading.getBoundingClientRect();
    // The element painted at the heading's first line, a little inside its start: the heading itself (or its text's element).
    const painted = document.elementFromPoint(headingBox.left + 4, headingBox.top + Math.min(headingBox.height, 24) / 2);

    // The header's entries as shown (links, buttons, the menu's summary, images): no two overlap.
    const entries = [...document.querySelectorAll(".site-header :is(a, button, summary, img)")].filter(shown);
    const boxes = entries.map((el) => el.getBoundingClientRect());
    const headerOverlaps: string[] = [];
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        if (entries[i]!.contains(entries[j]!) || entries[j]!.contains(entries[i]!)) continue;
        const [a, b] = [boxes[i]!, boxes[j]!];
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > 1 && overlapY > 1) headerOverlaps.push(`${describe(entries[i]!)} and ${describe(entries[j]!)}`);
      }
    }

    // Text cut off: an element holding text whose box hides part of it (overflow hidden or clipped).
    const cutTexts = [...document.querySelectorAll("body *")]
      .filter((el) => shown(el) && [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== ""))
      .filter((el) => {
        const style = getComputedStyle(el);
        const hidesX = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
        const hidesY = ["hidden", "clip"].includes(style.overflowY);
        return (hidesX && el.scrollWidth > el.clientWidth + 1) || (hidesY && el.scrollHeight > el.clientHeight + 1);
      })
      .map(describe);

    return {
      height: window.innerHeight,
      mainTop: document.querySelector("main")!.getBoundingClientRect().top,
      headerBottom: header.bottom,
      heading: { top: headingBox.top, bottom: headingBox.bottom },
      headingOnTop: painted !== null && (heading === painted || heading.contains(painted)),
      headerOverlaps,
      cutTexts,
    };
  });
}
