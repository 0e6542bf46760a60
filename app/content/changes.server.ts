/**
 * How an edit in Cockpit reaches every page of every instance within seconds
 * (docs/decisions/0205-cockpit-content-model-and-change-propagation.md):
 * - a collection is known to have changed through Cockpit's webhook (`POST /hooks/cockpit`,
 *   webhook.server.ts) or through this instance's own cheap look every CONTENT_POLL_MS
 *   (`changeSignatures`: the newest `_modified` and the count per collection), since Cockpit fires a
 *   webhook once, with a 1 s timeout and no retry, and reaches one instance only;
 * - the collection is then reloaded in every language (the old value serves until the new one is
 *   there) and the pages that show it leave the page cache (`forgetPages`), at most one reload per
 *   collection at a time: a change reported during a reload runs one more reload after it, however
 *   many reports came;
 * - pages from an editable source say so to shared caches: `CACHE_CONTROL.editableContent` (nginx
 *   keeps them 2 s), instead of the five minutes of content that changes only with a deployment.
 */
import { errorMessage, log, logFailureOnce } from "#lib/log.server.ts";
import { CACHE_CONTROL } from "../http/cache-control.ts";
import { resolvePath } from "../i18n/route-table.ts";
import type { ChangeSignatures } from "./adapters/cockpit.server.ts";
import { COLLECTION_NAMES, type CollectionName } from "./collections.server.ts";
import { PAGE_TEXT_PAGES } from "./schemas.ts";
import type { ContentService } from "./service.server.ts";

/** The pages (ids of the route table) that show each collection; the footer's links are on every page. */
export const PAGES_SHOWING: Record<CollectionName, readonly string[] | "every page"> = {
  team: ["about"],
  jobs: ["about", "job-detail"],
  FAQs: ["faq", "premium"],
  AdvertisementContact: ["ads"],
  LogoWall: ["press"],
  PressContact: ["press", "press-fact-sheet"],
  pressArticles: ["press", "press-articles"],
  SocialMedia: "every page",
  PremiumPlans: ["premium", "home"],
  PageTexts: PAGE_TEXT_PAGES,
};

const DATA_SUFFIX = ".data";
const ROOT_DATA_SUFFIX = "/_.data";

/** The page a page-cache key belongs to (keys are the path, a kept query, `.data` for data requests). */
function pageOfKey(key: string): string | undefined {
  let path = key.split("?")[0]!;
  if (path.endsWith(ROOT_DATA_SUFFIX)) path = path.slice(0, 1 - ROOT_DATA_SUFFIX.length);
  else if (path.endsWith(DATA_SUFFIX)) path = path.slice(0, -DATA_SUFFIX.length);
  return resolvePath(path)?.page;
}

/** Which page-cache keys show one of `collections`: the argument of the page cache's `forget`. */
export function pagesShowing(collections: Iterable<CollectionName>): (key: string) => boolean {
  const pages = new Set<string>();
  for (const collection of collections) {
    const shown = PAGES_SHOWING[collection];
    if (shown === "every page") return (key) => !key.startsWith("/__manifest");
    for (const page of shown) pages.add(page);
  }
  return (key) => {
    const page = pageOfKey(key);
    return page !== undefined && pages.has(page);
  };
}

/**
 * A page that set no Cache-Control of its own shows editable content (at least the footer's links):
 * shared caches keep it briefly. Pages with their own policy (results, the about page's per-request
 * order) keep it.
 */
export function withEditableContentLifetime(request: Request, response: Response): Response {
  if ((request.method !== "GET" && request.method !== "HEAD") || response.status !== 200 || response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", CACHE_CONTROL.editableContent);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export interface ContentChangesOptions {
  content: Pick<ContentService, "reload">;
  /** The source's cheap change probe; without it (embedded content) nothing is polled. */
  changeSignatures?: () => Promise<ChangeSignatures>;
  /** CONTENT_POLL_MS; 0 polls never. */
  pollMs: number;
}

export type ChangeCause = "webhook" | "poll";

export interface ContentChanges {
  /**
   * `collection` changed: reload it and tell the listeners. Resolves when the reload this report
   * caused (or joined) is done.
   */
  changed(collection: CollectionName, cause: ChangeCause): Promise<void>;
  /** Called after each reload with the collection (the composition root forgets its pages). */
  onReloaded(listener: (collection: CollectionName) => void): void;
  /** One look for changes now (the poll's step; for tests). */
  poll(): Promise<CollectionName[]>;
  /** Starts polling every `pollMs`; returns a function that stops it. */
  start(): () => void;
  /** How many reloads each collection had (for tests and the logs). */
  reloads(): Partial<Record<CollectionName, number>>;
}

export function createContentChanges(options: ContentChangesOptions): ContentChanges {
  const listeners: ((collection: CollectionName) => void)[] = [];
  /** The reload under way per collection, and whether another was asked for during it. */
  const running = new Map<CollectionName, Promise<void>>();
  const again = new Map<CollectionName, Promise<void>>();
  const counts: Partial<Record<CollectionName, number>> = {};
  let lastSignatures: ChangeSignatures | undefined;
  let polling: Promise<CollectionName[]> | undefined;

  async function reloadOnce(collection: CollectionName, cause: ChangeCause): Promise<void> {
    counts[collection] = (counts[collection] ?? 0) + 1;
    const loaded = await options.content.reload(collection);
    log("info", "content_changed", { collection, cause, loaded });
    for (const listener of listeners) {
      try {
        listener(collection);
      } catch (error) {
        log("error", "content_change_listener_failed", { collection, error: errorMessage(error) });
      }
    }
  }

  function changed(collection: CollectionName, cause: ChangeCause): Promise<void> {
    const current = running.get(collection);
    if (!current) {
      const run = reloadOnce(collection, cause).finally(() => running.delete(collection));
      running.set(collection, run);
      return run;
    }
    // A reload is under way and may have read before this change: exactly one more follows it.
    let next = again.get(collection);
    if (!next) {
      next = current.then(() => {
        again.delete(collection);
        return changed(collection, cause);
      });
      again.set(collection, next);
    }
    return next;
  }

  async function lookForChanges(): Promise<CollectionName[]> {
    if (!options.changeSignatures) return [];
    let signatures: ChangeSignatures;
    try {
      signatures = await options.changeSignatures();
    } catch (error) {
      logFailureOnce("content:changes", errorMessage(error));
      return [];
    }
    const previous = lastSignatures;
    lastSignatures = { ...previous, ...signatures };
    // The first look only learns where things stand.
    if (!previous) return [];
    const changedNow = COLLECTION_NAMES.filter((name) => signatures[name] !== undefined && previous[name] !== undefined && signatures[name] !== previous[name]);
    await Promise.all(changedNow.map((name) => changed(name, "poll")));
    return changedNow;
  }

  return {
    changed,
    onReloaded: (listener) => void listeners.push(listener),
    poll() {
      polling ??= lookForChanges().finally(() => (polling = undefined));
      return polling;
    },
    start() {
      if (!options.changeSignatures || options.pollMs <= 0) return () => {};
      void this.poll();
      const timer = setInterval(() => void this.poll(), options.pollMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    reloads: () => ({ ...counts }),
  };
}
