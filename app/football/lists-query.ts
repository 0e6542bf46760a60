/**
 * The query parameters of the matchday lists, the tables and the scorers page, browser-safe: the round picker's
 * component names its form field with one, the loaders read them, and app/http/page-query.server.ts
 * declares them to the page cache.
 */

/** The round picker without JavaScript: its form sends `?round=<slug>`, answered by a 303 to the round's own URL. */
export const ROUND_QUERY_PARAM = "round";

/** The scorers page's full list (`?all=1`); without it the page shows the leading 25. One name in every language. */
export const ALL_QUERY_PARAM = "all";

/** The date picker of the day pages without JavaScript: its GET form sends `?day=YYYY-MM-DD`, answered by a 303 to the day's own URL. */
export const DAY_QUERY_PARAM = "day";

/**
 * The overall, home and away tables are one page each, chosen by `?view=home|away` (no parameter:
 * overall). Links rather than a no-JS CSS tab switch over three rendered tables: the page keeps one
 * table (its HTML and the loader data React hydrates stay a third of the size), each view has an
 * address one can share, and the page cache keys on the parameter (app/http/page-query.server.ts).
 */
export const TABLE_VIEW_QUERY_PARAM = "view";
export const TABLE_VIEWS = ["total", "home", "away"] as const;
export type TableView = (typeof TABLE_VIEWS)[number];
