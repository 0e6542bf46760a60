import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NEWS_FILTERS } from "#contract/news.ts";
import { loaderArgs } from "#tests/support/loaders.ts";
import { testServices } from "#tests/support/services.ts";
import { sharedMaxAge } from "../http/cache-control.ts";
import { createRequestScope, requestScopeContext } from "../http/request-scope.ts";
import { PAGE_KEYS, PAGE_SOURCES, pagesInSitemap, resolvePath } from "../i18n/route-table.ts";
import type { SiteServices } from "../services.server.ts";
import { loader as robotsLoader } from "./robots-route.ts";
import { loader as sitemapLoader } from "./sitemap-route.ts";
import { renderSection, SITEMAP_BYTE_LIMIT, SITEMAP_URL_LIMIT, type SitemapEntry } from "./sitemap.server.ts";

/** robots.txt and the sitemap, from the services in the request context (their SITE_URL, their data). */

const SITE_URL = "https://www.matchpuls.example";
const base = testServices();
const services = testServices({ env: { ...base.env, SITE_URL } });

/**
 * How many URLs the single-file sitemap listed before it was split into sections, for the
 * embedded data (content/ and data/openfootball/): 2,320 entries in three languages. The split
 * must keep every one of them but `/news`, `/en/news` and `/it/news`, which only move to a news
 * list's first page: each news filter's first page is listed instead.
 */
const URLS_BEFORE_THE_SPLIT = 6960;

/** Services whose results calls are counted (to see what is built once and what is cached). */
function countingServices(): { services: SiteServices; calls: () => number } {
  const inner = testServices({ env: { ...base.env, SITE_URL } });
  let calls = 0;
  const counted: SiteServices = {
    ...inner,
    results(language, headers) {
      const source = inner.results(language, headers);
      return new Proxy(source, {
        get(target, name, receiver) {
          const value: unknown = Reflect.get(target, name, receiver);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => (calls++, (value as (...a: unknown[]) => unknown).apply(target, args));
        },
      });
    },
  };
  return { services: counted, calls: () => calls };
}

const get = async (path: string, part: string | undefined, using: SiteServices = services) =>
  sitemapLoader(loaderArgs(path, part === undefined ? {} : { part }, { services: using }));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);

describe("robots.txt", () => {
  it("names the sitemap under the configured public origin", async () => {
    const response = robotsLoader(loaderArgs("/robots.txt", {}, { services }));
    expect(await response.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml\n`);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  });
});

// Each case builds whole sections of the sitemap (thousands of URLs from the embedded data): seconds of work that a
// busy two-core machine stretches past the suite's 20 s default, which is there to catch a hang, not this.
describe("sitemap", { timeout: 60_000 }, () => {
  it("is an index of one file per section: pages, news, results, each competition, the teams, the days with matches and the players", async () => {
    const response = await get("/sitemap.xml", undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).not.toContain("<urlset");
    const files = locs(xml);
    const catalogue = await services.results("de", new Headers()).getCompetitions();
    expect(files).toEqual([
      `${SITE_URL}/sitemaps/pages.xml`,
      `${SITE_URL}/sitemaps/news.xml`,
      `${SITE_URL}/sitemaps/results.xml`,
      ...catalogue.competitions.map((c) => `${SITE_URL}/sitemaps/results-${c.id}.xml`),
      `${SITE_URL}/sitemaps/teams.xml`,
      `${SITE_URL}/sitemaps/days.xml`,
      `${SITE_URL}/sitemaps/players.xml`,
    ]);
    expect(xml).not.toContain("http://localhost");
  });

  it("keeps every URL of the single-file sitemap, each section within the protocol's limits", async () => {
    const index = await (await get("/sitemap.xml", undefined)).text();
    const all: string[] = [];
    for (const file of locs(index)) {
      const part = file.slice(`${SITE_URL}/sitemaps/`.length);
      const response = await get(`/sitemaps/${part}`, part);
      expect(response.status, part).toBe(200);
      const xml = await response.text();
      const urls = locs(xml);
      expect(urls.length, `${part} is empty`).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      expect(Buffer.byteLength(xml)).toBeLessThan(SITEMAP_BYTE_LIMIT);
      // Every alternate a URL names is listed in the same file, so each file stands on its own.
      const listed = new Set(urls);
      for (const [, href] of xml.matchAll(/href="([^"]+)"/g)) expect(listed.has(href!), `${part}: ${href}`).toBe(true);
      all.push(...urls);
    }
    // The team pages came later, in a section of their own.
    const teamPage = /\/(teams|en\/teams|it\/squadre)\//;
    // So did the knockout bracket tab of cups and tournaments.
    const bracketPage = /\/(turnierbaum|bracket|tabellone)$/;
    // And the days with matches.
    const dayPage = /\/(ergebnisse|results|risultati)\/\d{4}-\d{2}-\d{2}$/;
    // And the tables after each matchday: 34 + 34 + 38 + 38 matchdays of the leagues, 8 + 8 of the league phases.
    const tableAfterMatchday = /\/(tabelle|tables|classifica)\/[^/]+$/;
    // And the player pages: one per player who scored, in three languages.
    const playerPage = /\/(spieler|en\/players|it\/giocatori)\//;
    // The news lists: each filter's first page instead of `/news`, which moves (301) to the column's.
    const newsList = /\/news\/[^/]+\/1$/;
    const newsFilters = all.filter((url) => newsList.test(url));
    expect(newsFilters).toHaveLength(NEWS_FILTERS.length * 3);
    expect(newsFilters).toContain(`${SITE_URL}/news/kolumne/1`);
    expect(newsFilters).toContain(`${SITE_URL}/en/news/global/1`);
    expect(all).not.toContain(`${SITE_URL}/news`);
    expect(all).not.toContain(`${SITE_URL}/it/news`);
    const players = (await services.results("de", new Headers()).getPlayers()) ?? [];
    expect(all.filter((url) => playerPage.test(url))).toHaveLength(players.length * 3);
    expect(all).toContain(`${SITE_URL}/en/players/harry-kane-eng`);
    expect(all.filter((url) => tableAfterMatchday.test(url))).toHaveLength(160 * 3);
    expect(all).toContain(`${SITE_URL}/en/results/bundesliga/tables/matchday-17`);
    expect(
      all.filter(
        (url) =>
          !teamPage.test(url) && !bracketPage.test(url) && !tableAfterMatchday.test(url) && !dayPage.test(url) && !playerPage.test(url) && !newsList.test(url),
      ),
    ).toHaveLength(URLS_BEFORE_THE_SPLIT - 3);
    expect(all).toContain(`${SITE_URL}/ergebnisse/wm-2022/turnierbaum`);
    expect(all.filter((url) => bracketPage.test(url))).toHaveLength(6 * 3);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(`${SITE_URL}/ueber-uns`);
    expect(all).toContain(`${SITE_URL}/ergebnisse/bundesliga/1-spieltag`);
  });

  it("lists the pages whose route table rows name a sitemap source, and no other", async () => {
    const index = await (await get("/sitemap.xml", undefined)).text();
    const pages = new Set<string>();
    for (const file of locs(index)) {
      const part = file.slice(`${SITE_URL}/sitemaps/`.length);
      for (const url of locs(await (await get(`/sitemaps/${part}`, part)).text())) pages.add(resolvePath(new URL(url).pathname)!.page);
    }
    expect([...pages].sort()).toEqual(PAGE_KEYS.filter((page) => PAGE_SOURCES[page].sitemap.length > 0).sort());
    // The parameterless pages the rows mark `fixed`, in the table's order, open the pages file.
    const fixed = locs(await (await get("/sitemaps/pages.xml", "pages.xml")).text()).slice(0, pagesInSitemap("fixed").length * 3);
    expect(fixed.filter((_, index) => index % 3 === 0).map((url) => resolvePath(new URL(url).pathname)!.page)).toEqual(pagesInSitemap("fixed"));
  });

  it("lists fixed pages and jobs in the pages file, each with its alternates", async () => {
    const xml = await (await get("/sitemaps/pages.xml", "pages.xml")).text();
    expect(xml).toContain(`<url><loc>${SITE_URL}/ueber-uns</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${SITE_URL}/it/about"/>`);
    const jobs = await services.content.getJobs("en");
    expect(jobs.length).toBeGreaterThan(0);
    expect(xml).toContain(`<loc>${SITE_URL}/en/about/jobs/${jobs[0]!.slug}</loc>`);
    expect(xml).not.toContain("/ergebnisse/bundesliga");
  });

  it("lists a competition's rounds in its own file, each linking the other languages' own slugs", async () => {
    const catalogue = await services.results("de", new Headers()).getCompetitions();
    const bundesliga = catalogue.competitions.find((c) => c.slug === "bundesliga")!;
    const part = `results-${bundesliga.id}.xml`;
    const xml = await (await get(`/sitemaps/${part}`, part)).text();
    const round = xml.split("\n").find((line) => line.includes(`<loc>${SITE_URL}/ergebnisse/bundesliga/1-spieltag</loc>`));
    expect(round).toContain(`hreflang="en" href="${SITE_URL}/en/results/bundesliga/matchday-1"`);
    expect(round).toContain(`hreflang="x-default" href="${SITE_URL}/ergebnisse/bundesliga/1-spieltag"`);
    for (const loc of locs(xml)) expect(loc).toMatch(/\/(ergebnisse|results|risultati)\/bundesliga(\/|$)/);
  });

  it("lists every team page in its own file, a national team with its slug in each language", async () => {
    const xml = await (await get("/sitemaps/teams.xml", "teams.xml")).text();
    const germany = xml.split("\n").find((line) => line.includes(`<loc>${SITE_URL}/teams/deutschland</loc>`));
    expect(germany).toContain(`hreflang="en" href="${SITE_URL}/en/teams/germany"`);
    expect(germany).toContain(`hreflang="it" href="${SITE_URL}/it/squadre/germania"`);
    const teams = await services.results("de", new Headers()).getTeams();
    expect(locs(xml)).toHaveLength(teams!.length * 3);
  });

  it("lists every day with matches in its own file, and only those", async () => {
    const xml = await (await get("/sitemaps/days.xml", "days.xml")).text();
    const days = locs(xml)
      .filter((loc) => loc.startsWith(`${SITE_URL}/ergebnisse/`))
      .map((loc) => loc.slice(-10));
    expect(days).toContain("2025-05-17");
    expect(days).toContain("2022-12-18");
    expect(days).not.toContain("2024-12-25");
    expect(days).toEqual([...days].sort());
    const source = services.results("de", new Headers());
    for (const day of [days[0]!, days.at(-1)!, "2025-05-17"]) expect((await source.getDay(day))!.competitions.length, day).toBeGreaterThan(0);
    expect((await source.getDay(days[0]!))!.previous_date).toBeNull();
    expect((await source.getDay(days.at(-1)!))!.next_date).toBeNull();
    const line = xml.split("\n").find((l) => l.includes(`<loc>${SITE_URL}/ergebnisse/2025-05-17</loc>`));
    expect(line).toContain(`hreflang="en" href="${SITE_URL}/en/results/2025-05-17"`);
    expect(line).toContain(`hreflang="it" href="${SITE_URL}/it/risultati/2025-05-17"`);
  });

  it("leaves the days file out when the backend has no day call", async () => {
    const inner = testServices({ env: { ...base.env, SITE_URL } });
    const withoutDays: SiteServices = { ...inner, results: (language, headers) => ({ ...inner.results(language, headers), getDay: async () => undefined }) };
    const files = locs(await (await get("/sitemap.xml", undefined, withoutDays)).text());
    expect(files).not.toContain(`${SITE_URL}/sitemaps/days.xml`);
    expect((await get("/sitemaps/days.xml", "days.xml", withoutDays)).status).toBe(404);
  });

  it("leaves the team file out when the backend does not offer team pages", async () => {
    const inner = testServices({ env: { ...base.env, SITE_URL } });
    const withoutTeams: SiteServices = { ...inner, results: (language, headers) => ({ ...inner.results(language, headers), getTeams: async () => undefined }) };
    const files = locs(await (await get("/sitemap.xml", undefined, withoutTeams)).text());
    expect(files).not.toContain(`${SITE_URL}/sitemaps/teams.xml`);
    expect((await get("/sitemaps/teams.xml", "teams.xml", withoutTeams)).status).toBe(404);
  });

  it("answers 404 for a file that is not a section", async () => {
    for (const part of ["1.xml", "results-99999.xml", "pages", "../pages.xml", "PAGES.xml"]) {
      const response = await get(`/sitemaps/${encodeURIComponent(part)}`, part);
      expect(response.status, part).toBe(404);
    }
  });

  it("builds each file once per cache lifetime; concurrent requests share one build", async () => {
    const { services: counted, calls } = countingServices();
    const [a, b] = await Promise.all([get("/sitemaps/results-1.xml", "results-1.xml", counted), get("/sitemaps/results-1.xml", "results-1.xml", counted)]);
    expect(await a.text()).toBe(await b.text());
    const afterFirstBuild = calls();
    expect(afterFirstBuild).toBeGreaterThan(0);
    await get("/sitemaps/results-1.xml", "results-1.xml", counted);
    await get("/sitemap.xml", undefined, counted);
    expect(calls()).toBe(afterFirstBuild);
    // Another set of services has its own cache.
    const other = countingServices();
    await get("/sitemaps/results-1.xml", "results-1.xml", other.services);
    expect(other.calls()).toBe(afterFirstBuild);
  });

  it("keeps each file for the process, not for the request, when the server gives every request a scope of its own", async () => {
    const { services: counted, calls } = countingServices();
    /** A request as the server hands it to React Router: its own request scope in the context. */
    const scoped = (path: string, part: string | undefined) => {
      const args = loaderArgs(path, part === undefined ? {} : { part }, { services: counted }) as { context: RouterContextProvider };
      args.context.set(requestScopeContext, createRequestScope({ budgetMs: 60_000 }));
      return sitemapLoader(args as never);
    };
    const first = await scoped("/sitemaps/results-1.xml", "results-1.xml");
    expect(first.status).toBe(200);
    const afterFirstBuild = calls();
    expect(afterFirstBuild).toBeGreaterThan(0);
    const second = await scoped("/sitemaps/results-1.xml", "results-1.xml");
    expect(await second.text()).toBe(await first.text());
    expect(calls()).toBe(afterFirstBuild);
    // Storable by shared caches, as pages are: the page cache and nginx answer most requests.
    expect(sharedMaxAge(second.headers.get("Cache-Control"))).toBeGreaterThan(0);
  });

  it("answers 503 with Retry-After when the results backend fails with nothing cached", async () => {
    const failing: SiteServices = {
      ...testServices({ env: { ...base.env, SITE_URL } }),
      results: () => {
        throw new Error("backend down");
      },
    };
    const response = await get("/sitemap.xml", undefined, failing);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("ends a file that would pass the protocol's byte limit with the last entry that fits", async () => {
    // About 31 KB an entry (three URLs, each with four alternates, of some 2,000 characters): 62 MB in all.
    const long = "x".repeat(2000);
    const entries: SitemapEntry[] = Array.from({ length: 2000 }, (_, index) => ({
      de: `/de/${long}/${index}`,
      en: `/en/${long}/${index}`,
      it: `/it/${long}/${index}`,
    }));
    const xml = await renderSection("news", entries, SITE_URL);
    const bytes = Buffer.byteLength(xml);
    const kept = locs(xml).length / 3;
    expect(kept).toBeLessThan(entries.length);
    expect(bytes).toBeLessThanOrEqual(SITEMAP_BYTE_LIMIT);
    // The next entry would not have fitted.
    expect(bytes + bytes / kept).toBeGreaterThan(SITEMAP_BYTE_LIMIT);
    expect(locs(xml).at(-1)).toBe(`${SITE_URL}/it/${long}/${kept - 1}`);
    expect(xml.endsWith("</url>\n</urlset>\n")).toBe(true);
  });
});
