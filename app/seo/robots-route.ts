import { servicesOf } from "../services.server.ts";
import type { Route } from "./+types/robots-route";

/** `/robots.txt`: everything may be crawled but the API; the sitemap's absolute URL. */
export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${servicesOf(context).env.SITE_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
