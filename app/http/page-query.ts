import { ALL_QUERY_PARAM, ROUND_QUERY_PARAM } from "../results/lists-query.ts";
import { TABLE_VIEW_QUERY_PARAM } from "../results/views-standings.ts";

/**
 * The query parameters that change what a page renders: the only ones the page cache keys on
 * (server/page-cache.ts, `pageCacheKey`). Every other parameter (`?utm_source=…`, `?w=1`) renders the
 * very same page, so such URLs share the cache entry of the URL without it, and a stream of made-up
 * parameters can neither bypass the cache nor flush it. React Router still gets the URL as requested.
 *
 * A page that starts reading a parameter (`url.searchParams.get(…)`, `useSearchParams()`) declares it
 * here, or it would be served the page rendered without it. A test in server/page-cache.test.ts lists
 * the modules that read the query and fails when another one starts to.
 */

/** The FAQ search: `/faq?q=…` is the search without JavaScript (docs/decisions/0302-faq-loading-and-search.md). */
export const FAQ_QUERY_PARAM = "q";

/** The contact page after a message was sent: the action redirects there (Post/Redirect/Get). */
export const SENT_PARAM = "sent";

/** Every parameter some page reads, whatever the page: the FAQ's search, the contact page's "sent" notice, the round picker, the full scorers list, the table view. */
export const PAGE_QUERY_PARAMS: readonly string[] = [FAQ_QUERY_PARAM, SENT_PARAM, ROUND_QUERY_PARAM, ALL_QUERY_PARAM, TABLE_VIEW_QUERY_PARAM];
