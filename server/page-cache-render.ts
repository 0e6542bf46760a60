import { createHash } from "node:crypto";
import { CACHE_CONTROL, sharedMaxAge } from "#app/http/cache-control.ts";
import { isCompressible, MIN_COMPRESSED_BYTES, varyingOnEncoding } from "./compression.ts";
import type { Entry } from "./page-cache-entries.ts";
import type { CachePlan } from "./page-cache-plan.ts";
import { MANIFEST_PATH } from "./request-guards.ts";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

/**
 * A render as the page cache (server/page-cache.ts) answers and stores it: secured (the security
 * headers on every answer), and buffered when it is HTML (always: its inline scripts are hashed into
 * its Content-Security-Policy), a page's data request, the route discovery manifest, a match calendar,
 * a sitemap or the news feed (tagged with a strong ETag, given a default Cache-Control, and storable
 * for its `s-maxage`), or anything else in a compressible type (to be compressed for its one answer).
 */

/** The type of the match calendars' feeds, tagged and stored like pages. */
const CALENDAR_CONTENT_TYPE = "text/calendar";
/** The sitemaps' and the news feed's types (`application/xml`, `application/atom+xml`), tagged and stored like pages. */
const XML_CONTENT_TYPE = /^(?:application|text)\/(?:[\w.-]+\+)?xml\b/;

const DEFAULT_POLICY: Record<number, string> = { 200: CACHE_CONTROL.page, 404: CACHE_CONTROL.notFound };

export interface RenderSettings {
  https: boolean;
  /** Rewrites each HTML page once, before it is hashed, tagged and stored. */
  transformHtml?: (html: string) => string;
  /** Upper bound on how long an answer stays in memory, whatever its s-maxage says. */
  maxTtlMs: number;
  now: () => number;
}

/** A render's answer as the handler sends it: buffered (`entry`) when it is HTML or compressible, else as it came (`response`). */
export interface Rendered {
  response?: Response;
  entry?: Entry;
  storable: boolean;
  /** The render's Server-Timing, for its own answer only. */
  timing?: string;
}

/** What a render's answer is, by its type, status and key: what the handler buffers, tags and may store. */
interface AnswerKind {
  isHtml: boolean;
  /** The route discovery manifest: its Cache-Control is React Router's own. */
  manifest: boolean;
  /** Pages, their data requests, the manifest, the calendars and XML get an entity tag and a default Cache-Control, and may be stored. */
  tagged: boolean;
  compressible: boolean;
}

function kindOf(response: Response, headers: Headers, plan: CachePlan): AnswerKind {
  const contentType = headers.get("Content-Type") ?? "";
  const isHtml = contentType.startsWith("text/html");
  const manifest = plan.kind === "key" && plan.key.startsWith(`${MANIFEST_PATH}?`);
  const data = plan.kind === "key" && !manifest && contentType.startsWith("text/x-script");
  // The match calendars (app/features/results/calendar/), fetched again every hour by every subscriber, and
  // the sitemaps and the news feed, which crawlers and feed readers fetch: each a render of many backend answers.
  const feed = contentType.startsWith(CALENDAR_CONTENT_TYPE) || XML_CONTENT_TYPE.test(contentType);
  const hasBody = response.body !== null && response.status !== 304 && response.status !== 204;
  const tagged = hasBody && (isHtml || ((manifest || data || feed) && response.status === 200));
  const compressible = hasBody && !headers.has("Content-Encoding") && isCompressible(contentType, headers.get("Cache-Control"));
  return { isHtml, manifest, tagged, compressible };
}

/** The manifest of one build never changes: React Router marks it `public, immutable` for a year. */
function isImmutable(cacheControl: string | null): boolean {
  const directives = (cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  return directives.includes("immutable") && directives.includes("public");
}

/** Renders through `render` and secures each answer; `moved` answers a URL whose query moves to its canonical one. */
export function pageRenderer(render: (request: Request) => Promise<Response>, settings: RenderSettings) {
  const securityHeaders = baseSecurityHeaders(settings.https);
  const policyWithoutScripts = () => contentSecurityPolicy([], settings.https);

  /** The answer for a URL whose query moves to the canonical one: nothing is rendered. */
  function moved(location: string): Response {
    const headers = new Headers({ ...securityHeaders, Location: location, "Cache-Control": CACHE_CONTROL.page });
    headers.set("Content-Security-Policy", policyWithoutScripts());
    return new Response(null, { status: 301, headers });
  }

  /** The answer's bytes, its HTML rewritten once, and the Content-Security-Policy that allows its inline scripts. */
  async function bufferedBody(response: Response, headers: Headers, isHtml: boolean): Promise<Uint8Array<ArrayBuffer>> {
    if (!isHtml) {
      headers.set("Content-Security-Policy", policyWithoutScripts());
      return new Uint8Array(await response.arrayBuffer());
    }
    const rendered = await response.text();
    const html = settings.transformHtml ? settings.transformHtml(rendered) : rendered;
    headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), settings.https));
    return new TextEncoder().encode(html);
  }

  /** A tagged answer's entity tag, default Cache-Control and lifetime in memory; storable when a GET's 200 may be kept. */
  function tagged(request: Request, headers: Headers, base: Omit<Entry, "headers" | "expiresAt">, manifest: boolean) {
    // A data request has the Cache-Control its page has, the default one included.
    if (!headers.has("Cache-Control") && !manifest) headers.set("Cache-Control", DEFAULT_POLICY[base.status] ?? CACHE_CONTROL.noStore);
    const etag = `"${createHash("sha1").update(base.body).digest("base64url")}"`;
    headers.set("ETag", etag);
    const cacheControl = headers.get("Cache-Control");
    const ttlMs = Math.min(manifest ? (isImmutable(cacheControl) ? settings.maxTtlMs : 0) : sharedMaxAge(cacheControl) * 1000, settings.maxTtlMs);
    const storable = request.method === "GET" && base.status === 200 && ttlMs > 0 && !headers.has("Set-Cookie");
    return { entry: { ...base, headers: [...headers], etag, expiresAt: settings.now() + ttlMs }, storable };
  }

  /** Renders and secures one answer: `entry` is set for a buffered answer, `storable` when it may be stored. */
  async function renderSecured(request: Request, plan: CachePlan): Promise<Rendered> {
    const response = await render(request);
    const headers = new Headers(response.headers);
    headers.delete("X-Powered-By");
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    const kind = kindOf(response, headers, plan);
    if (!kind.tagged && !kind.compressible) {
      if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", policyWithoutScripts());
      return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }), storable: false };
    }
    // The render's timing goes out with this answer alone, never with what is stored.
    const timing = headers.get("Server-Timing") ?? undefined;
    headers.delete("Server-Timing");
    const body = await bufferedBody(response, headers, kind.isHtml);
    if (kind.compressible) headers.set("Vary", varyingOnEncoding(headers.get("Vary")));
    headers.set("Content-Length", String(body.byteLength));
    const mayCompress = kind.compressible && body.byteLength >= MIN_COMPRESSED_BYTES;
    const base = { status: response.status, body, storedAt: 0, compressible: mayCompress, encoded: {}, compressing: {}, size: 0 };
    if (!kind.tagged) return { entry: { ...base, headers: [...headers], expiresAt: 0 }, storable: false, timing };
    return { ...tagged(request, headers, base, kind.manifest), timing };
  }

  return { renderSecured, moved };
}
