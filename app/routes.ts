import { type RouteConfig, route } from "@react-router/dev/routes";
import { suggestionsPath } from "#app/components/layout/suggestions.ts";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { followedTeamsRoutes } from "./features/favourites/followed-teams-paths.ts";
import { calendarRoutes } from "./features/results/calendar/calendar-paths.ts";
import { PAGE_SOURCES, tableRoutes } from "./i18n/route-table.ts";

// Every page route comes from the page registry (app/i18n/route-table.ts); only the non-page routes are listed here.
// `/api/*` is not a route: the server mounts the embedded backend there when it runs one.
export default [
  ...tableRoutes().map(({ path, page, id }) => route(path, PAGE_SOURCES[page].module, { id })),
  route("sitemap.xml", "seo/sitemap-route.ts", { id: "sitemap" }),
  route("sitemaps/:part", "seo/sitemap-route.ts", { id: "sitemap-part" }),
  // A team's and a competition's matches as iCalendar feeds, in each language (docs/decisions/0116-match-calendars.md).
  ...calendarRoutes().map(({ path, module, id }) => route(path, module, { id })),
  // The header's search suggestions, JSON below the search page in each language (docs/decisions/0009-site-search.md).
  ...LANGUAGE_CODES.map((language) => route(suggestionsPath(language), "features/search/suggestions-route.ts", { id: `search-suggestions-${language}` })),
  // The last and next match of the teams a visitor follows, for the home page (docs/decisions/0013-followed-teams.md).
  ...followedTeamsRoutes().map(({ path, id }) => route(path, "features/favourites/followed-teams-route.ts", { id })),
  route("robots.txt", "seo/robots-route.ts", { id: "robots" }),
  // Links into the installed app (docs/decisions/0801-app-pages-and-app-links.md).
  route(".well-known/apple-app-site-association", "features/app/links/apple-app-site-association-route.ts", { id: "apple-app-site-association" }),
  route(".well-known/assetlinks.json", "features/app/links/assetlinks-route.ts", { id: "assetlinks" }),
  route("i18n/:file", "i18n/dictionary-route.ts", { id: "dictionary" }),
  // The followed teams' script, which the head's inline script loads where it has work (docs/decisions/0013-followed-teams.md).
  route("scripts/:file", "features/favourites/favourites-script-route.ts", { id: "favourites-script" }),
  route("healthz", "http/health-route.ts", { id: "healthz" }),
  route("readyz", "http/health-route.ts", { id: "readyz" }),
  route("*", "not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
