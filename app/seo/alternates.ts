import { buildPath } from "../i18n/href.ts";
import { LANGUAGES, type Language } from "../i18n/languages.ts";
import { ROUTE_TABLE, parseRouteId } from "../i18n/route-table.ts";

/** Pages whose slugs differ per language return the other languages' paths as `alternates`. */
export type Alternates = Partial<Record<Language, string>>;

export interface LeafMatch {
  id: string;
  params: Record<string, string | undefined>;
  loaderData?: unknown;
}

/**
 * The same page in every language: the page's own alternates where it has them, else the route
 * table's path with the same parameters; pages outside the table (404) map to each home page.
 * The language switcher and the hreflang links both use this, so they always agree.
 */
export function alternatePaths(leaf: LeafMatch | undefined): Record<Language, string> {
  const fromPage = (leaf?.loaderData as { alternates?: Alternates } | undefined)?.alternates;
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
