import type { Language } from "#lib/languages.ts";
import { PAGE_ROWS, ROUTE_TABLE, type PageKey } from "./route-table.ts";

/** The parameters a path pattern takes: `:name` required, `:name?` optional. */
type ParamValue = string | number;
type ParamsOfPath<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? ParamEntry<Param> & ParamsOfPath<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? ParamEntry<Param>
    : unknown;
type ParamEntry<Param extends string> = Param extends `${infer Name}?` ? { [K in Name]?: ParamValue } : { [K in Param]: ParamValue };

// Every language of a page takes the parameters of its `path` (a unit test checks).
export type PageParams<Page extends PageKey> = ParamsOfPath<(typeof PAGE_ROWS)[Page]["path"]>;

// Params may be left out when the page takes none, or only optional ones.
type HrefArgs<Page extends PageKey> = object extends PageParams<Page> ? [params?: PageParams<Page>, hash?: string] : [params: PageParams<Page>, hash?: string];

/**
 * The localized URL path of a page: the only way pages build links (docs/architecture.md, "The route table and languages").
 * `href("news-paged", "en", { category: "kolumne", page: 1 })` → `/en/news/kolumne/1`.
 */
export function href<Page extends PageKey>(page: Page, language: Language, ...[params, hash]: HrefArgs<Page>): string {
  return buildPath(ROUTE_TABLE[page][language], (params ?? {}) as Record<string, ParamValue | undefined>) + (hash ? `#${hash}` : "");
}

/** Fills a path pattern; an optional parameter that is absent drops its segment. */
export function buildPath(pattern: string, params: Record<string, ParamValue | undefined | null>): string {
  const segments = pattern.split("/").flatMap((segment) => {
    if (!segment.startsWith(":")) return [segment];
    const optional = segment.endsWith("?");
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      if (optional) return [];
      throw new Error(`Missing parameter "${name}" for ${pattern}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join("/") || "/";
}
