import { CACHE_CONTROL } from "../http/cache-control.ts";
import { servicesOf, siteServicesContext } from "../services.server.ts";
import type { Route } from "./+types/sitemap-route";
import { sitemapOf } from "./sitemap.server.ts";

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600, s-maxage=3600, stale-while-revalidate=86400" };
const SECTION_FILE = /^([a-z][a-z0-9-]{0,40})\.xml$/;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.noStore, ...headers } });

const notFound = () => plain(404, "Not found", { "Cache-Control": CACHE_CONTROL.notFound });

/**
 * `/sitemap.xml`: the sitemap index; `/sitemaps/{section}.xml`: one section's URLs
 * (app/seo/sitemap.server.ts). A data source that fails with nothing cached answers 503 with
 * Retry-After, so crawlers come back rather than forget the URLs.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Built with the request's services (its scope, its deadline), kept with the process's.
  const sitemap = sitemapOf(servicesOf(context), request.headers, context.get(siteServicesContext));
  const section = params.part === undefined ? undefined : SECTION_FILE.exec(params.part)?.[1];
  if (params.part !== undefined && section === undefined) return notFound();
  try {
    const body = section === undefined ? await sitemap.index() : await sitemap.section(section);
    if (body === undefined) return notFound();
    return new Response(body, { headers: XML_HEADERS });
  } catch {
    // The failure is logged by the sitemap's cache (once per interval, not once per request).
    return plain(503, "Service Unavailable", { "Retry-After": "60" });
  }
}
