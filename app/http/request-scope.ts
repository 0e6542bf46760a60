import { createContext } from "react-router";
import { CACHE_CONTROL } from "./cache-control.ts";

/**
 * What one render shares between its loaders (docs/decisions/0112-per-visitor-renders-and-page-budget.md):
 * the server creates a scope for every request it hands React Router (`server/app.ts`) and puts it
 * in the request's context; the results source reads it through `servicesOf(context)`.
 *
 * - Whether the render used an answer meant for this visitor alone (a backend answer marked
 *   `private` or `no-store`, or varying on a header we forward): then the page must not be shared,
 *   and `keptToVisitor` makes its answer `private, no-store` whatever the route said, for the HTML
 *   page and for its `.data` request alike. The page cache stores neither.
 * - One deadline for every backend call of the render: each call waits at most the time that is
 *   left, and a call after the deadline fails at once as "no response".
 */
export interface RequestScope {
  /** Marks the render as having used an answer for this visitor alone; it cannot be unmarked. */
  markPerVisitor(): void;
  /** Whether `markPerVisitor` was called. */
  readonly perVisitor: boolean;
  /** Milliseconds left before the deadline; 0 once it passed. */
  remainingMs(): number;
}

export interface RequestScopeOptions {
  /** How long the render's backend calls may take in all, from now. */
  budgetMs: number;
  /** A clock in milliseconds; `performance.now` unless a test injects one. */
  now?: () => number;
}

export function createRequestScope(options: RequestScopeOptions): RequestScope {
  const now = options.now ?? (() => performance.now());
  const deadline = now() + options.budgetMs;
  let perVisitor = false;
  return {
    markPerVisitor() {
      perVisitor = true;
    },
    get perVisitor() {
      return perVisitor;
    },
    remainingMs: () => Math.max(0, deadline - now()),
  };
}

/**
 * The context key of the request's scope. Null outside a request the server renders (a unit test
 * calling a loader with services alone): then nothing marks and no deadline applies beyond each
 * call's own timeout. (Null, not undefined: React Router throws for an unset key whose default is undefined.)
 */
export const requestScopeContext = createContext<RequestScope | null>(null);

/**
 * React Router's answer for a render in this scope: unchanged, or, when the render used a
 * per-visitor answer, with `Cache-Control: private, no-store` in place of what the route set (a
 * route's `public, s-maxage=…` would let the page cache and every shared cache give it to others).
 */
export function keptToVisitor(response: Response, scope: RequestScope): Response {
  if (!scope.perVisitor) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", CACHE_CONTROL.perVisitor);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
