import { PAGE_KEYS, PAGE_SOURCES, ROUTE_TABLE, type PageKey } from "#app/i18n/route-table.ts";
import { LANGUAGES } from "#lib/languages.ts";

/**
 * Which of the site's URLs the installed app opens (docs/decisions/0801-app-pages-and-app-links.md):
 * the results and the news, in every language. The paths come from the route table's rows of these
 * families (`results`, `results-table`, `news-article`, …), so a renamed slug or a new language
 * reaches the association files by itself.
 */
export const APP_PAGE_FAMILIES = ["results", "news"] as const;

/** The rows of the families: the family's own key, or the key followed by a hyphen. */
export function appLinkPages(): PageKey[] {
  return PAGE_KEYS.filter((page) => APP_PAGE_FAMILIES.some((family) => page === family || page.startsWith(`${family}-`)));
}

/**
 * A row whose module is a plain `.ts` file answers something other than a page (the news' Atom
 * feed): the browser keeps those, the app could not show them.
 */
const isPage = (page: PageKey) => PAGE_SOURCES[page].module.endsWith(".tsx");

/** Apple's component patterns for the paths the app opens, and for those under them it must leave to the browser. */
export interface AppLinkPatterns {
  /** Checked first: URLs the app must not take although an included pattern covers them. */
  exclude: string[];
  include: string[];
}

export function appLinkPatterns(): AppLinkPatterns {
  const include = new Set<string>();
  const exclude = new Set<string>();
  for (const page of appLinkPages()) {
    for (const { code } of LANGUAGES) {
      const path: string = ROUTE_TABLE[page][code];
      if (isPage(page)) {
        // Everything below the static start of the path: `/ergebnisse/:country?` → `/ergebnisse` and `/ergebnisse/*`.
        const prefix = staticPrefix(path);
        include.add(prefix);
        include.add(`${prefix}/*`);
      } else {
        exclude.add(asPattern(path));
      }
    }
  }
  return { exclude: [...exclude], include: [...include] };
}

/** The segments before the first parameter; never the site's root, which would hand every URL to the app. */
function staticPrefix(path: string): string {
  const segments = path.split("/");
  const firstParameter = segments.findIndex((segment) => segment.startsWith(":"));
  const prefix = (firstParameter === -1 ? segments : segments.slice(0, firstParameter)).join("/");
  if (prefix === "" || prefix === "/" || /^\/[a-z]{2}$/.test(prefix)) throw new Error(`${path} has no static segment of its own to match on`);
  return prefix;
}

/** A path pattern in Apple's syntax: every parameter segment becomes `*`, an optional one is dropped. */
function asPattern(path: string): string {
  return path
    .split("/")
    .filter((segment) => !(segment.startsWith(":") && segment.endsWith("?")))
    .map((segment) => (segment.startsWith(":") ? "*" : segment))
    .join("/");
}
