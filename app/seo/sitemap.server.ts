import { buildPath } from "../i18n/href.ts";
import { LANGUAGE_CODES, type Language } from "../i18n/languages.ts";
import { PAGE_KEYS, ROUTE_TABLE, type PageKey } from "../i18n/route-table.ts";
import { TtlCache } from "../lib/ttl-cache.server.ts";
import type { SiteServices } from "../services.server.ts";

/**
 * The sitemap: every page in every language, each URL with its alternates (xhtml:link), from
 * the route table for fixed pages and from the data sources for jobs, news articles,
 * competitions, their tabs, rounds and matches. Slugs differ per language, so entries are
 * collected per language and joined by id.
 */
export const SITEMAP_URL_LIMIT = 50_000;
/** Bounds the walk through news pages (10 items each) if a backend never reports its last page. */
const MAX_NEWS_PAGES = 200;

export type SitemapEntry = Record<Language, string>;

/** Pages in the table that are URLs of their own (not redirects) and need no data parameter. */
const FIXED_PAGES = PAGE_KEYS.filter((page) => !["privache", "download", "news-feed"].includes(page) && !/:\w+(\/|$)/.test(ROUTE_TABLE[page].de));

function perLanguage(path: (language: Language) => string | undefined): SitemapEntry | undefined {
  const entry: Partial<SitemapEntry> = {};
  for (const language of LANGUAGE_CODES) {
    const value = path(language);
    if (!value) return undefined;
    entry[language] = value;
  }
  return entry as SitemapEntry;
}

const params = (page: PageKey, language: Language, values: Record<string, string | number>) => buildPath(ROUTE_TABLE[page][language], values);

async function byLanguage<T>(load: (language: Language) => Promise<T>): Promise<Record<Language, T>> {
  const values = await Promise.all(LANGUAGE_CODES.map(load));
  return Object.fromEntries(LANGUAGE_CODES.map((language, index) => [language, values[index]])) as Record<Language, T>;
}

async function jobEntries({ content }: SiteServices): Promise<SitemapEntry[]> {
  const jobs = await byLanguage((language) => content.getJobs(language));
  return jobs.de.flatMap((job) => {
    const entry = perLanguage((language) => (jobs[language].some((j) => j.slug === job.slug) ? params("job-detail", language, { job: job.slug }) : undefined));
    return entry ? [entry] : [];
  });
}

async function newsEntries({ results }: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  const articles = await byLanguage(async (language) => {
    const source = results(language, headers);
    const found = new Map<number, string>();
    for (let page = 1; page <= MAX_NEWS_PAGES; page++) {
      const answer = await source.getNewsPage(0, page);
      for (const item of answer.items) {
        found.set(item.news.news_id, params("news-article", language, { category: item.news.category.slug, article: item.slug }));
      }
      if (!answer.hasNextPage) break;
    }
    return found;
  });
  return [...articles.de.keys()].flatMap((id) => {
    const entry = perLanguage((language) => articles[language].get(id));
    return entry ? [entry] : [];
  });
}

async function resultsEntries({ results }: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  const sources = await byLanguage(async (language) => results(language, headers));
  const catalogues = await byLanguage((language) => sources[language].getCompetitions());
  const entries: SitemapEntry[] = [];
  for (const group of catalogues.de.pushgroups) {
    const entry = perLanguage((l) => {
      const slug = catalogues[l].pushgroups.find((g) => g.id === group.id)?.slug;
      return slug && params("results", l, { country: slug });
    });
    if (entry) entries.push(entry);
  }
  for (const competition of catalogues.de.competitions) {
    const slugIn = (l: Language) => catalogues[l].competitions.find((c) => c.id === competition.id)?.slug;
    const tab = (page: PageKey) => perLanguage((l) => slugIn(l) && params(page, l, { competition: slugIn(l)! }));
    const main = perLanguage((l) => slugIn(l) && params("results", l, { country: slugIn(l)! }));
    if (main) entries.push(main);
    for (const page of [
      "results-details",
      ...(competition.has_table ? ["results-table"] : []),
      ...(competition.has_scorers ? ["results-scorers"] : []),
    ] as PageKey[]) {
      const entry = tab(page);
      if (entry) entries.push(entry);
    }
    const current = await byLanguage((l) => sources[l].getMatches(competition.id));
    for (const roundId of current.de.selectable_rounds) {
      const rounds = await byLanguage((l) => sources[l].getMatches(competition.id, roundId));
      const roundEntry = perLanguage((l) => {
        const round = current[l].rounds.find((r) => r.id === roundId);
        return round && slugIn(l) && params("results-round", l, { competition: slugIn(l)!, round: round.slug });
      });
      if (roundEntry) entries.push(roundEntry);
      for (const match of rounds.de.data) {
        const entry = perLanguage((l) => {
          const other = rounds[l].data.find((m) => m.id === match.id);
          return other && slugIn(l) && params("results-match", l, { competition: slugIn(l)!, match: other.slug, mid: match.id });
        });
        if (entry) entries.push(entry);
      }
    }
  }
  return entries;
}

/** Every entry; a data source that fails leaves its part out (logged by its cache) rather than failing the sitemap. */
export async function collectSitemapEntries(services: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  const fixed = FIXED_PAGES.map((page) => perLanguage((language) => params(page, language, {}))!);
  const parts = await Promise.all(
    [jobEntries(services), newsEntries(services, headers), resultsEntries(services, headers)].map((part) => part.catch(() => [] as SitemapEntry[])),
  );
  return [...fixed, ...parts.flat()];
}

const SITEMAP_TTL_MS = 10 * 60_000;
/** One cache per set of services (one per process; each test's own), so answers never cross them. */
const caches = new WeakMap<SiteServices, TtlCache>();

export function sitemapEntries(services: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  let cache = caches.get(services);
  if (!cache) {
    cache = new TtlCache({ source: "sitemap", maxEntries: 4 });
    caches.set(services, cache);
  }
  return cache.get("entries", SITEMAP_TTL_MS, () => collectSitemapEntries(services, headers));
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One <url> per language version, each listing all versions plus x-default (the German one). */
export function renderUrlset(entries: SitemapEntry[], siteUrl: string): string {
  const links = (entry: SitemapEntry) =>
    [
      ...LANGUAGE_CODES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(siteUrl + entry[l])}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + entry.de)}"/>`,
    ].join("");
  const urls = entries.flatMap((entry) => LANGUAGE_CODES.map((l) => `<url><loc>${escapeXml(siteUrl + entry[l])}</loc>${links(entry)}</url>`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** How many entries (each one URL per language) fit in one sitemap file. */
export const ENTRIES_PER_FILE = Math.floor(SITEMAP_URL_LIMIT / LANGUAGE_CODES.length);

export function renderSitemapIndex(parts: number, siteUrl: string): string {
  const items = Array.from({ length: parts }, (_, index) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${index + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
