import { suggestionsPath } from "#app/components/layout/suggestions.ts";
import { ALL_QUERY_PARAM, DAY_QUERY_PARAM, ROUND_QUERY_PARAM, TABLE_VIEW_QUERY_PARAM, TABLE_VIEWS } from "#app/football/lists-query.ts";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import type { PageKey } from "../i18n/route-table.ts";
import { FAQ_QUERY_PARAM, SENT_PARAM } from "./page-query.ts";

/**
 * The query parameters that change what a page renders, each with the pages (route table keys, in
 * every language) that read it and the values those pages accept: the only ones the page cache keys
 * on (server/page-cache.ts, `cachePlan`; docs/decisions/0704-page-cache-keys-and-admission.md).
 *
 * - On a page that does not read it, a parameter is like any other (`?utm_source=…`, `?w=1`): the
 *   URL shares the cache entry of the URL without it, so made-up parameters can neither bypass the
 *   cache nor flush it. React Router still gets the URL as requested.
 * - On a page that reads it, the key keeps the value's canonical spelling. A value the page does not
 *   accept (`?sent=2`, `?view=x`, a blank search), another spelling of an accepted one (`?all=yes`)
 *   or a repeated parameter moves (301) to the canonical URL before anything is rendered.
 * - A form's field (`round`, the round picker without JavaScript) is answered with a redirect or a
 *   404 and never stored; so is a page's answer to a parameter it lists as `uncached` (the search).
 *
 * A page that starts reading a parameter (`url.searchParams.get(…)`, `useSearchParams()`) declares it
 * here with its page, or it would be served the page rendered without it. A test in
 * server/page-cache.test.ts lists the modules that read the query and the pages declared for each
 * parameter, and fails when another one starts to.
 *
 * Server-only: browser code imports the parameters' names (page-query.ts and the results modules),
 * never the rules.
 */

export type PageQueryRule =
  | {
      /** The pages that read the parameter. */
      pages: readonly PageKey[];
      /** The value's canonical spelling, the one the cache keys on; undefined for a value the pages do not accept. */
      canonical: (value: string) => string | undefined;
      /**
       * Pages that read it too, but whose answer to it is made for each request and never stored (the
       * site search: one answer per query, so a flood of distinct queries would only churn the cache).
       * Without the parameter such a page is stored like any other.
       */
      uncached?: readonly PageKey[];
    }
  | {
      pages: readonly PageKey[];
      /** A form's field: the pages answer with a redirect (or a 404), which is never stored. */
      form: true;
    };

const TABLE_PAGES = ["results-table", "results-table-round"] as const satisfies readonly PageKey[];

export const PAGE_QUERY: Readonly<Record<string, PageQueryRule>> = {
  // Any search a visitor types; a blank one is the FAQ without a search. The site search reads the
  // same parameter, and its answers are never stored (docs/decisions/0009-site-search.md).
  [FAQ_QUERY_PARAM]: { pages: ["faq"], canonical: (value) => (value.trim() === "" ? undefined : value), uncached: ["search"] },
  [SENT_PARAM]: { pages: ["contact"], canonical: (value) => (value === "1" ? value : undefined) },
  // `?round=<slug>` on the matches tab, a round, a table or a table after a matchday: a 303 to that round's page, or a 404.
  [ROUND_QUERY_PARAM]: { pages: ["results", "results-round", ...TABLE_PAGES], form: true },
  // `?day=YYYY-MM-DD` from the results start page's date picker: a 303 to that day's page, or a 404.
  [DAY_QUERY_PARAM]: { pages: ["results"], form: true },
  // The scorers page reads whether the parameter is there: every value lists everyone, `1` is how its link spells it.
  [ALL_QUERY_PARAM]: { pages: ["results-scorers"], canonical: () => "1" },
  // `total` is the page without the parameter.
  [TABLE_VIEW_QUERY_PARAM]: {
    pages: TABLE_PAGES,
    canonical: (value) => (value !== "total" && (TABLE_VIEWS as readonly string[]).includes(value) ? value : undefined),
  },
};

/**
 * Paths whose answers are made for each request, whatever their query, and which the page cache
 * neither looks up nor stores: the header's search suggestions (app/components/layout/suggestions.ts), one
 * answer per query typed. They are not pages, so no rule above can name them; keyed on the path
 * alone, a flood of them would still count as asks for that one key.
 */
export const NEVER_STORED_PATHS: ReadonlySet<string> = new Set(LANGUAGE_CODES.map(suggestionsPath));
