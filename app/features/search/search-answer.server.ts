import { data, type RouterContextProvider } from "react-router";
import { CACHE_CONTROL, NOT_CACHEABLE } from "#app/http/cache-control.ts";
import { SEARCH_QUERY_PARAM } from "#app/http/page-query.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { pageData } from "#app/seo/page-data.ts";
import { dataPageMeta } from "#app/seo/page-loader.server.ts";
import { servicesOf } from "#app/services.server.ts";
import { errorMessage, log } from "#lib/log.server.ts";
import type { SearchAnswer } from "./site-search.server.ts";

/**
 * The search page's loader. Whatever the query holds (nothing, 1,000 characters, control
 * characters, markup, regex syntax), the answer is a page with status 200: the query is cleaned before it is searched (app/content/matching.ts) and only ever
 * shown as text. An answer to a query is made for that request and never stored (no-store; the
 * page cache does not even look it up, app/http/page-query.server.ts); the page without a query is
 * an ordinary cached page.
 */

/** The query as the visitor sent it (the first `q`), or "" without one. */
export const rawQueryOf = (request: Request) => new URL(request.url).searchParams.get(SEARCH_QUERY_PARAM) ?? "";

export interface SearchPageData {
  /** As typed (for the field), at most a bounded length. */
  typed: string;
  answer: SearchAnswer | null;
  /** The index could not answer: the page says so in words. */
  failed: boolean;
}

/** Long enough for any query worth keeping in the field; the search itself reads fewer characters. */
const MAX_TYPED = 200;

export async function loadSearchPage(request: Request, context: Readonly<RouterContextProvider>) {
  const { language, messages } = pageContext(context);
  const raw = rawQueryOf(request);
  const meta = dataPageMeta(messages, "search");
  const typed = raw.slice(0, MAX_TYPED);
  if (raw.trim() === "") {
    return data(pageData({ meta }, { typed: "", answer: null, failed: false } satisfies SearchPageData), { headers: { "Cache-Control": CACHE_CONTROL.page } });
  }
  let answer: SearchAnswer | null = null;
  let failed = false;
  try {
    answer = await servicesOf(context).search.search(language, raw);
  } catch (error) {
    log("error", "search_failed", { language, error: errorMessage(error) });
    failed = true;
  }
  return data(pageData({ meta }, { typed, answer, failed } satisfies SearchPageData), { headers: NOT_CACHEABLE });
}
