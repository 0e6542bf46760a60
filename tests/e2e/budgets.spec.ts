import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { HOME_TIME_ZONE } from "#app/i18n/dates.ts";
import { ANY_VIEWPORT, LANGS, hydrated, pathOf, type Lang } from "../support/e2e.ts";

/**
 * Speed budgets (docs/performance.md) against the production build, for every page type in every
 * language: the JavaScript a first visit fetches until the page is interactive (from the browser's
 * network log) and the CSS the HTML references (stylesheets and their @imports), each file gzipped
 * at level 9 and summed: JS ≤ 125 KiB, CSS ≤ 16 KiB. No third-party origin in script/link/img;
 * every <img> has width and height, and images below the first screen load lazily. The measured
 * numbers are printed (console.log) so they can be quoted.
 *
 * Each language is measured by a visitor in its home zone: the page's own JavaScript. A visitor in
 * another zone also loads the kick-offs' zone script on pages with kick-offs (docs/decisions/0714-first-visit.md),
 * bounded on its own (ZONE_SCRIPT_BUDGET).
 */

const KIB = 1024;
const JS_BUDGET = 125 * KIB;
/** The one stylesheet every page shares (docs/decisions/0715-one-stylesheet-of-16-kib.md). */
const CSS_BUDGET = 16 * KIB;
/** The kick-offs' zone script, gzipped: loaded before the first intent, only outside the page language's home zone; its table of zone names is a kilobyte of it (docs/decisions/0716-zone-names-from-a-table-built-with-the-site.md). */
const ZONE_SCRIPT_BUDGET = 5 * KIB;

/** German paths of the data pages; the other languages come from the page's hreflang alternates. */
const DATA_PAGES_DE = {
  "results table": "/ergebnisse/bundesliga/tabelle",
  "results day": "/ergebnisse/2025-05-17",
  match: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
  team: "/teams/bayer-04-leverkusen",
  bracket: "/ergebnisse/wm-2022/turnierbaum",
  "news article": "/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001",
} as const;

const STATIC_TYPES = { home: "home", download: "download", premium: "premium", about: "about", faq: "faq", contact: "contact" } as const;
const PAGE_TYPES = [...Object.keys(STATIC_TYPES), ...Object.keys(DATA_PAGES_DE)] as const;

// ---- A little HTML probing (server-rendered markup, no browser) ----

interface Tag {
  name: string;
  attributes: Record<string, string>;
  /** Offset in the document. */
  at: number;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function tags(html: string, name: string): Tag[] {
  const found: Tag[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))) {
    const attributes: Record<string, string> = {};
    for (const attr of match[1]!.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes[attr[1]!.toLowerCase()] = decode(attr[2] ?? attr[3] ?? attr[4] ?? "");
    }
    found.push({ name, attributes, at: match.index! });
  }
  return found;
}

/** The bodies of the inline module scripts. */
function inlineModuleScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => /\btype=["']?module/i.test(m[1]!) && !/\bsrc=/i.test(m[1]!))
    .map((m) => m[2]!);
}

/** Static `import … from "x"`, `import "x"` and `import("x")` specifiers of a module's source. */
function importSpecifiers(source: string): string[] {
  const specifiers = [...source.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
  const exported = [...source.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  const dynamic = [...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
  // Bare specifiers cannot load in a browser without an import map: they only occur in strings
  // (error messages quoting `import … from "react-router/dom"`).
  return [...specifiers, ...exported, ...dynamic].filter((s) => /^(\.{1,2}\/|\/|https?:)/.test(s));
}

// ---- Fetching and measuring assets (cached per worker: pages share most of them) ----

const gzipped = new Map<string, Promise<{ body: string; gz: number }>>();

function fetchAsset(request: APIRequestContext, url: string) {
  let entry = gzipped.get(url);
  if (!entry) {
    entry = (async () => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const bytes = await response.body();
      return { body: bytes.toString("utf8"), gz: gzipSync(bytes, { level: 9 }).length };
    })();
    gzipped.set(url, entry);
  }
  return entry;
}

/**
 * Every script the browser fetches until the page is interactive: a fresh page (no HTTP cache) is
 * loaded, hydrated, and left until the network is idle; each script response's body is gzipped at
 * level 9. Counted from the network log, so the modules React Router fetches by itself (the route
 * manifest, route discovery) count as much as those the markup names.
 */
async function scriptsUntilInteractive(page: Page, path: string): Promise<Map<string, { gz: number; zod: boolean }>> {
  const scripts = new Map<string, Promise<{ gz: number; zod: boolean }>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().then((body) => ({ gz: gzipSync(body, { level: 9 }).length, zod: body.includes("ZodError") })),
    );
  });
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  return new Map(await Promise.all([...scripts].map(async ([url, script]) => [url, await script] as const)));
}

async function cssOf(request: APIRequestContext, html: string, pageUrl: string): Promise<Map<string, number>> {
  const queue = tags(html, "link")
    .filter((link) => link.attributes.rel?.split(/\s+/).includes("stylesheet") && link.attributes.href)
    .map((link) => new URL(link.attributes.href!, pageUrl).href);
  const sizes = new Map<string, number>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (sizes.has(url)) continue;
    const { body, gz } = await fetchAsset(request, url);
    sizes.set(url, gz);
    for (const m of body.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)) queue.push(new URL(m[1]!, url).href);
  }
  return sizes;
}

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The page's path in `lang`: static pages from the route table, data pages via hreflang. */
async function pathIn(request: APIRequestContext, type: string, lang: Lang): Promise<string> {
  if (type in STATIC_TYPES) return pathOf(STATIC_TYPES[type as keyof typeof STATIC_TYPES], lang);
  const de = DATA_PAGES_DE[type as keyof typeof DATA_PAGES_DE];
  if (lang === "de") return de;
  const response = await request.get(de);
  expect(response.status(), de).toBe(200);
  const alternate = tags(await response.text(), "link").find((l) => l.attributes.rel === "alternate" && l.attributes.hreflang === lang);
  expect(alternate?.attributes.href, `hreflang ${lang} of ${de}`).toBeTruthy();
  return new URL(alternate!.attributes.href!).pathname;
}

/** Where an element ends in `html` (its first `</name>` after `from`): a coarse outline. */
function regionOf(html: string, name: string): [number, number] | undefined {
  const start = html.search(new RegExp(`<${name}\\b`, "i"));
  if (start < 0) return undefined;
  const end = html.indexOf(`</${name}>`, start);
  return [start, end < 0 ? html.length : end];
}

/**
 * One page type in one language: its markup from the server, then the scripts a fresh page of it
 * fetches until interactive. Soft assertions naming the language and the page, so one language's
 * failure does not hide the others'.
 */
async function expectWithinBudget(page: Page, request: APIRequestContext, baseURL: string, type: string, lang: Lang): Promise<void> {
  const path = await pathIn(request, type, lang);
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const pageUrl = new URL(path, baseURL).href;
  const origin = new URL(pageUrl).origin;

  // No third-party origins in script, link or img.
  const resources = [
    ...tags(html, "script").flatMap((t) => (t.attributes.src ? [t.attributes.src] : [])),
    ...tags(html, "link").flatMap((t) => (t.attributes.href ? [t.attributes.href] : [])),
    ...tags(html, "img").flatMap((t) =>
      [t.attributes.src, ...(t.attributes.srcset ?? "").split(",").map((c) => c.trim().split(/\s+/)[0])].filter((u): u is string => !!u),
    ),
    ...tags(html, "source").flatMap((t) =>
      (t.attributes.srcset ?? t.attributes.src ?? "")
        .split(",")
        .map((c) => c.trim().split(/\s+/)[0]!)
        .filter(Boolean),
    ),
    ...inlineModuleScripts(html).flatMap((body) => importSpecifiers(body)),
  ];
  const thirdParty = resources.filter((url) => new URL(url, pageUrl).origin !== origin);
  expect.soft(thirdParty, `${lang} ${path}: third-party resources`).toEqual([]);

  // Images: sized; below the first screen (outside the header, after the first image of <main>) lazy.
  const images = tags(html, "img");
  const header = regionOf(html, "header");
  const main = regionOf(html, "main");
  const firstInMain = main ? images.find((img) => img.at > main[0] && img.at < main[1]) : undefined;
  for (const img of images) {
    const label = `${lang} ${path}: <img src="${img.attributes.src ?? ""}">`;
    expect.soft(img.attributes.width, `${label} width`).toMatch(/^\d+$/);
    expect.soft(img.attributes.height, `${label} height`).toMatch(/^\d+$/);
    const firstScreen = (header && img.at > header[0] && img.at < header[1]) || img === firstInMain || img.attributes.fetchpriority === "high";
    if (!firstScreen) expect.soft(img.attributes.loading, `${label} loading`).toBe("lazy");
  }

  const scripts = await scriptsUntilInteractive(page, path);
  const js = new Map([...scripts].map(([url, { gz }]) => [url, gz]));
  // Zod validates the data contracts on the server; only the contact form shares its schema with the browser.
  if (type !== "contact")
    expect
      .soft(
        [...scripts].filter(([, { zod }]) => zod).map(([url]) => url),
        `${lang} ${path}: scripts with Zod`,
      )
      .toEqual([]);
  const css = await cssOf(request, html, pageUrl);
  const jsTotal = sum(js);
  const cssTotal = sum(css);
  const inline = gzipSync(Buffer.from(inlineModuleScripts(html).join("\n")), { level: 9 }).length;
  console.log(
    `[budget] ${lang.padEnd(2)} ${type.padEnd(12)} ${path}: JS ${kib(jsTotal)} gz (${js.size} files) · CSS ${kib(cssTotal)} gz (${css.size} files) · ` +
      `inline module script ${kib(inline)} gz (not counted) · ${images.length} img`,
  );
  expect.soft(js.size, `${lang} ${path}: JS files`).toBeGreaterThan(0);
  expect.soft(jsTotal, `gzipped JS of ${path}: ${[...js].map(([u, s]) => `${new URL(u).pathname} ${s}`).join(", ")}`).toBeLessThanOrEqual(JS_BUDGET);
  expect.soft(cssTotal, `gzipped CSS of ${path}: ${[...css].map(([u, s]) => `${new URL(u).pathname} ${s}`).join(", ")}`).toBeLessThanOrEqual(CSS_BUDGET);
}

for (const type of PAGE_TYPES) {
  test(
    `budget ${type} in ${LANGS.join(", ")}: JS ≤ 125 KiB, CSS ≤ 16 KiB gzipped, no third-party resources, sized lazy images`,
    ANY_VIEWPORT,
    async ({ browser, request, baseURL }) => {
      // The three languages side by side, each in a fresh context (an empty HTTP cache), so their waits for an
      // idle network overlap instead of adding up (docs/decisions/0806-browser-tests-one-load-per-page.md).
      // Three loads at once: room for them on a busy machine.
      test.slow();
      const outcomes = await Promise.allSettled(
        LANGS.map(async (lang) => {
          const context = await browser.newContext({ timezoneId: HOME_TIME_ZONE[lang] });
          try {
            await expectWithinBudget(await context.newPage(), request, baseURL!, type, lang);
          } finally {
            await context.close();
          }
        }),
      );
      for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
    },
  );
}

test("budget of the kick-offs' zone script: ≤ 5 KiB gzipped", ANY_VIEWPORT, async ({ request }) => {
  const html = await (await request.get(DATA_PAGES_DE.match)).text();
  const path = /\/scripts\/kickoff-zone-\w+\.js/.exec(html)?.[0];
  expect(path, "the head script names the zone script").toBeDefined();
  const response = await request.get(path!);
  expect(response.status()).toBe(200);
  const gz = gzipSync(await response.body(), { level: 9 }).length;
  console.log(`[budget] kickoff-zone script ${path}: ${kib(gz)} gz`);
  expect(gz).toBeLessThanOrEqual(ZONE_SCRIPT_BUDGET);
});
