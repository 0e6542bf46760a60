import { loadEnv } from "../config/env.server.ts";

/** `/robots.txt`: everything may be crawled but the API; the sitemap's absolute URL. */
export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${loadEnv().SITE_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
