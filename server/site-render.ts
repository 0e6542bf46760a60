import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Env } from "#app/config/env.server.ts";
import { withEditableContentLifetime } from "#app/content/changes.server.ts";
import { previewContext } from "#app/content/preview.server.ts";
import { foreignOriginAnswer } from "#app/features/contact/request-guards.server.ts";
import { createRequestScope, keptToVisitor, requestScopeContext } from "#app/http/request-scope.ts";
import { siteServicesContext } from "#app/services.server.ts";
import { API_PATH_PREFIX } from "#contract/api-calls.ts";
import { createApiRateLimit } from "./api-rate-limit.ts";
import { serverTiming, timedServices, withServerTiming } from "./render-timing.ts";
import type { Services } from "./services.ts";

/**
 * What the page handler (server/page-cache.ts) renders with: the embedded API's calls within each
 * client's budget, a foreign form post's 403, and everything else through React Router, with the
 * process's services and the render's own scope in its context (docs/architecture.md, "The request
 * path", steps 8 and 9). `preview`: the render is an editor's preview, with drafts (ADR 0207).
 */
export type SiteRender = (request: Request, preview?: boolean) => Promise<Response>;

export async function createSiteRender(env: Env, services: Services): Promise<SiteRender> {
  const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  // Given a function, React Router derives its routes and handlers anew on every request, which
  // development needs for hot reload; production hands it the build once.
  const renderWithReactRouter = createRequestHandler(env.NODE_ENV === "development" ? loadBuild : await loadBuild(), env.NODE_ENV);
  const { embeddedApi } = services;
  // The embedded API's answers change with every result and are not cached: each client gets a budget of calls instead.
  const refuseApiCall = createApiRateLimit();

  return (request, preview = false) => {
    if (embeddedApi && new URL(request.url).pathname.startsWith(`${API_PATH_PREFIX}/`)) {
      const refused = refuseApiCall(request);
      return refused ? Promise.resolve(refused) : embeddedApi(request);
    }
    // A form post from another site gets the contact form's translated 403 here: React Router's
    // own check would refuse it first, with a bare 400 (ADR 0600).
    const refused = foreignOriginAnswer(request, env.SITE_URL);
    if (refused) return Promise.resolve(refused);
    const started = performance.now();
    const context = new RouterContextProvider();
    // Per render: whether it used a per-visitor answer (then it is answered `private, no-store`, HTML
    // and `.data` alike, and the page cache keeps none of it), its one deadline for the backend (ADR 0112),
    // and how long it waited on the backend and the content service (its Server-Timing, ADR 0705).
    const scope = createRequestScope({ budgetMs: env.API_TIMEOUT_MS });
    const site = preview ? { ...services.site, content: services.site.content.withDrafts() } : services.site;
    // A preview is the editor's alone: kept by no cache, indexed by nobody.
    if (preview) scope.markPerVisitor();
    context.set(siteServicesContext, timedServices(site, scope));
    context.set(requestScopeContext, scope);
    context.set(previewContext, preview);
    const rendered = renderWithReactRouter(request, context).then((response) =>
      withServerTiming(keptToVisitor(preview ? unindexed(response) : response, scope), serverTiming(performance.now() - started, scope.waited())),
    );
    // Pages of content that editors change in Cockpit are kept briefly by shared caches (ADR 0205).
    return services.contentRoutes ? rendered.then((response) => withEditableContentLifetime(request, response)) : rendered;
  };
}

/** A preview's page: for search engines, not there. */
function unindexed(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
