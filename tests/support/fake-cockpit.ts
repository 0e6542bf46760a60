import { existsSync, readFileSync } from "node:fs";
import { startLoopbackServer, sendJson, type LoopbackServer } from "./loopback-server.ts";

/**
 * A stand-in for a Cockpit content service, serving the embedded files of content/collections/ in
 * Cockpit's response format `{entries, fields, total}`. It reads the files itself (not through the
 * embedded adapter) and behaves as Cockpit does where the site relies on it: the bearer token,
 * `GET {prefix}/collections/get/{name}`, `?lang=` picking the language, `sort[_created]=-1`.
 */
const COLLECTIONS_DIR = new URL("../../content/collections/", import.meta.url);

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
    const file = collectionFile(name, url.searchParams.get("lang"));
    if (!file) return sendJson(response, 404, { error: "Collection not found" });

    const stored = JSON.parse(readFileSync(file, "utf8")) as { entries: Record<string, unknown>[]; fields?: Record<string, unknown> };
    const entries = sortEntries(stored.entries, url.searchParams);
    const body: CockpitBody = { entries, fields: stored.fields ?? {}, total: entries.length };
    sendJson(response, 200, options.transform ? options.transform(name, body) : body);
  });
  return { ...server, baseUrl: server.origin + prefix };
}

/** Localized collections live in `{name}.{lang}.json`; Cockpit falls back to the default language. */
function collectionFile(name: string, lang: string | null): URL | undefined {
  const candidates = [lang ? `${name}.${lang}.json` : undefined, `${name}.json`, `${name}.de.json`];
  return candidates
    .filter((candidate): candidate is string => candidate !== undefined)
    .map((candidate) => new URL(candidate, COLLECTIONS_DIR))
    .find((url) => existsSync(url));
}

/** Cockpit's `sort[field]=1|-1`. */
function sortEntries(entries: Record<string, unknown>[], params: URLSearchParams): Record<string, unknown>[] {
  const sort = [...params.entries()].find(([key]) => /^sort\[\w+\]$/.test(key));
  if (!sort) return entries;
  const field = sort[0].slice(5, -1);
  const direction = Number(sort[1]) < 0 ? -1 : 1;
  return [...entries].sort((a, b) => direction * (Number(a[field]) - Number(b[field])));
}
