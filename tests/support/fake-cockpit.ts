import { cockpitAnswer } from "./cockpit-content.ts";
import { startLoopbackServer, sendJson, type LoopbackServer } from "./loopback-server.ts";

/**
 * A stand-in for a Cockpit v1, serving the embedded content of content/collections/ as Cockpit stores
 * and answers it (tests/support/cockpit-content.ts: localized fields as `role_en`, images as assets).
 * It behaves as Cockpit does where the site relies on it: the bearer token,
 * `GET {prefix}/collections/get/{name}`, `?lang=` picking the language, `sort[_created]=-1`, `limit`,
 * `fields[…]`, and 412 for a collection it does not have. The real Cockpit is tested in
 * tests/reliability/cockpit.test.ts.
 */
export interface FakeCockpitOptions {
  token: string;
  /** The path of the API below the origin; CONTENT_API_URL is origin + prefix. */
  prefix?: string;
  /** Change the body before it is sent (e.g. to test the facade's own ordering). */
  transform?: (name: string, body: CockpitBody) => CockpitBody;
}

export interface CockpitBody {
  entries: Record<string, unknown>[];
  fields: Record<string, unknown>;
  total: number;
}

export interface FakeCockpit extends LoopbackServer {
  /** CONTENT_API_URL for this server. */
  baseUrl: string;
}

export async function startFakeCockpit(options: FakeCockpitOptions): Promise<FakeCockpit> {
  const prefix = options.prefix ?? "/api";
  const server = await startLoopbackServer((request, response) => {
    if (request.headers.authorization !== `Bearer ${options.token}`) return sendJson(response, 401, { error: "Unauthorized" });
    const url = new URL(request.url ?? "/", "http://cockpit.invalid");
    const match = new RegExp(`^${prefix}/collections/get/([A-Za-z]+)$`).exec(url.pathname);
    if (request.method !== "GET" || !match) return sendJson(response, 404, { error: "Not found" });
    const name = match[1]!;
    const body = cockpitAnswer(name, url.searchParams);
    if (!body) return sendJson(response, 412, { error: "Collection not found" });
    sendJson(response, 200, options.transform ? options.transform(name, body) : body);
  });
  return { ...server, baseUrl: server.origin + prefix };
}
