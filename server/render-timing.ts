import type { DataSource, RequestScope } from "#app/http/request-scope.ts";
import type { SiteServices } from "#app/services.server.ts";

/**
 * The `Server-Timing` of a render's answer (docs/decisions/0705-compress-once-and-server-timing.md):
 * `render` (React Router's handling: middleware, loaders and React), and of it `backend` and
 * `content`, the time its loaders waited on the results backend and on the content service
 * (overlapping calls counted once, app/http/request-scope.ts). Three fixed names and durations: no
 * call, key, URL or error is named, so nothing about the backends or the visitor goes out. Answers
 * from the page cache have none (server/page-cache.ts strips it from what it stores), so the header
 * is how a render tells itself apart from a hit.
 */

/** The site's services for one render: every call of a results source and of the content service counted in the render's scope. */
export function timedServices(services: SiteServices, scope: RequestScope): SiteServices {
  return {
    ...services,
    results: (language, visitorHeaders, bound) => timedCalls(services.results(language, visitorHeaders, bound), "backend", scope),
    content: timedCalls(services.content, "content", scope),
  };
}

/** `target` with each of its methods made a timed call of `source` (values and the methods' results pass as they are). */
function timedCalls<T extends object>(target: T, source: DataSource, scope: RequestScope): T {
  const timed = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, name) {
      const value: unknown = Reflect.get(object, name);
      if (typeof value !== "function") return value;
      if (!timed.has(name)) timed.set(name, (...args: unknown[]) => scope.timed(source, () => value.apply(object, args) as unknown));
      return timed.get(name);
    },
  });
}

/** The header's value: each figure in milliseconds, to a tenth. */
export function serverTiming(renderMs: number, waited: Record<DataSource, number>): string {
  const ms = (value: number) => value.toFixed(1);
  return `render;dur=${ms(renderMs)}, backend;dur=${ms(waited.backend)}, content;dur=${ms(waited.content)}`;
}

/** The answer with its Server-Timing (a redirect's headers cannot be changed: it is copied). */
export function withServerTiming(response: Response, value: string): Response {
  try {
    response.headers.set("Server-Timing", value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set("Server-Timing", value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
