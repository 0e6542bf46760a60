// A real browser through nginx's front door (Debian's Chromium headless shell, as the browser tests run it): first
// visits and client-side navigations by clicking the pages' own links, in every language. A client-side navigation
// asks nginx for React Router's route manifest (`/__manifest?paths=…&version=…`), the next page's `.data` and its
// modules: an answer stored under the wrong key, or a module nginx cannot find, ends on the error page, which a
// request made by hand never shows.
/* global window, document, EventSource, PointerEvent -- functions handed to page.evaluate run in the browser */
import { chromium } from "playwright-core";
import { ERROR_TEXTS } from "#app/i18n/error-texts.ts";
import { ROUTE_TABLE } from "#app/i18n/route-table.ts";
import { escapeRegExp as escape } from "#lib/escape-regexp.ts";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "../chromium.ts";

const NAVIGATION_MS = 15_000;
const ERROR_TITLES = new Set(Object.values(ERROR_TEXTS).flatMap((texts) => [texts.notFoundTitle, texts.serverErrorTitle]));

/** A route table path without its parameters: `/en/results/:country?` → `/en/results`, `/en/teams/:team` → `/en/teams`. */
const base = (page, language) => ROUTE_TABLE[page][language].replace(/\/:.*$/, "") || "/";
/** The last segment of a page's path: the tab's own (`tables`, `classifica`). */
const segment = (page, language) => ROUTE_TABLE[page][language].split("/").pop();

/** A league and the 2022 World Cup (which has a scorers tab) as each language spells them. */
const COMPETITIONS = {
  de: { league: "bundesliga", worldCup: "wm-2022", search: "Bayern" },
  en: { league: "premier-league", worldCup: "world-cup-2022", search: "Arsenal" },
  it: { league: "serie-a", worldCup: "mondiali-2022", search: "Milan" },
};

/**
 * The journeys of one language: a first visit, then links clicked one after the other. A step's `link` is the exact
 * path of the link to click, or a pattern the path of the first visible such link matches; `search` types into the
 * header's search field instead. Each must be a client-side navigation unless it says `pageLoad`.
 */
export function journeys(language) {
  const results = base("results", language);
  const { league, worldCup, search } = COMPETITIONS[language];
  const competition = `${results}/${league}`;
  const cup = `${results}/${worldCup}`;
  const about = base("about", language);
  const news = base("news", language);
  return [
    {
      name: "results",
      start: competition,
      steps: [
        { name: "table tab", link: `${competition}/${segment("results-table", language)}` },
        { name: "matches tab", link: competition },
        { name: "a match", link: new RegExp(`^${escape(competition)}/[^/]+/\\d+$`) },
        { name: "a team", link: new RegExp(`^${escape(base("team", language))}/[^/]+$`) },
        { name: "the day view", link: results },
        // The day strip is the server's markup, plain links: a page load.
        { name: "another day", link: new RegExp(`^${escape(results)}/\\d{4}-\\d{2}-\\d{2}$`), pageLoad: true },
        { name: "a cup", link: cup },
        { name: "scorers tab", link: `${cup}/${segment("results-scorers", language)}` },
        { name: "a player", link: new RegExp(`^${escape(base("player", language))}/[^/]+$`) },
      ],
    },
    {
      name: "pages",
      start: base("home", language),
      steps: [
        { name: "news", link: new RegExp(`^${escape(news)}/[^/]+/1$`) },
        { name: "an article", link: new RegExp(`^${escape(news)}/[^/]+/[^/]+/[^/]+-\\d+$`) },
        { name: "FAQ", link: base("faq", language) },
        { name: "about", link: about },
        { name: "a job", link: new RegExp(`^${escape(about)}/jobs/[^/]+$`) },
        { name: "press", link: base("press", language) },
        { name: "contact", link: base("contact", language) },
        { name: "legal notice", link: base("legal", language) },
        // The header's search field is a plain form: its answer is a page load.
        { name: "the search", search, pageLoad: true },
      ],
    },
  ];
}

/** Debian's Chromium headless shell, as the project's browser tests start it. */
export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  return { browser, close: () => browser.close() };
}

/**
 * A browser context at a desktop's width (the header's links visible), in Berlin's zone, the cookie notice
 * dismissed, that records every answer of `origin` of 400 or more and every request that failed, and the route
 * manifest's answers (with nginx's X-Cache-Status).
 */
async function openContext(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 }, timezoneId: "Europe/Berlin" });
  await context.addInitScript(() => {
    try {
      localStorage.setItem("cookie-notice", "dismissed");
    } catch {}
  });
  const seen = { failed: [], manifests: [], step: "", console: [] };
  // What the page said before it went wrong (React Router explains a page load it chose to make there).
  context.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") seen.console.push(message.text().slice(0, 200));
  });
  context.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    if (url.pathname === "/__manifest") seen.manifests.push({ status: response.status(), cache: response.headers()["x-cache-status"] ?? "" });
    if (response.status() >= 400)
      seen.failed.push(`${seen.step}: ${url.pathname}${url.search.slice(0, 60)} ${response.status()} (${response.request().resourceType()})`);
  });
  context.on("requestfailed", (request) => {
    const url = new URL(request.url());
    // A navigation ends the requests of the page it leaves (a prefetch, the live stream): not a failure.
    if (url.origin !== origin || request.failure()?.errorText === "net::ERR_ABORTED") return;
    seen.failed.push(`${seen.step}: ${url.pathname} ${request.failure()?.errorText}`);
  });
  return { context, seen };
}

/** What the page shows now: its h1, whether it is the error page, whether the document is the one marked, its build. */
async function landing(page) {
  await page.locator("main:not([data-deploy-test-left]) h1").first().waitFor({ timeout: NAVIGATION_MS });
  return page.evaluate(() => ({
    h1: document.querySelector("main:not([data-deploy-test-left]) h1")?.textContent?.trim() ?? "",
    errorPage: document.querySelector(".error-page") !== null,
    sameDocument: window.deployTestDocument === true,
    version: window.__reactRouterManifest?.version,
  }));
}

/**
 * Marks a document just loaded, once it has hydrated: the page's modules run on the visitor's first intent (the head
 * script, ADR 0710), here a pointer moving over the page as a mouse would, and a click on a link is a client-side
 * navigation from then on.
 */
async function markDocument(page) {
  await page.waitForFunction(() => window.matchpulsHydration !== undefined, undefined, { timeout: NAVIGATION_MS });
  await page.evaluate(() => document.dispatchEvent(new PointerEvent("pointerover")));
  await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: NAVIGATION_MS });
  await page.evaluate(() => (window.deployTestDocument = true));
}

/**
 * The first visible link on the page that `link` names (its exact path, or a pattern): a React Router link
 * (`data-discover`, which it asks the route manifest about) when there is one, in the page's main part first, else
 * a link of the server's markup (the shortcut row, the day strip). Returns its path and a selector for it.
 */
async function linkTarget(page, link) {
  const found = await page.evaluate(
    ({ exact, source }) => {
      const matches = exact !== undefined ? (href) => href === exact : (href) => new RegExp(source).test(href);
      const visible = (a) => a.checkVisibility() && a.getClientRects().length > 0;
      const anchors = [
        ...document.querySelectorAll("main a[href][data-discover]"),
        ...document.querySelectorAll("a[href][data-discover]"),
        ...document.querySelectorAll("a[href]"),
      ];
      const anchor = anchors.find((a) => matches(a.getAttribute("href")) && visible(a));
      return anchor && { href: anchor.getAttribute("href"), discover: anchor.hasAttribute("data-discover") };
    },
    typeof link === "string" ? { exact: link } : { source: link.source },
  );
  return found && { href: found.href, selector: `a[href="${found.href}"]${found.discover ? "[data-discover]" : ""}` };
}

/** Marks the page's main element, so the next page's (a new element: it is keyed by the path) can be told from it. */
const markMain = (page) => page.evaluate(() => document.querySelector("main")?.setAttribute("data-deploy-test-left", ""));

/** Waits until the URL is `target` and React Router has nothing in flight. */
async function arrived(page, target) {
  await page.waitForURL((url) => url.pathname + url.search === target, { timeout: NAVIGATION_MS });
  await page.waitForFunction(() => (window.__reactRouterDataRouter?.state.navigation.state ?? "idle") === "idle", undefined, { timeout: NAVIGATION_MS });
}

/** One step: clicks the link (or searches) and says where the page landed. */
async function step(page, { link, search }) {
  if (search) {
    const field = page.locator("form.search-form--header input[name=q]").filter({ visible: true }).first();
    const target = `${new URL(await field.evaluate((input) => input.form.action)).pathname}?q=${encodeURIComponent(search)}`;
    await field.fill(search);
    await field.press("Enter");
    await arrived(page, target);
    return target;
  }
  const target = await linkTarget(page, link);
  if (!target) throw new Error(`no visible link ${link} on ${new URL(page.url()).pathname}`);
  await page.locator(target.selector).filter({ visible: true }).first().click({ timeout: NAVIGATION_MS });
  await arrived(page, target.href);
  return target.href;
}

/**
 * Runs the journeys of `languages` side by side (a context each) through `origin`, each once: every step's outcome
 * (`ok`: it landed on its page, and by a client-side navigation unless the step is a page load), what failed
 * (answers ≥ 400, failed requests) and the route manifests' answers. The journey named `again`, if any, is made a
 * second time by another visitor (a context of its own: the browser keeps the immutable manifests it has read, so only
 * a new visitor asks nginx for them again). `afterJourneys(page, language)` runs in the language's page once its
 * journeys are done; what it returns is in `extras`.
 */
export async function browseJourneys({ browser, origin, languages, again, afterJourneys }) {
  const outcomes = await Promise.all(
    languages.map(async (language) => {
      const visits = journeys(language);
      const first = await asVisitor({ browser, origin, language, visits, afterJourneys });
      const second = again ? await asVisitor({ browser, origin, language, visits: visits.filter((journey) => journey.name === again) }) : undefined;
      return second
        ? {
            ...first,
            steps: [...first.steps, ...second.steps],
            failed: [...first.failed, ...second.failed],
            manifests: [...first.manifests, ...second.manifests],
          }
        : first;
    }),
  );
  return {
    steps: outcomes.flatMap((outcome) => outcome.steps),
    failed: outcomes.flatMap((outcome) => outcome.failed),
    manifests: outcomes.flatMap((outcome) => outcome.manifests),
    extras: outcomes.map((outcome) => outcome.extra),
  };
}

/** One visitor (a browser context of their own) on `visits`, one after the other. */
async function asVisitor({ browser, origin, language, visits, afterJourneys }) {
  const { context, seen } = await openContext(browser, origin);
  const steps = [];
  let extra;
  try {
    const page = await context.newPage();
    for (const journey of visits) await visitJourney({ page, origin, language, journey, seen, steps });
    seen.step = `${language} after the journeys`;
    if (afterJourneys) extra = await afterJourneys(page, language);
  } finally {
    await context.close();
  }
  return { steps, failed: seen.failed, manifests: seen.manifests, extra };
}

/**
 * A visitor who keeps navigating while the instances are replaced one by one: the journeys of `languages` in turn,
 * again and again, in one page, until `stop()`. A page load instead of a client-side navigation is allowed here
 * (React Router loads the target page anew when the route manifest it asks for is of another build); the error page,
 * a step that does not land and a file that does not come are not. `state` holds the steps, the failures and the
 * builds (route manifest versions) of the documents seen.
 */
export function navigateUntilStopped({ browser, origin, languages }) {
  const state = { steps: [], failed: [], versions: new Set(), stopped: false };
  const run = async () => {
    const { context, seen } = await openContext(browser, origin);
    state.failed = seen.failed;
    try {
      const page = await context.newPage();
      for (let round = 0; !state.stopped; round++) {
        const language = languages[round % languages.length];
        for (const journey of journeys(language)) {
          if (state.stopped) break;
          await visitJourney({
            page,
            origin,
            language,
            journey,
            seen,
            steps: state.steps,
            reloadsAllowed: true,
            stopped: () => state.stopped,
            versions: state.versions,
          });
        }
      }
    } finally {
      await context.close();
    }
  };
  const done = run();
  return {
    state,
    async stop() {
      state.stopped = true;
      await done;
    },
  };
}

async function visitJourney({ page, origin, language, journey, seen, steps, reloadsAllowed = false, stopped = () => false, versions }) {
  const record = (name, target, outcome, pageLoad = false) => {
    const error = outcome.error ?? (outcome.errorPage || ERROR_TITLES.has(outcome.h1) ? `the error page ("${outcome.h1}")` : undefined);
    const reloaded = outcome.sameDocument === false && !reloadsAllowed && !pageLoad;
    if (outcome.version) versions?.add(outcome.version);
    steps.push({
      language,
      journey: journey.name,
      name,
      target,
      ok: !error && !reloaded,
      pageLoad: outcome.sameDocument === false,
      detail:
        (error ?? (reloaded ? "a page load, not a client-side navigation" : outcome.h1)) +
        (error || reloaded ? `${seen.console.length ? ` (the console: ${seen.console.at(-1)})` : ""}` : ""),
    });
  };
  seen.step = `${language} ${journey.start}`;
  try {
    await page.goto(origin + journey.start, { timeout: NAVIGATION_MS });
    const outcome = await landing(page);
    await markDocument(page);
    record("first visit", journey.start, { ...outcome, sameDocument: true });
  } catch (error) {
    record("first visit", journey.start, { error: firstLine(error) });
    return;
  }
  for (const next of journey.steps) {
    if (stopped()) return;
    seen.step = `${language} ${next.name}`;
    seen.console.length = 0;
    let target;
    try {
      await markMain(page);
      target = await step(page, next);
      const outcome = await landing(page);
      if (!outcome.sameDocument) await markDocument(page);
      record(next.name, target, outcome, next.pageLoad);
    } catch (error) {
      record(next.name, target ?? String(next.link ?? next.search), { error: firstLine(error) });
      return;
    }
  }
}

const firstLine = (error) => String(error?.message ?? error).split("\n")[0];

/**
 * A contact message sent with the form, as a visitor with JavaScript sends it (React Router posts it to the page's
 * `.data`): the page must show the form's success notice. Returns what it shows.
 */
export async function sendContactForm(page, { origin, language, text }) {
  await page.goto(origin + base("contact", language), { timeout: NAVIGATION_MS });
  const form = page.locator("main form.contact-form");
  await form.locator("input[name=email]").fill("browser@example.com");
  await form.locator("input[name=type]").first().check();
  await form.locator("textarea[name=message]").fill(text);
  await form.locator("[type=submit]").click();
  const notice = page.locator("main [role=status]").filter({ hasText: /\S/ });
  await notice.first().waitFor({ timeout: NAVIGATION_MS });
  return { url: new URL(page.url()).pathname + new URL(page.url()).search, notice: (await notice.first().textContent()).trim() };
}

/**
 * The live stream as the browser's EventSource reads it through nginx (the stream a page with a match in play opens):
 * how long until its first `matches` event, or why none came within 10 s.
 */
export function firstLiveEvent(page, competitionId) {
  return page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const started = performance.now();
        const stream = new EventSource(`/live?c=${id}`);
        const timer = setTimeout(() => {
          stream.close();
          resolve({ error: `no event within 10 s (readyState ${stream.readyState})` });
        }, 10_000);
        stream.addEventListener("matches", () => {
          clearTimeout(timer);
          stream.close();
          resolve({ ms: Math.round(performance.now() - started) });
        });
      }),
    competitionId,
  );
}

/** Opens `target` through nginx and says whether `text` is on the page (a Cockpit edit, say). */
export async function pageShows(browser, origin, target, text) {
  const { context } = await openContext(browser, origin);
  try {
    const page = await context.newPage();
    await page.goto(origin + target, { timeout: NAVIGATION_MS });
    return (await page.getByText(text).count()) > 0;
  } finally {
    await context.close();
  }
}

/** A summary of the steps for a check's detail: how many landed, and the first that did not. */
export function describeSteps(steps) {
  const failed = steps.filter((s) => !s.ok);
  const loads = steps.filter((s) => s.pageLoad).length;
  const head = `${steps.length - failed.length} of ${steps.length} navigations landed on their page (${loads} of them page loads)`;
  return failed.length === 0
    ? head
    : `${head}; e.g. ${failed
        .slice(0, 5)
        .map((s) => `${s.language} ${s.journey} → ${s.name} ${s.target}: ${s.detail}`)
        .join("; ")}`;
}
