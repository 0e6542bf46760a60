import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PAGE_KEYS, PAGE_SOURCES, ROUTE_TABLE, type PageKey } from "#app/i18n/route-table.ts";
import { escapeRegExp } from "#lib/escape-regexp.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { AxeScan } from "./axe.ts";
import { freePort } from "./contact.ts";
import { type Site, startSite } from "./reliability.ts";

/** Shared helpers for the browser tests: the pages under test, the expected navigation, HTML probes. */

export const LANGS = LANGUAGE_CODES;
export type Lang = Language;

/** Drops `:name?` segments; undefined when the pattern has a required parameter. */
function parameterlessPath(pattern: string): string | undefined {
  const segments = pattern.split("/");
  if (segments.some((s) => s.startsWith(":") && !s.endsWith("?"))) return undefined;
  return segments.filter((s) => !s.startsWith(":")).join("/") || "/";
}

export interface StaticPage {
  page: PageKey;
  lang: Lang;
  path: string;
}

/**
 * Every HTML page of the registry that takes no required parameter, in every language: the registry
 * says which routes answer a redirect or a file instead (`answers`: privache → privacy, `/news` →
 * `/news/kolumne/1`, the news feed, the press fact sheet).
 */
export const STATIC_PAGES: StaticPage[] = PAGE_KEYS.filter((page) => PAGE_SOURCES[page].answers === undefined).flatMap((page) =>
  LANGS.flatMap((lang) => {
    const p = parameterlessPath(ROUTE_TABLE[page][lang]);
    return p === undefined ? [] : [{ page, lang, path: p }];
  }),
);

export function pathOf(page: PageKey, lang: Lang): string {
  const p = parameterlessPath(ROUTE_TABLE[page][lang]);
  if (p === undefined) throw new Error(`${page} needs parameters`);
  return p;
}

export interface ExpectedLink {
  key: string;
  href: string;
  external?: boolean;
}

/** The header's navigation, in order: home, download, jobs, faq, contact (spec §2). */
export function headerNav(lang: Lang): ExpectedLink[] {
  return [
    { key: "home", href: pathOf("home", lang) },
    { key: "download", href: pathOf("download", lang), external: true },
    { key: "jobs", href: `${pathOf("about", lang)}#jobs` },
    { key: "faq", href: pathOf("faq", lang) },
    { key: "contact", href: pathOf("contact", lang) },
  ];
}

const NEWS_KOLUMNE: Record<Lang, string> = { de: "/news/kolumne/1", en: "/en/news/kolumne/1", it: "/it/news/kolumne/1" };

/** Every navigation entry of the spec, which the footer must carry (it may carry more). */
export function footerNav(lang: Lang): ExpectedLink[] {
  return [
    { key: "home", href: pathOf("home", lang) },
    { key: "news", href: NEWS_KOLUMNE[lang] },
    { key: "download", href: pathOf("download", lang), external: true },
    { key: "jobs", href: `${pathOf("about", lang)}#jobs` },
    { key: "ads", href: pathOf("ads", lang) },
    { key: "faq", href: pathOf("faq", lang) },
    { key: "contact", href: pathOf("contact", lang) },
    { key: "about", href: pathOf("about", lang) },
    { key: "press", href: pathOf("press", lang) },
    { key: "privacy", href: pathOf("privacy", lang) },
    { key: "terms", href: pathOf("terms", lang) },
    { key: "legal", href: pathOf("legal", lang) },
  ];
}

/** Header labels written out here (not read from the dictionaries) so a wrong language shows. */
export const HEADER_LABELS: Record<Lang, string[]> = {
  de: ["Startseite", "App laden", "Jobs", "FAQ", "Kontakt"],
  en: ["Home", "Get the app", "Jobs", "FAQ", "Contact"],
  it: ["Home", "Scarica l'app", "Lavora con noi", "FAQ", "Contatti"],
};

/** The header labels as patterns (the download link also carries a visually hidden "new tab" note). */
export function headerLabelPatterns(lang: Lang): RegExp[] {
  return HEADER_LABELS[lang].map((label) => new RegExp(`^${escapeRegExp(label)}`));
}

/**
 * Tags that place a test (or a describe block) in one viewport project (playwright.config.ts):
 * `ANY_VIEWPORT` for a test whose outcome cannot depend on the viewport (HTTP only, or links,
 * texts, forms and data that are the same markup at every width), run in the desktop project;
 * `DESKTOP_ONLY` and `PHONE_ONLY` for a test about one of the two layouts. Layout, overflow, menus,
 * the sticky header and every axe scan stay untagged: they run at both widths.
 */
export const ANY_VIEWPORT = { tag: "@any-viewport" } as const;
export const DESKTOP_ONLY = { tag: "@desktop-only" } as const;
export const PHONE_ONLY = { tag: "@phone-only" } as const;

// ---- Probing server-rendered HTML without a browser ----

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

export function htmlLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1];
}

export function titleOf(html: string): string | undefined {
  const m = /<title>([\s\S]*?)<\/title>/i.exec(html);
  return m ? decode(m[1] ?? "").trim() : undefined;
}

export function metaDescription(html: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (/\bname="description"/i.test(tag)) return decode(/\bcontent="([^"]*)"/i.exec(tag)?.[1] ?? "").trim();
  }
  return undefined;
}

export function countTags(html: string, tag: string): number {
  return (html.match(new RegExp(`<${tag}[\\s>]`, "gi")) ?? []).length;
}

/** The inner HTML of the first `<tag ...>…</tag>` (no nesting of the same tag expected). */
export function element(html: string, tag: string): string | undefined {
  return new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "i").exec(html)?.[1];
}

/** The text of an HTML fragment: its tags dropped, its entities decoded, its whitespace trimmed. */
export function textOf(fragment: string): string {
  return decode(fragment.replace(/<[^>]*>/g, "")).trim();
}

export function anchorHrefs(fragment: string): string[] {
  return [...fragment.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((m) => decode(m[1] ?? ""));
}

// ---- Browser helpers ----

/** The header's main navigation (the header's other nav is the language switcher). */
/**
 * The header's five entries as rendered (the wide row's copy; on phones the same entries sit in the
 * menu): for their texts and targets, whatever the viewport. To click one, use `reachableHeaderLinks`.
 */
export function headerNavLinks(page: Page) {
  return page.getByRole("banner").locator(".site-header__wide .site-nav").getByRole("link", { includeHidden: true });
}

/** On phones the header's entries and language switcher sit behind the menu button: open it (nothing to do on wide screens). */
export async function openHeaderMenu(page: Page): Promise<void> {
  const button = page.getByRole("banner").locator(".site-menu__button");
  if (!(await button.isVisible())) return;
  if (!(await page.locator(".site-menu").evaluate((menu) => (menu as HTMLDetailsElement).open))) await button.click();
}

/** The header's entries as a visitor reaches them: the menu opened on phones. */
export async function reachableHeaderLinks(page: Page) {
  await openHeaderMenu(page);
  return page.getByRole("banner").locator(".site-nav").getByRole("link").locator("visible=true");
}

/** A language's link in the header's switcher (by its full name: "English"), reachable as on `reachableHeaderLinks`. */
export async function languageLink(page: Page, name: string) {
  await openHeaderMenu(page);
  return page.getByRole("banner").locator(".language-switcher").getByRole("link", { name }).locator("visible=true");
}

export function footerLinks(page: Page) {
  return page.getByRole("contentinfo").getByRole("link");
}

interface RenderedLink {
  href: string | null;
  target: string | null;
  rel: string | null;
  text: string;
}

const readLinks = (links: Element[]): RenderedLink[] =>
  links.map((a) => ({
    href: a.getAttribute("href"),
    target: a.getAttribute("target"),
    rel: a.getAttribute("rel"),
    text: (a.textContent ?? "").trim(),
  }));

/**
 * Asserts the header has exactly the five entries (hrefs, labels, the download entry opening a new
 * tab) and the footer every entry of the spec. Reads the links in one go (server-rendered markup).
 */
export async function expectLayoutNavigation(page: Page, lang: Lang): Promise<void> {
  const expected = headerNav(lang);
  // Visible in the row on wide screens, behind the menu button on phones (tests/e2e/chrome.spec.ts).
  await expect(headerNavLinks(page)).toHaveCount(expected.length);
  const header = await headerNavLinks(page).evaluateAll(readLinks);
  expect(
    header.map((l) => l.href),
    "header links",
  ).toEqual(expected.map((l) => l.href));
  header.forEach((link, i) => {
    const label = HEADER_LABELS[lang][i]!;
    expect(link.text.startsWith(label), `header label "${link.text}" should start with "${label}"`).toBe(true);
    if (expected[i]!.external) {
      expect(link.target, `${link.href} target`).toBe("_blank");
      expect(link.rel ?? "", `${link.href} rel`).toMatch(/\bnoopener\b/);
    }
  });

  await expect(footerLinks(page).first()).toBeVisible();
  const footer = await footerLinks(page).evaluateAll(readLinks);
  for (const entry of footerNav(lang)) {
    const link = footer.find((l) => l.href === entry.href);
    expect(link, `footer entry ${entry.key} (${entry.href})`).toBeDefined();
    if (entry.external) {
      expect(link?.target, `footer ${entry.href} target`).toBe("_blank");
      expect(link?.rel ?? "", `footer ${entry.href} rel`).toMatch(/\bnoopener\b/);
    }
  }
}

/** Screenshots for people to look at: test-results/screenshots/<project>-<name>.png (the output folder). */
export function screenshotPath(projectName: string, name: string): string {
  return path.join(test.info().project.outputDir, "screenshots", `${projectName}-${name}.png`);
}

/** An axe scan of the page, as every browser test runs one (tests/support/axe.ts). */
export function axeBuilder(page: Page): AxeScan {
  return new AxeScan(page);
}

/** Waits until web fonts are loaded and every running animation (the 0.5 s page fade-in) finished. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Hydrates the page as a visitor's first intent does (a pointer over it: app/head-script.ts, ADR 0710)
 * and waits for React to be done, so clicks navigate client-side: React Router puts its data router
 * on window when hydration starts, and React hydrates in slices after it (with the page's modules
 * evaluated on the intent, ADR 0711, a busy machine took seconds), so the main thread's first idle
 * moment after it says hydration is over. A page that hydrated at once is left as it is.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => window.matchpulsHydration !== undefined);
  await page.evaluate(() => document.dispatchEvent(new PointerEvent("pointerover")));
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
}

/**
 * Sums the page's layout shifts from its first paint on (the buffered entries; a shift after input
 * does not count): call before the page loads, then the returned function, which reads the sum two
 * frames later, so a shift just caused has been reported.
 */
export async function countLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { layoutShift: number }).layoutShift))),
        ),
    );
}

/** Marks the cookie notice as dismissed before any script runs (as a returning visitor). */
export async function dismissCookieNoticeUpFront(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem("cookie-notice", "dismissed");
    } catch {
      /* no storage */
    }
  });
}

/**
 * Holds every route data request (`*.data`) until the test has watched the state between click and
 * new page (the progress bar, the fade): the returned function lets the held requests and every later
 * one through (no fixed delay to race against).
 */
export async function holdDataRequests(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/**
 * A built site of the describe block's own (`env`: a replay clock, say), started before the block's
 * tests and stopped after them. The handle is filled in when it starts, so the tests read
 * `site.origin` as from `startSite` itself; a start that failed leaves nothing to stop.
 */
export function siteForBlock(env: Record<string, string>): Site {
  const site = {} as Site;
  test.beforeAll(async () => {
    Object.assign(site, await startSite(await freePort(), env));
  });
  test.afterAll(async () => {
    await site.stop?.();
  });
  return site;
}

/** Collects console errors and React's hydration warnings of the page's whole life. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Words of the visible texts under `scope` that a line break splits (a name must break between words, never inside one). */
export function wordsBrokenAcrossLines(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement || node.parentElement.getBoundingClientRect().width === 0) continue;
        for (const m of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
      return broken;
    }),
  );
}
