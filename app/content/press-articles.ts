import type { PressArticle } from "./schemas.ts";

/**
 * Press articles newest first by creation time (spec §3), ties broken by id so the order is stable
 * whichever adapter answered. Browser-safe.
 */
export function newestFirst<T extends Pick<PressArticle, "_created" | "_id">>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b._created - a._created || a._id.localeCompare(b._id));
}

/** The article's creation time as an ISO 8601 string, for `<time datetime>`. */
export function createdAtIso(article: Pick<PressArticle, "_created">): string {
  return new Date(article._created * 1000).toISOString();
}
