import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { SUGGESTION_DELAY_MS } from "#app/components/layout/suggestions.ts";
import { cssChannels, luminance } from "../support/colour.ts";
import { axeBuilder, dismissCookieNoticeUpFront, DESKTOP_ONLY, hydrated, type Lang, screenshotPath } from "../support/e2e.ts";

/**
 * The header search's suggestions (app/components/layout/HeaderSuggestions.tsx, ADR 0009) at 360 and
 * 1300 px: the chunk arrives on the first focus, a few hits of each kind show grouped as links under
 * the field as one types, the ARIA combobox pattern with a live count, the keyboard (arrows, Enter,
 * Escape), targets of at least 24 px, readable in dark colours, axe with every rule; the answers are
 * asked for once typing pauses, and an older answer never replaces a newer one. Without JavaScript
 * the field is the GET form to the search page it always was.
 */

const HOME: Record<Lang, string> = { de: "/", en: "/en", it: "/it" };
const FIELD_NAME: Record<Lang, string> = { de: "Suche", en: "Search", it: "Cerca" };
const BUTTON_NAME: Record<Lang, string> = { de: "Website durchsuchen", en: "Search the site", it: "Cerca nel sito" };
const TEAMS: Record<Lang, string> = { de: "Teams", en: "Teams", it: "Squadre" };
const COUNT: Record<Lang, RegExp> = { de: /^\d+ Vorschläge$/, en: /^\d+ suggestions$/, it: /^\d+ suggerimenti$/ };
const TEAM_URL: Record<Lang, string> = { de: "/teams/fc-bayern-muenchen", en: "/en/teams/fc-bayern-muenchen", it: "/it/squadre/fc-bayern-muenchen" };
const SEARCH_PAGE: Record<Lang, string> = { de: "/suche", en: "/en/search", it: "/it/cerca" };
const SUGGESTIONS = /\/(suche\/vorschlaege|en\/search\/suggestions|it\/cerca\/suggerimenti)\?/;

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1100;

/** The header's field, opened first on a phone (its icon opens it once the page is hydrated). */
async function headerField(page: Page, lang: Lang): Promise<Locator> {
  const form = page.getByRole("search", { name: BUTTON_NAME[lang] });
  const field = form.locator("input");
  if (isPhone(page)) {
    await expect(field).toBeHidden();
    await form.getByRole("button", { name: BUTTON_NAME[lang] }).click();
  } else await field.click();
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  return field;
}

async function openAt(page: Page, lang: Lang, path = HOME[lang]) {
  await page.goto(path);
  await hydrated(page);
  return headerField(page, lang);
}

for (const lang of ["de", "en", "it"] as const) {
  test(`${lang}: suggestions as one types, grouped links, the combobox pattern, keyboard to a team`, async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/HeaderSuggestions-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(HOME[lang]);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // Not part of the first load: the chunk comes with the first focus.
    expect(chunks).toEqual([]);
    const field = await headerField(page, lang);
    await expect.poll(() => chunks.length).toBe(1);

    await expect(field).toHaveAccessibleName(FIELD_NAME[lang]);
    await field.pressSequentially("Bayern", { delay: 30 });
    const list = page.getByRole("listbox");
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute("role", "combobox");
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).toHaveAttribute("aria-autocomplete", "list");
    expect(await field.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
    const teams = list.getByRole("group", { name: TEAMS[lang] });
    await expect(teams.getByRole("option").first()).toHaveAttribute("href", TEAM_URL[lang]);
    // Each kind a few hits, and last the link to all results.
    const groups = await list.getByRole("group").count();
    expect(groups).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < groups; i++) expect(await list.getByRole("group").nth(i).getByRole("option").count()).toBeLessThanOrEqual(3);
    await expect(list.getByRole("option").last()).toHaveAttribute("href", `${SEARCH_PAGE[lang]}?q=Bayern`);
    // The live count.
    await expect(page.locator(".header-suggestions [role=status]")).toHaveText(COUNT[lang]);

    // Targets of 24 px at least (44 here), inside the screen.
    const width = page.viewportSize()!.width;
    for (const option of await list.getByRole("option").all()) {
      const box = (await option.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: screenshotPath(test.info().project.name, `search-suggestions-${lang}`) });

    // Arrow keys move the active option (focus stays in the field); Enter follows it.
    await field.press("ArrowDown");
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await field.press("ArrowUp");
    await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
    await field.press("ArrowDown");
    await expect(field).toBeFocused();
    await field.press("Enter");
    await expect(page).toHaveURL(TEAM_URL[lang]);
    // On the new page the list is gone and the field empty (a phone's closed again).
    await expect(page.getByRole("listbox")).toBeHidden();
    if (isPhone(page)) await expect(field).toBeHidden();
    else await expect(field).toHaveValue("");
  });
}

test("axe finds nothing with every rule while the suggestions are open, in every language", async ({ page }) => {
  // Three loads, each scanned by axe.
  test.slow();
  for (const lang of ["de", "en", "it"] as const) {
    await test.step(HOME[lang], async () => {
      const field = await openAt(page, lang);
      await field.pressSequentially("Inter", { delay: 30 });
      await expect(page.getByRole("listbox")).toBeVisible();
      await field.press("ArrowDown");
      const results = await axeBuilder(page).analyze();
      expect
        .soft(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          `${HOME[lang]}: axe with the suggestions open`,
        )
        .toEqual([]);
    });
  }
});

test.describe("in dark colours", () => {
  test.use({ colorScheme: "dark" });

  test("the field's text and the suggestions are readable; axe finds nothing", async ({ page }) => {
    const field = await openAt(page, "de");
    await field.pressSequentially("Kane", { delay: 30 });
    await expect(page.getByRole("listbox")).toBeVisible();
    const [text, background] = await field.evaluate((input) => {
      const style = getComputedStyle(input);
      return [style.color, style.backgroundColor];
    });
    const [light, dark] = [luminance(cssChannels(text)), luminance(cssChannels(background))].sort((a, b) => b - a);
    expect((light! + 0.05) / (dark! + 0.05), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: screenshotPath(test.info().project.name, "search-suggestions-dark") });
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test("Escape closes the list, then on a phone the field; Enter with nothing chosen opens the search page", async ({ page }) => {
  const field = await openAt(page, "en");
  await field.pressSequentially("Kane", { delay: 30 });
  await expect(page.getByRole("listbox")).toBeVisible();
  await field.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).toHaveValue("Kane");
  if (isPhone(page)) {
    await field.press("Escape");
    await expect(field).toBeHidden();
    await expect(page.getByRole("button", { name: BUTTON_NAME.en })).toBeFocused();
    await page.getByRole("button", { name: BUTTON_NAME.en }).click();
    await expect(field).toBeFocused();
  }
  // The arrow key opens the list again.
  await field.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  await field.press("Escape");
  await field.press("Enter");
  await expect(page).toHaveURL("/en/search?q=Kane");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

/** Resolves once a request whose URL matches has ended, answered or aborted by the page (no fixed wait for it). */
function requestSettled(page: Page, matches: (url: string) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const ended = (request: Request) => {
      if (matches(request.url())) resolve();
    };
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
  });
}

test("asks once typing pauses, and an older answer never replaces a newer one", async ({ page }) => {
  const asked: string[] = [];
  let releaseFirst: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route(SUGGESTIONS, async (route) => {
    const query = new URL(route.request().url()).searchParams.get("q") ?? "";
    asked.push(query);
    if (asked.length === 1) {
      // The first answer comes late, after the second: it names a team that must never show.
      await firstHeld;
      await route
        .fulfill({ json: { query, groups: [{ kind: "team", hits: [{ title: "Stale United", detail: "", url: "/teams/stale" }] }], total: 1 } })
        .catch(() => undefined);
      return;
    }
    const response = await route.fetch();
    await route.fulfill({ response });
    releaseFirst();
  });
  const staleAnswered = requestSettled(page, (url) => new URL(url).searchParams.get("q") === "Bayern");
  // The page's timers run on a clock the test moves: the pause between keys is what the test says,
  // however long a busy machine takes to deliver them.
  await page.clock.install();
  const field = await openAt(page, "de");
  // The suggestions' chunk (loaded on the first focus) has mounted: their pause would otherwise start
  // on a clock already stopped, and never end. What was typed before it came counts even so.
  await expect(field).toHaveAttribute("aria-autocomplete", "list");
  await page.clock.pauseAt(Date.now() + 60_000);
  // Typed in one go: one request for the whole word, not one per key.
  await field.pressSequentially("Bayern");
  await page.clock.runFor(SUGGESTION_DELAY_MS);
  await expect.poll(() => asked).toEqual(["Bayern"]);
  // More typing while that answer is held: the newer text is asked about, and its answer shows.
  await field.pressSequentially(" München");
  await page.clock.runFor(SUGGESTION_DELAY_MS);
  await expect.poll(() => asked).toEqual(["Bayern", "Bayern München"]);
  await page.clock.resume();
  const list = page.getByRole("listbox");
  await expect(list.getByRole("option").first()).toHaveAttribute("href", TEAM_URL.de);
  // The held answer has arrived (released once the newer one was answered) and the page has had a task
  // to handle it: it is not shown.
  await staleAnswered;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await expect(list).not.toContainText("Stale United");
});

test("a failing or refused answer shows no suggestions and no error; the form still submits", async ({ page }) => {
  await page.route(SUGGESTIONS, (route) => route.fulfill({ status: 503, json: { query: "", groups: [], total: 0 } }));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const field = await openAt(page, "it");
  const refused = requestSettled(page, (url) => SUGGESTIONS.test(url));
  await field.pressSequentially("Roma", { delay: 30 });
  // The refused answer has arrived and the page has had a task to handle it.
  await refused;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await expect(page.getByRole("listbox")).toBeHidden();
  expect(errors).toEqual([]);
  await field.press("Enter");
  await expect(page).toHaveURL("/it/cerca?q=Roma");
});

test("without JavaScript the header's form opens the search page", DESKTOP_ONLY, async ({ browser }) => {
  for (const width of [360, 1300]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto("/en/faq");
    const form = page.getByRole("search", { name: BUTTON_NAME.en });
    if (width >= 1100) {
      await form.locator("input").fill("Arsenal");
      await form.locator("input").press("Enter");
      await expect(page).toHaveURL("/en/search?q=Arsenal");
    } else {
      await form.getByRole("button", { name: BUTTON_NAME.en }).click();
      await expect(page).toHaveURL(/\/en\/search\?q=$/);
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  }
});
