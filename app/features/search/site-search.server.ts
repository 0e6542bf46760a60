import MiniSearch from "minisearch";
import type { SearchHit, SearchKind } from "#app/components/layout/search-hits.ts";
import { cleanQuery, indexOptions, MAX_QUERY_LENGTH, searchIndex } from "#app/content/matching.ts";
import type { ContentService } from "#app/content/service.server.ts";
import { formatMatchDate } from "#app/football/format.ts";
import { PUBLISHING_TIME_ZONE } from "#app/i18n/dates.ts";
import { href } from "#app/i18n/href.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { errorMessage, log } from "#lib/log.server.ts";
import { namesWithExonyms } from "./exonyms.ts";

/**
 * The site search (docs/decisions/0009-site-search.md; docs/architecture.md, "The site search"):
 * one MiniSearch index per language, built in this process from what the pages show — teams (full,
 * short and other languages' names, codes, the places' other names), competitions, players, news
 * articles, FAQ entries and job ads — and never sent to the browser: a query is answered here, with
 * the few hits it finds (the search page).
 *
 * An index is built on the first query in its language (or by `warm()` at start), and built anew
 * in the background when it is older than `maxAgeMs` (results and news change), when content
 * editors changed a collection (`invalidate()`, app/content/changes.server.ts), or sooner after a
 * source failed (`retryMs`): meanwhile queries are answered from the index there is. Nothing a
 * query brings is stored: the answers are made per query (the page cache does not store them
 * either, app/http/page-query.server.ts).
 */

export { SEARCH_KINDS, type SearchHit, type SearchKind } from "#app/components/layout/search-hits.ts";

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

export interface SearchAnswer {
  /** The query as searched (cleaned and cut, app/content/matching.ts). */
  query: string;
  /** The visitor's query was longer than what is searched (MAX_QUERY_LENGTH characters, `maxLength`). */
  shortened: boolean;
  maxLength: number;
  /** The kinds with hits, the kind of the best hit first; hits best first. */
  groups: SearchGroup[];
  total: number;
}

interface SearchDocument extends SearchHit {
  id: string;
  /** Other names: short names, codes, other languages' names, a player's team. */
  aliases: string;
  /** Longer text: an FAQ answer, a news teaser, a job's summary. */
  body: string;
}

/** Field weights: a hit in the title outranks one in the other names, which outranks one in the text. */
const FIELD_BOOST = { title: 3, aliases: 2, body: 1 };
/** Kind weights: what a fan looks for most (teams, competitions, players) first when the match is equal. */
const KIND_BOOST: Record<SearchKind, number> = { team: 1.6, competition: 1.6, player: 1.3, news: 1, faq: 1.1, job: 1 };
/** The search page shows at most this many hits of a kind. */
export const HITS_PER_KIND = 8;
/** Bounds the walk through news pages if a backend never reports its last page. */
const MAX_NEWS_PAGES = 50;

export interface SiteSearchDependencies {
  content: ContentService;
  /** The results source of a language, for the process (no visitor's headers). */
  results: (language: Language) => ResultsSource;
  now?: () => number;
  /** An index older than this is built anew in the background (results and news change). */
  maxAgeMs?: number;
  /** After a source failed, the index is built anew this soon. */
  retryMs?: number;
}

interface BuiltIndex {
  index: MiniSearch<SearchDocument>;
  builtAt: number;
  /** A source failed: the index lacks its documents, and is built anew after `retryMs`. */
  partial: boolean;
  documents: number;
}

export interface SiteSearch {
  /** The hits of `rawQuery` in `language`, grouped by kind; an empty answer for a query without a word. */
  search(language: Language, rawQuery: string, options?: { perKind?: number; limit?: number }): Promise<SearchAnswer>;
  /** Content changed: each index is built anew on its next query (the old one answers meanwhile). */
  invalidate(): void;
  /** Builds every language's index now (at start, so no visitor waits for it). */
  warm(): Promise<void>;
  /** Documents per language, for the bench and the README. */
  stats(): Partial<Record<Language, number>>;
}

export function createSiteSearch({ content, results, now = Date.now, maxAgeMs = 10 * 60_000, retryMs = 30_000 }: SiteSearchDependencies): SiteSearch {
  const built = new Map<Language, BuiltIndex>();
  const building = new Map<Language, Promise<BuiltIndex>>();
  let invalidatedAt = Number.NEGATIVE_INFINITY;
  // A source that fails fails for every language's build at once, and again at each retry: its
  // failure is logged once per source and cause within `retryMs`, as the data sources log theirs.
  const lastLogged = new Map<string, number>();
  const reportFailure = (language: Language, source: string, error: unknown) => {
    const cause = errorMessage(error);
    const key = `${source}\n${cause}`;
    const at = lastLogged.get(key);
    if (at !== undefined && now() - at < retryMs) return;
    lastLogged.set(key, now());
    log("warn", "search_source_failed", { language, source, error: cause });
  };

  function rebuild(language: Language): Promise<BuiltIndex> {
    let pending = building.get(language);
    if (!pending) {
      const startedAt = now();
      pending = buildIndex(language, content, results, reportFailure)
        .then((fresh) => {
          built.set(language, { ...fresh, builtAt: startedAt });
          return built.get(language)!;
        })
        .finally(() => building.delete(language));
      building.set(language, pending);
    }
    return pending;
  }

  /** The index to answer from: the one there is (rebuilding it in the background when stale), or the first one. */
  async function indexFor(language: Language): Promise<BuiltIndex> {
    const current = built.get(language);
    if (!current) return rebuild(language);
    const age = now() - current.builtAt;
    const stale = age >= maxAgeMs || (current.partial && age >= retryMs) || current.builtAt <= invalidatedAt;
    if (stale) rebuild(language).catch((error: unknown) => log("error", "search_index_failed", { language, error: errorMessage(error) }));
    return current;
  }

  async function hitsOf(language: Language, query: string): Promise<(SearchHit & { score: number })[]> {
    const { index } = await indexFor(language);
    return searchIndex(index, query, {
      orAny: true,
      boost: FIELD_BOOST,
      boostDocument: (_id, _term, stored) => KIND_BOOST[(stored?.kind as SearchKind | undefined) ?? "news"] ?? 1,
    }).map((hit) => ({ kind: hit.kind as SearchKind, title: hit.title as string, detail: hit.detail as string, url: hit.url as string, score: hit.score }));
  }

  return {
    async search(language, rawQuery, { perKind = HITS_PER_KIND } = {}) {
      const query = cleanQuery(rawQuery);
      const shortened = rawQuery.trim().length > MAX_QUERY_LENGTH;
      const hits = query === "" ? [] : await hitsOf(language, query);
      const groups = new Map<SearchKind, SearchHit[]>();
      for (const { score: _score, ...hit } of hits) {
        const group = groups.get(hit.kind) ?? [];
        groups.set(hit.kind, group);
        if (group.length < perKind) group.push(hit);
      }
      const list = [...groups].map(([kind, kindHits]) => ({ kind, hits: kindHits }));
      return { query, shortened, maxLength: MAX_QUERY_LENGTH, groups: list, total: list.reduce((sum, g) => sum + g.hits.length, 0) };
    },

    invalidate() {
      invalidatedAt = now();
    },

    async warm() {
      await Promise.all(LANGUAGE_CODES.map((language) => rebuild(language)));
    },

    stats() {
      return Object.fromEntries([...built].map(([language, b]) => [language, b.documents]));
    },
  };
}

/** Every document of a language, from every source; a source that fails leaves its kind out (and marks the index partial). */
async function buildIndex(
  language: Language,
  content: ContentService,
  results: (language: Language) => ResultsSource,
  reportFailure: (language: Language, source: string, error: unknown) => void,
): Promise<Omit<BuiltIndex, "builtAt">> {
  const source = results(language);
  let partial = false;
  const settle = async <T>(what: string, load: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await load();
    } catch (error) {
      partial = true;
      reportFailure(language, what, error);
      return undefined;
    }
  };
  const [teamDocs, competitionDocs, playerDocs, newsDocs, faqDocs, jobDocs] = await Promise.all([
    settle("teams", () => teamDocuments(language, results)),
    settle("competitions", () => competitionDocuments(language, results)),
    settle("players", () => playerDocuments(language, source)),
    settle("news", () => newsDocuments(language, source)),
    settle("faq", () => faqDocuments(language, content)),
    settle("jobs", () => jobDocuments(language, content)),
  ]);
  const documents = [teamDocs, competitionDocs, playerDocs, newsDocs, faqDocs, jobDocs].flatMap((docs) => docs ?? []);
  const index = new MiniSearch<SearchDocument>(indexOptions(["title", "aliases", "body"], ["kind", "title", "detail", "url"]));
  index.addAll(documents);
  return { index, partial, documents: documents.length };
}

const joined = (...parts: (string | undefined | null)[]) => [...new Set(parts.filter((p): p is string => !!p))].join(" · ");

/**
 * What the other languages call the same things (by id): "Germany" and "Germania" find Deutschland
 * on the German pages. A language that fails to load adds no names.
 */
async function namesElsewhere<T extends { id: number }>(
  language: Language,
  load: (language: Language) => Promise<T[] | undefined>,
  names: (item: T) => (string | undefined)[],
) {
  const others = await Promise.all(LANGUAGE_CODES.filter((l) => l !== language).map((l) => load(l).catch(() => undefined)));
  const byId = new Map<number, Set<string>>();
  for (const item of others.flatMap((list) => list ?? [])) {
    const set = byId.get(item.id) ?? new Set<string>();
    for (const name of names(item)) if (name) set.add(name);
    byId.set(item.id, set);
  }
  return (id: number) => [...(byId.get(id) ?? [])];
}

async function teamDocuments(language: Language, results: (language: Language) => ResultsSource): Promise<SearchDocument[]> {
  const source = results(language);
  const [teams, catalogue] = await Promise.all([source.getTeams(), source.getCompetitions()]);
  if (!teams) return [];
  const elsewhere = await namesElsewhere(
    language,
    (l) => results(l).getTeams(),
    (t) => [t.name, t.short_name],
  );
  const names = new Map(catalogue.competitions.map((c) => [c.id, c.short_name]));
  return teams.map((team) => ({
    id: `team:${team.id}`,
    kind: "team",
    title: team.name,
    detail: joined(...team.competition_ids.slice(0, 3).map((id) => names.get(id))),
    url: href("team", language, { team: team.slug }),
    aliases: [team.short_name, team.code, ...namesWithExonyms(team.name), ...namesWithExonyms(team.short_name ?? ""), ...elsewhere(team.id)]
      .filter((name, index, all) => name && name !== team.name && all.indexOf(name) === index)
      .join(" "),
    body: "",
  }));
}

async function competitionDocuments(language: Language, results: (language: Language) => ResultsSource): Promise<SearchDocument[]> {
  const catalogue = await results(language).getCompetitions();
  const elsewhere = await namesElsewhere(
    language,
    async (l) => (await results(l).getCompetitions()).competitions,
    (c) => [c.name, c.short_name],
  );
  return catalogue.competitions.map((c) => ({
    id: `competition:${c.id}`,
    kind: "competition",
    title: c.name,
    detail: joined(catalogue.pushgroups.find((g) => g.id === c.push_group_id)?.name, c.season),
    url: href("results", language, { country: c.slug }),
    aliases: [...new Set([c.short_name, c.name_plural, ...elsewhere(c.id)])].join(" "),
    body: "",
  }));
}

async function playerDocuments(language: Language, source: ResultsSource): Promise<SearchDocument[]> {
  const players = await source.getPlayers();
  if (!players) return [];
  return players.map((p) => ({
    id: `player:${p.id}`,
    kind: "player",
    title: p.name,
    detail: p.team.name,
    url: href("player", language, { player: p.slug }),
    aliases: [p.team.name, p.team.short_name, p.team.code].filter(Boolean).join(" "),
    body: "",
  }));
}

async function newsDocuments(language: Language, source: ResultsSource): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (let page = 1; page <= MAX_NEWS_PAGES; page++) {
    const answer = await source.getNewsPage(0, page);
    for (const { news, slug } of answer.items) {
      documents.push({
        id: `news:${news.news_id}`,
        kind: "news",
        title: news.title,
        detail: joined(news.category.name, news.published_at === null ? undefined : formatMatchDate(news.published_at, language, PUBLISHING_TIME_ZONE)),
        url: href("news-article", language, { category: news.category.slug, article: slug }),
        aliases: news.category.name,
        body: news.teaser ?? "",
      });
    }
    if (!answer.hasNextPage) break;
  }
  return documents;
}

async function faqDocuments(language: Language, content: ContentService): Promise<SearchDocument[]> {
  const { entries, fields } = await content.getFaqs(language);
  const groups = new Map((fields.group?.options?.options ?? []).map((o) => [o.value, o.label]));
  return entries.map((entry) => ({
    id: `faq:${entry._id}`,
    kind: "faq",
    title: entry.question,
    detail: groups.get(entry.group) ?? "",
    // The FAQ filtered to the question shows that entry (and its answer).
    url: `${href("faq", language)}?q=${encodeURIComponent(entry.question)}`,
    aliases: "",
    body: entry.answer,
  }));
}

async function jobDocuments(language: Language, content: ContentService): Promise<SearchDocument[]> {
  const jobs = await content.getJobs(language);
  return jobs.map((job) => ({
    id: `job:${job.slug}`,
    kind: "job",
    title: job.title,
    detail: job.location,
    url: href("job-detail", language, { job: job.slug }),
    aliases: "",
    body: job.summary,
  }));
}
