import { LANGUAGES } from "../../../lib/languages.ts";
import { ROUTE_TABLE } from "../../i18n/route-table.ts";

/** The static start of a route's path ("/en/results/:country?" → "/en/results"). */
const staticPrefix = (path: string) => path.split("/:")[0]!;
const RESULTS_BASES = LANGUAGES.map(({ code }) => staticPrefix(ROUTE_TABLE.results[code]));
const NEWS_BASES = LANGUAGES.map(({ code }) => staticPrefix(ROUTE_TABLE.news[code]));

/**
 * The identity of the page a path shows, for the page transition: equal keys mean "the same page".
 * The tabs and rounds of a competition and the categories and page numbers of the news list are
 * views of one page: moving between them swaps the content in place, moving anywhere else is a page
 * change, which fades (docs/decisions/0003-layout-behaviour.md).
 * It reads the path's shape instead of matching it against every route, so the browser needs no
 * route ranking for it: below a results base, `{competition}/…` is one of the competition's views
 * unless it is a match (`{competition}/{match}/{numeric id}`); below a news base, `{category}` and
 * `{category}/{page}` are the list, anything deeper an article.
 */
export function transitionKey(pathname: string): string {
  for (const base of RESULTS_BASES) {
    if (!pathname.startsWith(`${base}/`)) continue;
    const [competition, , id] = pathname.slice(base.length + 1).split("/");
    return id !== undefined && /^\d+$/.test(id) ? pathname : `${base}/${competition}`;
  }
  for (const base of NEWS_BASES) {
    if (pathname === base || (pathname.startsWith(`${base}/`) && pathname.slice(base.length + 1).split("/").length <= 2)) return base;
  }
  return pathname;
}
