import { createContext, type RouterContextProvider } from "react-router";
import type { SiteSearch } from "#app/features/search/site-search.server.ts";
import type { Language } from "#lib/languages.ts";
import type { Env } from "./config/env.server.ts";
import type { ContentService } from "./content/service.server.ts";
import type { ContactActionDependencies } from "./features/contact/contact-action.server.ts";
import { type RequestScope, requestScopeContext } from "./http/request-scope.ts";
import type { ResultsSource } from "./results-api/results-source.server.ts";

/**
 * Everything loaders and actions need from outside React Router, built once per process by the
 * composition root (`server/services.ts`) and handed to every request through React Router's
 * context. Route modules read it with `servicesOf(context)` and never reach for module singletons,
 * so a test can hand a loader whatever services it likes (docs/architecture.md, "Services and the composition root").
 */
export interface SiteServices {
  /** The validated configuration of this process. */
  env: Env;
  /** Team, jobs, FAQ, press, ads and social links: cached, never throws (empty data on failure). */
  content: ContentService;
  /**
   * Results and news in one language; the visitor's allowed headers go to the backend on a cache
   * miss. `scope` is the render's (app/http/request-scope.ts): `servicesOf` passes it on by itself.
   */
  results(language: Language, visitorHeaders: Headers, scope?: RequestScope): ResultsSource;
  /** The site search: one index per language, built and kept in this process (app/features/search/site-search.server.ts). */
  search: SiteSearch;
  /** The contact form's outbox, rate limit and delivery trigger. */
  contact: ContactActionDependencies;
  /** What `/readyz` asks, at most once every few seconds (app/http/health-route.ts). */
  readiness: ReadinessProbes;
}

/**
 * One call to each data source, past every cache: it answers or throws; and what decides whether a
 * source that fails leaves the instance able to serve (docs/decisions/0811-readiness-and-last-good-content.md).
 */
export interface ReadinessProbes {
  /** Which content service runs; for the start-up log and tests, never in the `/readyz` body. */
  contentKind: "cockpit" | "embedded";
  content(): Promise<unknown>;
  /** Whether the content service has content to serve (loaded, or restored from DATA_DIR); unset: none. */
  contentHeld?(): boolean;
  results(): Promise<unknown>;
  /**
   * Whether the results backend is one every instance shares (API_BASE_URL): its outage then takes
   * no instance out. Unset or false: the embedded backend, this instance's own database.
   */
  resultsShared?: boolean;
}

/** The context key; its value is set by the server's `getLoadContext` for every request. */
export const siteServicesContext = createContext<SiteServices>();

/**
 * The services of this process, as handed to a loader or action in `context`, with the results
 * bound to the request's scope when the server gave it one (`requestScopeContext`): every results
 * source a loader takes from here tells the render of per-visitor answers and keeps to its deadline.
 */
export function servicesOf(context: Readonly<RouterContextProvider>): SiteServices {
  const services = context.get(siteServicesContext);
  const scope = context.get(requestScopeContext);
  if (!scope) return services;
  return { ...services, results: (language, visitorHeaders) => services.results(language, visitorHeaders, scope) };
}
