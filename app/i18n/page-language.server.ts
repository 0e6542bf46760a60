import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { languageOfPath, type Language } from "#lib/languages.ts";
import { getMessages, type Messages } from "./messages/index.server.ts";
import { tableRoutes } from "./route-table.ts";

/**
 * The language of a request, decided once per request by the root's middleware and read by every
 * loader and action with `pageContext(context)` (docs/decisions/0006-page-registry-and-page-language.md).
 *
 * Every route of the route table carries its language in its id (`about-en`). React Router hands
 * middleware the matched route's path pattern rather than its id; the table's patterns are unique
 * (a route-table test checks), so the pattern names one route and that route's id its language. The
 * not-found route (`*`) and the other routes outside the table keep the rule of the language
 * rules (docs/decisions/0001-route-table-and-language-rules.md): the first path segment, German otherwise.
 */
export interface PageLanguage {
  language: Language;
  /** The language's dictionary. */
  messages: Messages;
}

export const pageLanguageContext = createContext<PageLanguage>();

const TABLE_ROUTE_BY_PATTERN = new Map(tableRoutes().map((route) => [route.path, route]));

/** The language of the route matched by `pattern`; for a route outside the table, that of `pathname`'s first segment. */
export function languageOfRoute(pattern: string, pathname: string): Language {
  return TABLE_ROUTE_BY_PATTERN.get(pattern)?.language ?? languageOfPath(pathname);
}

/** Puts the language of the matched route and its dictionary into the request's context. */
export function providePageLanguage(context: Readonly<RouterContextProvider>, pattern: string, pathname: string): void {
  const language = languageOfRoute(pattern, pathname);
  context.set(pageLanguageContext, { language, messages: getMessages(language) });
}

/** The root's middleware (app/http/named-middleware.ts, "page-language"): sets the page language before any loader runs. */
export const pageLanguageMiddleware: MiddlewareFunction = ({ pattern, url, context }) => {
  providePageLanguage(context, pattern, url.pathname);
};

/** The language and dictionary of the page a loader or action answers for. */
export function pageContext(context: Readonly<RouterContextProvider>): PageLanguage {
  return context.get(pageLanguageContext);
}
