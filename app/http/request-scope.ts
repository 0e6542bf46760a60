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
 * - How long the render waited on each data source (the results backend, the content service), for
 *   the `Server-Timing` of its answer (server/render-timing.ts wraps the sources' calls in `timed`).
 */
export interface RequestScope {
  /** Marks the render as having used an answer for this visitor alone; it cannot be unmarked. */
  markPerVisitor(): void;
  /** Whether `markPerVisitor` was called. */
  readonly perVisitor: boolean;
  /** Milliseconds left before the deadline; 0 once it passed. */
  remainingMs(): number;
  /**
   * Makes one call of a data source and counts the time until it settles (answered or failed) as
   * waited on `source`; returns what the call returns (a call that returns no promise took no time).
   */
  timed<T>(source: DataSource, call: () => T): T;
  /**
   * Milliseconds the render waited on each source: while at least one of its calls was under way, so
   * calls made side by side count once (the figure is never more than the render took).
   */
  waited(): Record<DataSource, number>;
}

/** The data sources a render waits on: the results & news backend and the content service. */
export type DataSource = "backend" | "content";

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
  // Per source: the time waited in finished stretches, the calls under way and when the current stretch began.
  const waits: Record<DataSource, { ms: number; open: number; since: number }> = {
    backend: { ms: 0, open: 0, since: 0 },
    content: { ms: 0, open: 0, since: 0 },
  };
  return {
    markPerVisitor() {
      perVisitor = true;
    },
    get perVisitor() {
      return perVisitor;
    },
    remainingMs: () => Math.max(0, deadline - now()),
    timed(source, call) {
      const wait = waits[source];
      const settled = () => {
        if (--wait.open === 0) wait.ms += now() - wait.since;
      };
      if (wait.open++ === 0) wait.since = now();
      let result: ReturnType<typeof call>;
      try {
        result = call();
      } catch (error) {
        settled();
        throw error;
      }
      if (!(result instanceof Promise)) {
        settled();
        return result;
      }
      return result.finally(settled) as typeof result;
    },
    waited() {
      const at = now();
      const waited = (wait: (typeof waits)[DataSource]) => wait.ms + (wait.open > 0 ? at - wait.since : 0);
      return { backend: waited(waits.backend), content: waited(waits.content) };
    },
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
