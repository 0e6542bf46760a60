import { servicesOf } from "../services.server.ts";
import type { Route } from "./+types/sitemap-route";
import { ENTRIES_PER_FILE, renderSitemapIndex, renderUrlset, sitemapEntries } from "./sitemap.server.ts";

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600, s-maxage=3600, stale-while-revalidate=86400" };

/**
 * `/sitemap.xml`: the whole sitemap while it fits the protocol's 50,000 URLs, else a sitemap
 * index of `/sitemaps/{n}.xml` parts.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const siteUrl = services.env.SITE_URL;
  const entries = await sitemapEntries(services, request.headers);
  const parts = Math.ceil(entries.length / ENTRIES_PER_FILE);
  if (params.part === undefined) {
    const body = parts <= 1 ? renderUrlset(entries, siteUrl) : renderSitemapIndex(parts, siteUrl);
    return new Response(body, { headers: XML_HEADERS });
  }
  const part = /^[1-9][0-9]{0,4}\.xml$/.test(params.part) ? Number.parseInt(params.part, 10) : NaN;
  if (!(part >= 1 && part <= parts) || parts <= 1)
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(renderUrlset(entries.slice((part - 1) * ENTRIES_PER_FILE, part * ENTRIES_PER_FILE), siteUrl), { headers: XML_HEADERS });
}
