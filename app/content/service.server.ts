/**
 * The content service the pages use: the adapter chosen at start-up (`server/services.ts`) behind
 * the last good values (`last-good.server.ts`), kept on disk when a snapshot store is given
 * (`snapshot.server.ts`). Never throws: a failure is logged (once per interval) and the page gets
 * the last good value at once, or, if there never was one, an empty result that renders its empty
 * state (docs/decisions/0202-content-caching-and-failures.md, 0811-readiness-and-last-good-content.md).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { errorMessage, logFailureOnce } from "#lib/log.server.ts";
import { COLLECTIONS, type CollectionName } from "./collections.server.ts";
import type { ContentSource } from "./contract.ts";
import { markGermanFallbacks } from "./german-fallbacks.ts";
import { CONTENT_BACKOFF, LastGoodValues, type Backoff } from "./last-good.server.ts";
import { newestFirst } from "./press-articles.ts";
import { shuffle, type RandomSource } from "./random-order.ts";
import { PREMIUM_PERIODS } from "./schemas.ts";
import type * as Content from "./schemas.ts";
import type { SnapshotStore } from "./snapshot.server.ts";

/** docs/decisions/0202-content-caching-and-failures.md */
export const CONTENT_TTL_MS = 5 * 60_000;
export const SOCIAL_MEDIA_REFRESH_MS = 15 * 60_000;
const SOCIAL_MEDIA_KEY = "SocialMedia";

export interface ContentServiceOptions {
  /** How old a value may be before a call refreshes it (in the background). */
  ttlMs?: number;
  /** How long a key is not loaded again after failures (CONTENT_BACKOFF). */
  backoff?: Backoff;
  socialMediaRefreshMs?: number;
  /** Where the last good content is kept across restarts; none for the embedded content. */
  snapshots?: SnapshotStore;
  now?: () => number;
}

/**
 * Never throws: a failure is logged (once per interval, by the cache) and the page gets the last
 * good value or, if there never was one, an empty result that renders its empty state.
 */
export interface ContentService {
  /** The team in a new random order on every call (spec §3). */
  getTeam(random?: RandomSource): Promise<Content.TeamMember[]>;
  getJobs(language: Language): Promise<Content.Job[]>;
  /** The job with this slug in this language; undefined gives the page its 404. */
  getJob(language: Language, slug: string): Promise<Content.Job | undefined>;
  /** In a language other than German, the texts shown in German for want of a translation are marked (`inGerman`). */
  getFaqs(language: Language): Promise<Content.FaqCollection>;
  getAdvertisementContacts(): Promise<Content.AdvertisementContact[]>;
  getLogoWall(): Promise<Content.LogoWallEntry[]>;
  getPressContacts(): Promise<Content.PressContact[]>;
  /** Newest first by `_created`, whatever order the service sent. */
  getPressArticles(): Promise<Content.PressArticle[]>;
  /** The links loaded at start-up; waits for a first load only if none was attempted yet. */
  getSocialMedia(): Promise<Content.SocialMediaLink[]>;
  /** The premium plans, at most one per period (the first wins), monthly first. */
  getPremiumPlans(): Promise<Content.PremiumPlan[]>;
  /** A page's text as editors wrote it; undefined when there is none (the page then shows its deployed text). */
  getPageText(page: Content.PageTextPage, language: Language): Promise<Content.PageText | undefined>;
  /** Loads the social media links now and then every interval; returns a function that stops it. */
  startSocialMediaRefresh(): () => void;
  /**
   * Loads `collection` afresh, in every language it has, and keeps what loaded: for a collection known
   * to have changed (a webhook, a poll; app/content/changes.server.ts). What fails to load keeps its
   * last good value (and is logged). Resolves whether every language loaded.
   */
  reload(collection: CollectionName): Promise<boolean>;
  /**
   * Whether there is content to serve: something loaded since the start or restored from the
   * snapshot. Without it and without the source, the instance is not ready (app/http/health-route.ts).
   */
  holdsContent(): boolean;
  /**
   * The same content with the entries editors have not published yet (`draft`), for a preview's pages
   * (app/content/preview.server.ts); every other reader sees published entries only.
   */
  withDrafts(): ContentService;
}

export function createContentService(source: ContentSource, options: ContentServiceOptions = {}): ContentService {
  const now = options.now ?? Date.now;
  const logSource = `content:${source.kind}`;
  const snapshots = options.snapshots;
  const values = new LastGoodValues({
    logSource,
    ttlMs: options.ttlMs ?? CONTENT_TTL_MS,
    backoff: options.backoff ?? CONTENT_BACKOFF,
    now,
    onLoaded: snapshots && ((key, value) => snapshots.save(key, value)),
  });
  // Read before the first request: an instance that starts while the source is down serves what it served before.
  const restored = snapshots?.readAll() ?? new Map();
  for (const [key, { value }] of restored) if (key !== SOCIAL_MEDIA_KEY) values.restore(key, value);

  const socialMedia = createRefreshingSnapshot({
    source: logSource,
    load: () => source.socialMedia(),
    intervalMs: options.socialMediaRefreshMs ?? SOCIAL_MEDIA_REFRESH_MS,
    now,
    restored: restored.get(SOCIAL_MEDIA_KEY)?.value as Content.SocialMediaLink[] | undefined,
    onLoaded: snapshots && ((links) => snapshots.save(SOCIAL_MEDIA_KEY, links)),
  });

  const loaders = collectionLoaders(source);

  function read<T>(collection: Exclude<CollectionName, "SocialMedia">, empty: () => T, language?: Language): Promise<T> {
    return values.get(keyOf(collection, language), () => loaders[collection](language ?? "de") as Promise<T>, empty);
  }

  async function reload(collection: CollectionName): Promise<boolean> {
    if (collection === "SocialMedia") return socialMedia.reload();
    const languages = COLLECTIONS[collection].perLanguage ? LANGUAGE_CODES : [undefined];
    // Readers meanwhile get the old value rather than waiting (or nothing, had it failed).
    const loaded = await Promise.all(languages.map((language) => values.reload(keyOf(collection, language), () => loaders[collection](language ?? "de"))));
    return loaded.every(Boolean);
  }

  const cached: CachedContent = { read, socialMedia, reload, holdsContent: () => values.holdsAny() || socialMedia.holds() };
  return contentView(cached, false);
}

/** How each cached key is loaded: the one place the keys are spelled (`name` or `name:language`). */
function collectionLoaders(source: ContentSource): { [N in Exclude<CollectionName, "SocialMedia">]: (language: Language) => Promise<unknown> } {
  return {
    team: () => source.team(),
    jobs: (language) => source.jobs(language),
    FAQs: (language) => source.faqs(language),
    AdvertisementContact: () => source.advertisementContacts(),
    LogoWall: () => source.logoWall(),
    PressContact: () => source.pressContacts(),
    pressArticles: () => source.pressArticles(),
    PremiumPlans: () => source.premiumPlans(),
    PageTexts: (language) => source.pageTexts(language),
  };
}

function keyOf(collection: CollectionName, language?: Language): string {
  return language ? `${collection}:${language}` : collection;
}

/** What both views of the content read: the cached values, the social media links, and what acts on them. */
interface CachedContent {
  read<T>(collection: Exclude<CollectionName, "SocialMedia">, empty: () => T, language?: Language): Promise<T>;
  socialMedia: ReturnType<typeof createRefreshingSnapshot>;
  reload(collection: CollectionName): Promise<boolean>;
  holdsContent(): boolean;
}

/** The content as the site shows it (`withDrafts`: as a preview shows it); both read the same cached values. */
function contentView({ read, socialMedia, reload, holdsContent }: CachedContent, withDrafts: boolean): ContentService {
  const shown = <T extends { draft?: true }>(entries: T[]) => (withDrafts ? entries : entries.filter((entry) => !entry.draft));
  const list = <T extends { draft?: true }>(collection: Exclude<CollectionName, "SocialMedia" | "FAQs" | "jobs" | "PageTexts">) => async () =>
    shown(await read<T[]>(collection, () => []));
  const jobs = async (language: Language) => shown(await read<Content.Job[]>("jobs", () => [], language));
  const faqs = async (language: Language) => {
    const { entries, fields } = await read<Content.FaqCollection>("FAQs", () => ({ entries: [], fields: {} }), language);
    return { entries: shown(entries), fields };
  };
  return {
    getTeam: async (random) => shuffle(await list<Content.TeamMember>("team")(), random),
    getJobs: jobs,
    getJob: async (language, slug) => (await jobs(language)).find((job) => job.slug === slug),
    getFaqs: async (language) => (language === DEFAULT_LANGUAGE ? faqs(language) : markGermanFallbacks(await faqs(language), await faqs(DEFAULT_LANGUAGE))),
    getAdvertisementContacts: list<Content.AdvertisementContact>("AdvertisementContact"),
    getLogoWall: list<Content.LogoWallEntry>("LogoWall"),
    getPressContacts: list<Content.PressContact>("PressContact"),
    getPressArticles: async () => newestFirst(await list<Content.PressArticle>("pressArticles")()),
    getPremiumPlans: async () => onePlanPerPeriod(await list<Content.PremiumPlan>("PremiumPlans")()),
    getPageText: async (page, language) => shown(await read<Content.PageText[]>("PageTexts", () => [], language)).find((text) => text.page === page),
    getSocialMedia: async () => shown(await socialMedia.get()),
    startSocialMediaRefresh: () => socialMedia.start(),
    reload,
    holdsContent,
    withDrafts: () => contentView({ read, socialMedia, reload, holdsContent }, true),
  };
}

/** A second plan for the same period would make "the" monthly price ambiguous: the first one counts. */
function onePlanPerPeriod(plans: Content.PremiumPlan[]): Content.PremiumPlan[] {
  return PREMIUM_PERIODS.flatMap((period) => plans.find((plan) => plan.period === period) ?? []);
}

/**
 * The social media links are loaded at server start (spec §7) and refreshed on a timer, so the
 * footer of every page reads a snapshot and never waits for the service. A failed refresh keeps the
 * previous links. Without the timer (tests, tools, a server that forgot to start it) the first
 * caller waits for a load unless links were restored from the last run, and later callers trigger a
 * background refresh once the interval is over.
 */
function createRefreshingSnapshot(options: {
  source: string;
  load: () => Promise<Content.SocialMediaLink[]>;
  intervalMs: number;
  now: () => number;
  restored?: Content.SocialMediaLink[];
  onLoaded?: (links: Content.SocialMediaLink[]) => void;
}) {
  const { source, load, intervalMs, now } = options;
  let value: Content.SocialMediaLink[] = options.restored ?? [];
  let held = options.restored !== undefined;
  let pending: Promise<boolean> | undefined;
  let lastAttemptAt: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** One load at a time; resolves whether it loaded. */
  function refresh(): Promise<boolean> {
    pending ??= load()
      .then((loaded) => {
        value = loaded;
        held = true;
        options.onLoaded?.(loaded);
        return true;
      })
      .catch((error: unknown) => {
        logFailureOnce(source, errorMessage(error), { key: SOCIAL_MEDIA_KEY, stale: held });
        return false;
      })
      .finally(() => {
        lastAttemptAt = now();
        pending = undefined;
      });
    return pending;
  }

  return {
    /** A load begun after this call: one already under way may have begun before the change. */
    async reload(): Promise<boolean> {
      if (pending) await pending;
      return refresh();
    },
    async get(): Promise<Content.SocialMediaLink[]> {
      if (lastAttemptAt === undefined && !held) await refresh();
      else if (lastAttemptAt === undefined || now() - lastAttemptAt >= intervalMs) void refresh();
      return value;
    },
    holds: () => held,
    start(): () => void {
      if (!timer) {
        void refresh();
        timer = setInterval(() => void refresh(), intervalMs);
        timer.unref(); // never keeps the process alive on its own
      }
      return () => {
        clearInterval(timer);
        timer = undefined;
      };
    },
  };
}
