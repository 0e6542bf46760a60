/**
 * Cache-Control policies, one place for all: a shared cache or CDN in front of the site can honour
 * them, and the server's own page cache honours `s-maxage` too (docs/architecture.md, "The request
 * path").
 */
export const CACHE_CONTROL = {
  /** Pages whose content changes rarely (texts, jobs, FAQ, finished tables). */
  page: "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
  /**
   * Pages of content editors change in Cockpit (and every page without a policy of its own: the
   * footer's links come from there too), when the content comes from Cockpit. The instance forgets
   * them the moment a change is seen (app/content/changes.server.ts); a shared cache such as nginx
   * keeps them 2 s, so an edit is out within seconds of that (ADR 0205).
   */
  editableContent: "public, max-age=0, s-maxage=2, stale-while-revalidate=30",
  /** Pages with live data: the current round, matches, news lists. */
  liveData: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  /** Pages showing a match in play: the score changes by the minute (the live stream brings the rest). */
  inPlay: "public, max-age=0, s-maxage=5, stale-while-revalidate=5",
  /** Pages that differ on every request by design (the about page's random team order). */
  perRequest: "public, max-age=0, s-maxage=1",
  /** Not-found answers: cacheable briefly, so floods of bad URLs stay cheap. */
  notFound: "public, max-age=0, s-maxage=60",
  /** Answers that must never be stored by a shared cache (failures, per-visitor answers). */
  noStore: "no-store",
  /**
   * A render that used a backend answer meant for one visitor (app/http/request-scope.ts): for that
   * visitor's browser only, and not even kept there.
   */
  perVisitor: "private, no-store",
  /**
   * An answer made for one visitor's own choices (the followed teams' matches, ADR 0013): their
   * browser may reuse it for a minute; no shared cache stores it.
   */
  privateMinute: "private, max-age=60",
  /** Hashed build assets. */
  immutableAsset: "public, max-age=31536000, immutable",
  /** Other public files (favicon, images, share images). */
  publicFile: "public, max-age=3600",
} as const;

/** Headers of an answer meant for one visitor only, or of a failure: never stored anywhere. */
export const NOT_CACHEABLE = { "Cache-Control": CACHE_CONTROL.noStore } as const;

/** The shared-cache lifetime a Cache-Control value allows, in seconds (0: not storable). */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (directives.some((d) => d === "no-store" || d === "private" || d === "no-cache")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const value = Number(sMaxAge?.slice("s-maxage=".length));
  return Number.isFinite(value) && value > 0 ? value : 0;
}
