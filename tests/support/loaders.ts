/** Calling route loaders with real Requests in unit tests. */
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { providePageLanguage } from "#app/i18n/page-language.server.ts";
import type { PageKey } from "#app/i18n/route-table.ts";
import { resolvePath } from "#app/i18n/route-table.ts";
import type { SiteServices } from "#app/services.server.ts";
import { testContext, testServices } from "./services.ts";

export const ORIGIN = "http://localhost";

let shared: SiteServices | undefined;

/**
 * The services a loader gets unless the test passes its own: one set per test file (as one server
 * process has one), so its caches behave as they do in production.
 */
export function sharedServices(): SiteServices {
  shared ??= testServices();
  return shared;
}

export interface LoaderArgsOptions {
  headers?: Record<string, string>;
  /** Default: `sharedServices()`. */
  services?: SiteServices;
}

/**
 * What React Router hands a loader for `path`: a real Request, the route's params and pattern, and
 * the context with the services and the page language the root's middleware puts there (the table
 * route the path matches, else the not-found route's `*`). Typed `never` so it fits every route's
 * Route.LoaderArgs (whose params differ).
 */
export const loaderArgs = (path: string, params: Record<string, string | undefined> = {}, options: LoaderArgsOptions = {}) => {
  const url = new URL(ORIGIN + path);
  const request = new Request(url, { headers: options.headers });
  // React Router's `url` and `pattern` leave out the `.data` of a client-side navigation's request.
  const pathname = url.pathname.replace(/\.data$/, "") || "/";
  const pattern = resolvePath(pathname)?.pattern ?? "*";
  const context = testContext(options.services ?? sharedServices());
  providePageLanguage(context, pattern, pathname);
  return { request, url, params, pattern, context } as never;
};

/** The page a path resolves to in the route table, and its loader args with the params React Router would give. */
export function routeArgs(path: string, options: LoaderArgsOptions = {}): { page: PageKey; args: never } {
  const resolved = resolvePath(new URL(ORIGIN + path).pathname);
  if (!resolved) throw new Error(`${path} matches no page`);
  return { page: resolved.page, args: loaderArgs(path, resolved.params, options) };
}

/** A loader's data, whether it returned the object itself or `data(object, init)`. */
export function loaderDataOf<R>(result: R): R extends DataWithResponseInit<infer D> ? D : R {
  const wrapped = result as { type?: unknown; data?: unknown };
  return (wrapped?.type === "DataWithResponseInit" ? wrapped.data : result) as R extends DataWithResponseInit<infer D> ? D : R;
}

/** What a loader throws (a redirect Response, a `data()` 404); fails when it does not throw. */
export async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}
