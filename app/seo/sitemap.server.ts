import { setImmediate as nextTurn } from "node:timers/promises";
import { NEWS_FILTERS } from "#contract/news.ts";
import type { Competition } from "#contract/schemas.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { log } from "#lib/log.server.ts";
import { cacheOf } from "#lib/ttl-cache.server.ts";
import { buildPath } from "../i18n/href.ts";
import { ROUTE_TABLE, pagesInSitemap, type PageKey, type SitemapSource } from "../i18n/route-table.ts";
import type { SiteServices } from "../services.server.ts";

/**
 * The sitemap: every page in every language, each URL with its alternates (xhtml:link). Which
 * pages it lists, and where their parameters come from, each page's `PAGE_SOURCES` row in the
 * page registry says (app/i18n/route-table.ts; `sitemap`, a list of `SitemapSource`s): fixed pages
 * need none, jobs, news articles, push groups, competitions, their tabs, rounds and matches and teams
 * come from the data sources. Slugs differ per language, so entries are collected per language and joined by id.
 *
 * `/sitemap.xml` is a sitemap index of one file per section (`/sitemaps/{section}.xml`):
 * - `pages`: the pages of the sources `fixed`, then `jobs`;
 * - `news`: `news-filters` (each filter's first page: `/news` itself only moves there), then `news-articles`;
 * - `results`: `push-groups` (the results overview of each country);
 * - `results-{id}`: one competition, by its fixed id: the pages of `competitions` and of the tabs it
 *   has (`competitions-with-table`, `…-with-scorers`, `cups-and-tournaments`), then `table-rounds`,
 *   then each of its `rounds` followed by its `matches`;
 * - `teams`: `teams` (only where the backend offers the team extension);
 * - `days`: `match-days`, every day with matches (only where the backend offers the day extension),
 *   walked from the first day to the last with one day call each.
 * - `players`: `players` (only where the backend offers the player extension).
 * Each section is built on its first request and kept for SITEMAP_TTL_MS per set of services;
 * concurrent requests share one build, and only the index needs the competition catalogue.
 * Every section stays far below the protocol's limits (50,000 URLs, 50 MB): with the embedded
 * data the largest file is a competition's (1,377 URLs, 0.9 MB; the old single file had 6,960
 * URLs, 4.6 MB), and news is bounded by MAX_NEWS_PAGES (at most 2,000 entries, 6,000 URLs).
 *
 * A build never holds the event loop. The embedded backend answers in-process and synchronously
 * (a chain of promises that never waits for I/O), so a section's 100-odd data calls awaited one
 * after another would run as one task of 0.1–0.6 s, and every other request would wait for it.
 * Instead each data call starts in a turn of the event loop of its own (`afterTurns`), and a file
 * is rendered in slices of RENDER_SLICE entries with a turn between them: no task of the build
 * takes more than a few milliseconds (app/seo/sitemap-event-loop.test.ts measures it;
 * docs/decisions/0703-sitemap-without-holding-the-event-loop.md).
 */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_BYTE_LIMIT = 50 * 1024 * 1024;
/** Bounds the walk through news pages (10 items each) if a backend never reports its last page. */
const MAX_NEWS_PAGES = 200;

export type SitemapEntry = Record<Language, string>;

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

/**
 * The entries of the pages of one source for these items (in the table's order of the pages, then the
 * items' order): `paramsIn` gives an item's parameters for a page in a language, or undefined where
 * that language lacks the item (it is then left out).
 */
function entriesOf<T>(
  source: SitemapSource,
  items: readonly T[],
  paramsIn: (item: T, language: Language, page: PageKey) => Record<string, string | number> | undefined,
): SitemapEntry[] {
  return pagesInSitemap(source).flatMap((page) =>
    items.flatMap((item) => {
      const entry = perLanguage((language) => {
        const values = paramsIn(item, language, page);
        return values && params(page, language, values);
      });
      return entry ? [entry] : [];
    }),
  );
}

/** Waits for `count` turns of the event loop (other requests' I/O is handled in each), then loads. */
async function afterTurns<T>(count: number, load: () => Promise<T>): Promise<T> {
  for (let turn = 0; turn < count; turn++) await nextTurn();
  return load();
}

/**
 * One value per language, each loaded in a turn of the event loop of its own (the first after one
 * turn, the next after two, …): from the embedded backend each answer is then a task of its own,
 * while a remote backend's requests still overlap.
 */
async function byLanguage<T>(load: (language: Language) => Promise<T>): Promise<Record<Language, T>> {
  const values = await Promise.all(LANGUAGE_CODES.map((language, index) => afterTurns(index + 1, () => load(language))));
  return Object.fromEntries(LANGUAGE_CODES.map((language, index) => [language, values[index]])) as Record<Language, T>;
}

/** The fixed pages and the job ads (the content service never throws: no jobs on failure). */
async function pageEntries({ content }: SiteServices): Promise<SitemapEntry[]> {
  const jobs = await byLanguage((language) => content.getJobs(language));
  return [
    ...entriesOf("fixed", [undefined], () => ({})),
    ...entriesOf("jobs", jobs.de, (job, language) => (jobs[language].some((j) => j.slug === job.slug) ? { job: job.slug } : undefined)),
  ];
}

/**
 * The first page of each of the spec's news filters (their slugs are the same in every language),
 * then each news article's parameters, joined across languages by id (their slugs differ).
 */
async function newsEntries({ results }: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  const articles = await byLanguage(async (language) => {
    const source = results(language, headers);
    const found = new Map<number, { category: string; article: string }>();
    for (let number = 1; number <= MAX_NEWS_PAGES; number++) {
      const answer = await afterTurns(number === 1 ? 0 : 1, () => source.getNewsPage(0, number));
      for (const item of answer.items) found.set(item.news.news_id, { category: item.news.category.slug, article: item.slug });
      if (!answer.hasNextPage) break;
    }
    return found;
  });
  return [
    ...entriesOf("news-filters", NEWS_FILTERS, (filter) => ({ category: filter.slug, page: 1 })),
    ...entriesOf("news-articles", [...articles.de.keys()], (id, language) => articles[language].get(id)),
  ];
}

const catalogues = ({ results }: SiteServices, headers: Headers) => byLanguage((language) => results(language, headers).getCompetitions());

/** The name of a page's one parameter (`country` of `/ergebnisse/:country?`), which the slug of a push group or competition fills. */
function slugParameter(page: PageKey): string {
  const [name, ...more] = [...ROUTE_TABLE[page].de.matchAll(/:(\w+)/g)].map(([, found]) => found!);
  if (!name || more.length > 0) throw new Error(`${page} must take exactly one parameter to be filled with a slug`);
  return name;
}

/** The results overview of every push group. */
async function pushGroupEntries(services: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  const catalogue = await catalogues(services, headers);
  return entriesOf("push-groups", catalogue.de.pushgroups, (group, l, page) => {
    const slug = catalogue[l].pushgroups.find((g) => g.id === group.id)?.slug;
    return slug ? { [slugParameter(page)]: slug } : undefined;
  });
}

/**
 * What decides whether a competition has the pages of a source, in the order of the section: its
 * page and details tab, its table, its scorers, and, for cups and tournaments, the knockout bracket.
 */
const COMPETITION_SOURCES: readonly [SitemapSource, (competition: Competition) => boolean][] = [
  ["competitions", () => true],
  ["competitions-with-table", (competition) => competition.has_table],
  ["competitions-with-scorers", (competition) => competition.has_scorers],
  ["cups-and-tournaments", (competition) => competition.kind !== "league"],
];

/** One competition: its page and tabs, the table after each matchday, every selectable round followed by its matches. */
async function competitionEntries(services: SiteServices, headers: Headers, competitionId: number): Promise<SitemapEntry[]> {
  const sources = await byLanguage(async (language) => services.results(language, headers));
  const catalogue = await catalogues(services, headers);
  const competition = catalogue.de.competitions.find((c) => c.id === competitionId);
  if (!competition) return [];
  const slugIn = (l: Language) => catalogue[l].competitions.find((c) => c.id === competition.id)?.slug;
  const entries = COMPETITION_SOURCES.flatMap(([source, applies]) =>
    applies(competition) ? entriesOf(source, [competition], (_, l, page) => (slugIn(l) ? { [slugParameter(page)]: slugIn(l)! } : undefined)) : [],
  );
  // The table after each matchday (standings extension): none where the backend does not offer it.
  if (competition.has_table) {
    const standings = await byLanguage((l) => sources[l].getStandings(competition.id));
    entries.push(
      ...entriesOf("table-rounds", standings.de?.matchdays ?? [], (matchday, l) => {
        const round = standings[l]?.matchdays.find((r) => r.id === matchday.id);
        return round && slugIn(l) ? { competition: slugIn(l)!, round: round.slug } : undefined;
      }),
    );
  }
  const current = await byLanguage((l) => sources[l].getMatches(competition.id));
  for (const roundId of current.de.selectable_rounds) {
    const rounds = await byLanguage((l) => sources[l].getMatches(competition.id, roundId));
    entries.push(
      ...entriesOf("rounds", [roundId], (id, l) => {
        const round = current[l].rounds.find((r) => r.id === id);
        return round && slugIn(l) ? { competition: slugIn(l)!, round: round.slug } : undefined;
      }),
      ...entriesOf("matches", rounds.de.data, (match, l) => {
        const other = rounds[l].data.find((m) => m.id === match.id);
        return other && slugIn(l) ? { competition: slugIn(l)!, match: other.slug, mid: match.id } : undefined;
      }),
    );
  }
  return entries;
}

/** Bounds the walk through the days with matches (a backend that never reports the last one). */
const MAX_MATCH_DAYS = 10_000;

/**
 * Every day with matches, from the first to the last: each day call names the next day with matches
 * (`next_date`), so the walk reads only days that have some. The days are the same in every language.
 * None when the backend has no day call.
 */
async function dayEntries({ results }: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  const source = results("de", headers);
  const days: string[] = [];
  let next = (await afterTurns(1, () => source.getDay(FIRST_DAY)))?.next_date ?? null;
  while (next && days.length < MAX_MATCH_DAYS) {
    days.push(next);
    const day = next;
    next = (await afterTurns(1, () => source.getDay(day)))?.next_date ?? null;
  }
  return entriesOf("match-days", days, (day, _, page) => ({ [slugParameter(page)]: day }));
}

/** A day before any football we could hold: its answer names the first day with matches. */
const FIRST_DAY = "1000-01-01";

/** Every team's page, joined across languages by id (national teams' slugs differ); none when the backend has no team list. */
async function teamEntries({ results }: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  const teams = await byLanguage((language) => results(language, headers).getTeams());
  return entriesOf("teams", teams.de ?? [], (team, l) => {
    const slug = teams[l]?.find((t) => t.id === team.id)?.slug;
    return slug ? { team: slug } : undefined;
  });
}

/** Every player's page (slugs are the same in every language); none when the backend has no player list. */
async function playerEntries({ results }: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  const players = await afterTurns(1, () => results("de", headers).getPlayers());
  return entriesOf("players", players ?? [], (player) => ({ player: player.slug }));
}

/** The name of a competition's section. */
export const competitionSection = (competitionId: number) => `results-${competitionId}`;
const COMPETITION_SECTION = /^results-([1-9][0-9]{0,8})$/;

/**
 * The sections in index order: pages, news, push groups, one per competition of the catalogue,
 * then the team pages, the days with matches and the player pages where the backend offers them (extensions).
 */
export async function collectSitemapSections(services: SiteServices, headers: Headers): Promise<string[]> {
  const source = services.results("de", headers);
  const [catalogue, teams, players] = await Promise.all([
    afterTurns(1, () => source.getCompetitions()),
    afterTurns(2, () => source.getTeams()),
    afterTurns(3, () => source.getPlayers()),
  ]);
  const day = await afterTurns(1, () => source.getDay(FIRST_DAY));
  return [
    "pages",
    "news",
    "results",
    ...catalogue.competitions.map((c) => competitionSection(c.id)),
    ...(teams?.length ? ["teams"] : []),
    ...(day?.next_date ? ["days"] : []),
    ...(players?.length ? ["players"] : []),
  ];
}

/** The entries of one section; a data source that fails makes the section fail (thrown). */
export function collectSectionEntries(services: SiteServices, headers: Headers, section: string): Promise<SitemapEntry[]> {
  if (section === "pages") return pageEntries(services);
  if (section === "news") return newsEntries(services, headers);
  if (section === "results") return pushGroupEntries(services, headers);
  if (section === "teams") return teamEntries(services, headers);
  if (section === "days") return dayEntries(services, headers);
  if (section === "players") return playerEntries(services, headers);
  const competition = COMPETITION_SECTION.exec(section);
  if (competition) return competitionEntries(services, headers, Number(competition[1]));
  throw new Error(`Unknown sitemap section: ${section}`);
}

/** Every entry of every section, in index order. */
export async function collectSitemapEntries(services: SiteServices, headers: Headers): Promise<SitemapEntry[]> {
  const sections = await collectSitemapSections(services, headers);
  const parts = await Promise.all(sections.map((section) => collectSectionEntries(services, headers, section)));
  return parts.flat();
}

/** The <url> elements of one entry: one per language version, each listing all versions plus x-default (the German one). */
function urlElements(entry: SitemapEntry, siteUrl: string): string {
  const links = [
    ...LANGUAGE_CODES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeMarkup(siteUrl + entry[l])}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(siteUrl + entry.de)}"/>`,
  ].join("");
  return LANGUAGE_CODES.map((l) => `<url><loc>${escapeMarkup(siteUrl + entry[l])}</loc>${links}</url>`).join("\n");
}

const URLSET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_TAIL = "\n</urlset>\n";

/** How many entries are rendered in one turn of the event loop: 250 take about 1.5 ms on a quiet machine, and 10–40 on a busy one. */
const RENDER_SLICE = 250;

/** How many entries (each one URL per language) fit in one sitemap file. */
export const ENTRIES_PER_FILE = Math.floor(SITEMAP_URL_LIMIT / LANGUAGE_CODES.length);

export const sectionPath = (section: string) => `/sitemaps/${section}.xml`;

export function renderSitemapIndex(sections: readonly string[], siteUrl: string): string {
  const items = sections.map((section) => `<sitemap><loc>${escapeMarkup(siteUrl + sectionPath(section))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * One section's file, rendered RENDER_SLICE entries at a time with a turn of the event loop between
 * slices. No section comes near the protocol's limits; should one ever pass them (a backend with
 * endless news or rounds), the file ends with the last entry that fits and the cut is logged, so a
 * crawler still gets a valid file. Bytes are counted per entry as it is rendered: measuring a file
 * of tens of megabytes at once would itself hold the event loop for tens of milliseconds.
 */
export async function renderSection(section: string, entries: SitemapEntry[], siteUrl: string): Promise<string> {
  // Each slice is joined in its own turn and appended to the body, which V8 keeps as a rope (no
  // copy): one join of a whole file's entries at the end took 100–160 ms on a busy machine.
  let body = "";
  let slice: string[] = [];
  let kept = 0;
  const endSlice = () => {
    if (slice.length) body += (body ? "\n" : "") + slice.join("\n");
    slice = [];
  };
  let bytes = Buffer.byteLength(URLSET_HEAD) + Buffer.byteLength(URLSET_TAIL);
  for (const entry of entries.slice(0, ENTRIES_PER_FILE)) {
    if (kept > 0 && kept % RENDER_SLICE === 0) {
      endSlice();
      await nextTurn();
    }
    const part = urlElements(entry, siteUrl);
    // Each entry after the first adds a line break before its elements.
    const size = Buffer.byteLength(part) + (kept > 0 ? 1 : 0);
    if (kept > 0 && bytes + size > SITEMAP_BYTE_LIMIT) break;
    slice.push(part);
    kept++;
    bytes += size;
  }
  endSlice();
  if (kept < entries.length) log("error", "sitemap_section_cut", { section, entries: entries.length, kept });
  return `${URLSET_HEAD}${body}${URLSET_TAIL}`;
}

export const SITEMAP_TTL_MS = 10 * 60_000;

export interface Sitemap {
  /** The sitemap index (`/sitemap.xml`). */
  index(): Promise<string>;
  /** The file of one section, or undefined for a name that is not a section of the index. */
  section(name: string): Promise<string | undefined>;
}

/**
 * The sitemap of a set of services: the index and each section built once per SITEMAP_TTL_MS
 * (concurrent requests share one build; a failed rebuild serves the last good file). `headers`
 * are the requesting visitor's, forwarded to the results backend on a cache miss. The files are
 * kept with `owner`, the process's services: `services` may be a copy made for one request (bound
 * to its scope by `servicesOf`), whose cache would live as long as that request.
 */
export function sitemapOf(services: SiteServices, headers: Headers, owner: object = services): Sitemap {
  const store = cacheOf(owner, { source: "sitemap", maxEntries: 1000 });
  const siteUrl = services.env.SITE_URL;
  const sections = () => store.get("sections", SITEMAP_TTL_MS, () => collectSitemapSections(services, headers));
  return {
    async index() {
      return store.get("index", SITEMAP_TTL_MS, async () => renderSitemapIndex(await sections(), siteUrl));
    },
    async section(name) {
      if (!(await sections()).includes(name)) return undefined;
      return store.get(`section:${name}`, SITEMAP_TTL_MS, async () => renderSection(name, await collectSectionEntries(services, headers, name), siteUrl));
    },
  };
}
