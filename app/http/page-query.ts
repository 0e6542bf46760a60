/**
 * The names of the query parameters that browser code reads or writes: the FAQ's search, the site
 * search and the contact page's "sent" notice (the results pages' are in app/football/lists-query.ts and
 * standings-view.ts). Which pages read which parameter, and which values they accept, is declared
 * with the rules the page cache keys on, in app/http/page-query.server.ts.
 */

/** The FAQ search: `/faq?q=…` is the search without JavaScript (docs/decisions/0302-faq-loading-and-search.md). */
export const FAQ_QUERY_PARAM = "q";

/** The site search: `/suche?q=…` (docs/decisions/0009-site-search.md); the same name as the FAQ's. */
export const SEARCH_QUERY_PARAM = FAQ_QUERY_PARAM;

/** The contact page after a message was sent: the action redirects there (Post/Redirect/Get). */
export const SENT_PARAM = "sent";
