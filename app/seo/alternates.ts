import { LANGUAGES, type Language } from "#lib/languages.ts";
import { buildPath } from "../i18n/href.ts";
import { ROUTE_TABLE, parseRouteId } from "../i18n/route-table.ts";
import { type Alternates, isPageData } from "./page-data.ts";

/** Pages whose slugs differ per language return the other languages' paths as `alternates` (PageData). */
export type { Alternates };

export interface LeafMatch {
  id: string;
  params: Record<string, string | undefined>;
  /** The route's loader data: a page's PageData, or anything else (then only the route table counts). */
  loaderData?: unknown;
}

/**
 * The same page in every language: the page's own alternates where it has them, else the route
 * table's path with the same parameters; pages outside the table (404) map to each home page.
 * The language switcher and the hreflang links both use this, so they always agree.
 */
export function alternatePaths(leaf: LeafMatch | undefined): Record<Language, string> {
  const data = leaf?.loaderData;
  const fromPage = isPageData(data) ? data.alternates : undefined;
  const route = leaf ? parseRouteId(leaf.id) : undefined;
  return Object.fromEntries(
    LANGUAGES.map(({ code }) => {
      const own = fromPage?.[code];
      if (own) return [code, own];
      if (!route) return [code, ROUTE_TABLE.home[code]];
      return [code, buildPath(ROUTE_TABLE[route.page][code], leaf!.params)];
    }),
  ) as Record<Language, string>;
}
