/**
 * The content service the pages use: the adapter chosen at start-up (`server/services.ts`) behind
 * an in-memory cache. Never throws: a failure is logged (once per interval, by the cache) and the
 * page gets the last good value or, if there never was one, an empty result that renders its empty
 * state (docs/decisions/0202-content-caching-and-failures.md).
 */
import { LANGUAGE_CODES, type Language } from "../../lib/languages.ts";
import { errorMessage, logFailureOnce } from "../../lib/log.server.ts";
import { TtlCache } from "../../lib/ttl-cache.server.ts";
import { COLLECTIONS, type CollectionName } from "./collections.server.ts";
import type { ContentSource } from "./contract.ts";
import { newestFirst } from "./press-articles.ts";
import { shuffle, type RandomSource } from "./random-order.ts";
import { PREMIUM_PERIODS } from "./schemas.ts";
import type * as Content from "./schemas.ts";

/** docs/decisions/0202-content-caching-and-failures.md */
export const CONTENT_TTL_MS = 5 * 60_000;
export const CONTENT_RETRY_AFTER_FAILURE_MS = 30_000;
export const SOCIAL_MEDIA_REFRESH_MS = 15 * 60_000;

export interface ContentServiceOptions {
  ttlMs?: number;
  /** With nothing good cached, a failed collection answers empty this long without a new call. */
  retryAfterFailureMs?: number;
  socialMediaRefreshMs?: number;
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
  /** Loads the social media links now and then every interval; returns a function that stops it. */
  startSocialMediaRefresh(): () => void;
  /**
   * Loads `collection` afresh, in every language it has, and keeps what loaded: for a collection known
   * to have changed (a webhook, a poll; app/content/changes.server.ts). What fails to load keeps its
   * last good value (and is logged). Resolves whether every language loaded.
   */
  reload(collection: CollectionName): Promise<boolean>;
}

export function createContentService(source: ContentSource, options: ContentServiceOptions = {}): ContentService {
  const ttlMs = options.ttlMs ?? CONTENT_TTL_MS;
  const retryAfterFailureMs = options.retryAfterFailureMs ?? CONTENT_RETRY_AFTER_FAILURE_MS;
  const now = options.now ?? Date.now;
  const cache = new TtlCache({ source: `content:${source.kind}`, maxEntries: 100, now });
  const failedAt = new Map<string, number>();

  async function cached<T>(key: string, load: () => Promise<T>, empty: () => T): Promise<T> {
    const failure = failedAt.get(key);
    if (failure !== undefined && now() - failure < retryAfterFailureMs) return empty();
    try {
      const value = await cache.get(key, ttlMs, load);
      failedAt.delete(key);
      return value;
    } catch {
      // The cache has logged it; reaching here means nothing good was ever loaded for this key.
      failedAt.set(key, now());
      return empty();
    }
  }

  const socialMedia = createRefreshingSnapshot(
    `content:${source.kind}`,
    () => source.socialMedia(),
    options.socialMediaRefreshMs ?? SOCIAL_MEDIA_REFRESH_MS,
    now,
  );

  const jobs = (language: Language) => cached(`jobs:${language}`, () => source.jobs(language), () => []);

  /** How each cached key is loaded: the one place the keys above are spelled for `reload`. */
  const loaders: { [N in Exclude<CollectionName, "SocialMedia">]: (language: Language) => Promise<unknown> } = {
    team: () => source.team(),
    jobs: (language) => source.jobs(language),
    FAQs: (language) => source.faqs(language),
    AdvertisementContact: () => source.advertisementContacts(),
    LogoWall: () => source.logoWall(),
    PressContact: () => source.pressContacts(),
    pressArticles: () => source.pressArticles(),
    PremiumPlans: () => source.premiumPlans(),
  };

  async function reload(collection: CollectionName): Promise<boolean> {
    if (collection === "SocialMedia") return socialMedia.reload();
    const load = loaders[collection];
    const keyed = COLLECTIONS[collection].perLanguage ? LANGUAGE_CODES.map((language) => [`${collection}:${language}`, language] as const) : ([[collection, "de"]] as const);
    const loaded = await Promise.all(
      keyed.map(async ([key, language]) => {
        let fresh: unknown;
        try {
          fresh = await load(language);
        } catch (error) {
          logFailureOnce(`content:${source.kind}`, errorMessage(error), { key, stale: cache.peek(key) !== undefined });
          return false;
        }
        // Replaced only now, so readers meanwhile got the old value rather than waiting (or nothing, had it failed).
        cache.forget((candidate) => candidate === key);
        await cache.get(key, ttlMs, () => Promise.resolve(fresh));
        failedAt.delete(key);
        return true;
      }),
    );
    return loaded.every(Boolean);
  }

  return {
    getTeam: async (random) => shuffle(await cached("team", () => source.team(), () => []), random),
    getJobs: jobs,
    getJob: async (language, slug) => (await jobs(language)).find((job) => job.slug === slug),
    getFaqs: (language) => cached(`FAQs:${language}`, () => source.faqs(language), () => ({ entries: [], fields: {} })),
    getAdvertisementContacts: () => cached("AdvertisementContact", () => source.advertisementContacts(), () => []),
    getLogoWall: () => cached("LogoWall", () => source.logoWall(), () => []),
    getPressContacts: () => cached("PressContact", () => source.pressContacts(), () => []),
    getPressArticles: async () => newestFirst(await cached("pressArticles", () => source.pressArticles(), () => [])),
    getPremiumPlans: async () => onePlanPerPeriod(await cached("PremiumPlans", () => source.premiumPlans(), () => [])),
    getSocialMedia: () => socialMedia.get(),
    startSocialMediaRefresh: () => socialMedia.start(),
    reload,
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
 * caller waits for a load and later callers trigger a background refresh once the interval is over.
 */
function createRefreshingSnapshot(source: string, load: () => Promise<Content.SocialMediaLink[]>, intervalMs: number, now: () => number) {
  let value: Content.SocialMediaLink[] = [];
  let pending: Promise<boolean> | undefined;
  let lastAttemptAt: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** One load at a time; resolves whether it loaded. */
  function refresh(): Promise<boolean> {
    pending ??= load()
      .then((loaded) => {
        value = loaded;
        return true;
      })
      .catch((error: unknown) => {
        logFailureOnce(source, errorMessage(error), { key: "SocialMedia", stale: value.length > 0 });
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
      if (lastAttemptAt === undefined) await refresh();
      else if (now() - lastAttemptAt >= intervalMs) void refresh();
      return value;
    },
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
