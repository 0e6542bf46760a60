import { NEVER_STORED_PATHS, PAGE_QUERY } from "#app/http/page-query.server.ts";
import { resolvePath, routeId } from "#app/i18n/route-table.ts";
import { MANIFEST_PATH } from "./request-guards.ts";

/**
 * The page cache's keys (server/page-cache.ts; docs/decisions/0704-page-cache-keys-and-admission.md):
 * which reads are stored under which key, which move to their canonical URL unrendered, and which
 * are rendered every time.
 */

/** Where a read's answer lives in the cache, or why it has no place there. */
export type CachePlan =
  /** Answered from memory when stored, stored under `key` when storable. */
  | { kind: "key"; key: string }
  /** A value the page does not accept, or not in its canonical spelling: moved (301) there unrendered. */
  | { kind: "moved"; location: string }
  /** Rendered every time, never stored: a form's parameter, a data request for other routes' loaders. */
  | { kind: "uncached" };

export const UNCACHED: CachePlan = { kind: "uncached" };

/** React Router's data requests: `/faq.data` asks for the loaders of `/faq`, `/_.data` for those of `/`. */
const DATA_SUFFIX = ".data";
const ROOT_DATA_SUFFIX = "/_.data";
/** Which loaders a data request asks for: route ids, comma-separated (React Router's own parameter). */
const ROUTES_PARAM = "_routes";
const ROOT_ROUTE_ID = "root";

type PageAt = { page: string; routeId: string } | null;

/**
 * The page each path resolves to, remembered: resolving takes about 0.3 ms (React Router ranks every
 * route anew), and a flood of `/?q=N` asks for the same path each time. Only paths with a parameter
 * some page reads are resolved, and only paths as long as the site's own are remembered (a
 * thousand of them at most, forgotten all at once when full), so made-up paths take no memory.
 */
const pagesAtPaths = new Map<string, PageAt>();
const REMEMBERED_PATHS = 1_000;
const REMEMBERED_PATH_LENGTH = 200;

function pageAt(pathname: string): PageAt {
  const remembered = pagesAtPaths.get(pathname);
  if (remembered !== undefined) return remembered;
  const resolved = resolvePath(pathname);
  const page = resolved ? { page: resolved.page, routeId: routeId(resolved.page, resolved.language) } : null;
  if (pathname.length <= REMEMBERED_PATH_LENGTH) {
    if (pagesAtPaths.size >= REMEMBERED_PATHS) pagesAtPaths.clear();
    pagesAtPaths.set(pathname, page);
  }
  return page;
}

/** Whether `_routes` names only the page's own loaders (the root's and the page route's), each once. */
function namesOwnLoaders(value: string, page: PageAt): boolean {
  if (!page) return false;
  const ids = value.split(",");
  return ids.every((id) => id === ROOT_ROUTE_ID || id === page.routeId) && new Set(ids).size === ids.length;
}

/**
 * How the cache treats a read of `url`: its key is the path (React Router's data requests keep their
 * `.data` path, a key of their own) and the query parameters the page at that path reads
 * (app/http/page-query.server.ts), in their canonical spelling and sorted by name. Every other parameter,
 * and the host, change nothing in the answer and are left out. The route discovery manifest's key is
 * its path set and build version.
 */
export function cachePlan(url: URL): CachePlan {
  const { pathname } = url;
  if (pathname === MANIFEST_PATH) return manifestPlan(url);
  if (NEVER_STORED_PATHS.has(pathname)) return UNCACHED;
  if (url.search.length <= 1) return { kind: "key", key: pathname };
  const dataRequest = pathname.endsWith(DATA_SUFFIX);
  const pagePath = !dataRequest
    ? pathname
    : pathname.endsWith(ROOT_DATA_SUFFIX)
      ? pathname.slice(0, 1 - ROOT_DATA_SUFFIX.length)
      : pathname.slice(0, -DATA_SUFFIX.length);
  // Resolved only when a parameter some page reads is there.
  let page: PageAt | undefined;
  const pageOf = () => (page === undefined ? (page = pageAt(pagePath)) : page);

  const kept: [string, string][] = [];
  // The query of the canonical URL, should the request have to move there: parameters no page reads stay as they are.
  const canonical = new URLSearchParams();
  const seen = new Set<string>();
  let moved = false;
  let uncached = false;
  for (const [name, value] of url.searchParams) {
    if (dataRequest && name === ROUTES_PARAM) {
      if (seen.has(name) || !namesOwnLoaders(value, pageOf())) uncached = true;
      else kept.push([name, value]);
      seen.add(name);
      canonical.append(name, value);
      continue;
    }
    const rule = Object.hasOwn(PAGE_QUERY, name) ? PAGE_QUERY[name] : undefined;
    if (rule && "uncached" in rule && rule.uncached?.some((p) => p === pageOf()?.page)) {
      uncached = true;
      continue;
    }
    const read = rule !== undefined && rule.pages.some((p) => p === pageOf()?.page);
    if (!read) {
      canonical.append(name, value);
      continue;
    }
    // The page reads the first; the others are dropped from the canonical URL.
    if (seen.has(name)) {
      moved = true;
      continue;
    }
    seen.add(name);
    if ("form" in rule) {
      uncached = true;
      continue;
    }
    const spelled = rule.canonical(value);
    if (spelled !== value) moved = true;
    if (spelled === undefined) continue;
    kept.push([name, spelled]);
    canonical.append(name, spelled);
  }
  if (uncached) return UNCACHED;
  if (moved) {
    const search = String(canonical);
    return { kind: "moved", location: search ? `${pathname}?${search}` : pathname };
  }
  if (kept.length === 0) return { kind: "key", key: pathname };
  // A stable sort: the order of the names only.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { kind: "key", key: `${pathname}?${new URLSearchParams(kept)}` };
}

/**
 * React Router's route discovery (`/__manifest?paths=…&version=…`): the answer depends on the path
 * set and the build alone. Its client sends the paths sorted and each once (server/request-guards.ts
 * refuses other lists), so one set is one key.
 */
function manifestPlan(url: URL): CachePlan {
  const paths = url.searchParams.get("paths");
  const version = url.searchParams.get("version");
  if (paths === null || version === null) return UNCACHED;
  return { kind: "key", key: `${MANIFEST_PATH}?${new URLSearchParams({ paths, version })}` };
}
