/**
 * Preview links (docs/decisions/0207-drafts-and-preview-links.md): an editor opens
 * `/preview?token=…&to=/faq`, the site checks the token (an HMAC of its expiry with PREVIEW_SECRET, so
 * only whoever holds the secret can make one, and it stops working on its own), keeps it in a cookie
 * until it expires and sends the browser on to the page. Every request that carries a valid cookie is
 * rendered with the entries editors have not published yet, answered `private, no-store` and
 * `noindex`, and passes by every cache (the instance's page cache, nginx's, the browser's).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createContext } from "react-router";
import { CACHE_CONTROL } from "../http/cache-control.ts";

export const PREVIEW_PATH = "/preview";
export const PREVIEW_END_PATH = "/preview/end";
/** The cookie nginx also knows by name: a request carrying it is neither answered from nor stored in its cache. */
export const PREVIEW_COOKIE = "matchpuls_preview";
/** How long a link made without a stated lifetime works; the longest one may ask for. */
export const PREVIEW_DEFAULT_HOURS = 24;
export const PREVIEW_MAX_HOURS = 24 * 14;

/** Whether the render in this context is a preview's: set by the server, read by the root loader for its banner. */
export const previewContext = createContext<boolean>(false);

const signature = (secret: string, expiresAt: number) => createHmac("sha256", secret).update(`preview:${expiresAt}`).digest("base64url");

/** A token that works until `expiresAt` (unix seconds). */
export function previewToken(secret: string, expiresAt: number): string {
  return `${expiresAt}.${signature(secret, expiresAt)}`;
}

/** The expiry (unix seconds) of a token made with `secret` that has not expired at `now` (ms); else undefined. */
export function validPreviewToken(secret: string, token: string | undefined, now = Date.now()): number | undefined {
  const match = /^(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return undefined;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return undefined;
  const expected = Buffer.from(signature(secret, expiresAt));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? expiresAt : undefined;
}

/** A link that opens `page` (a path on the site) as a preview for `hours`. */
export function previewLink(siteUrl: string, secret: string, page: string, hours = PREVIEW_DEFAULT_HOURS, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + Math.round(hours * 3600);
  const url = new URL(PREVIEW_PATH, siteUrl);
  url.searchParams.set("token", previewToken(secret, expiresAt));
  url.searchParams.set("to", page);
  return String(url);
}

/** The token in a request's preview cookie, if it carries one. */
function cookieToken(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header?.includes(PREVIEW_COOKIE)) return undefined;
  for (const pair of header.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === PREVIEW_COOKIE) return value.join("=");
  }
  return undefined;
}

/** A path on this site to go on to; anything else (another origin, `//host`, a backslash trick) goes home. */
function pathOnSite(value: string | null): string {
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : "/";
}

/** The path of a same-site Referer (the page a preview was ended on). */
function refererPath(req: IncomingMessage): string | null {
  const referer = req.headers.referer;
  if (!referer || !URL.canParse(referer) || !req.headers.host) return null;
  const url = new URL(referer);
  return url.host === req.headers.host ? url.pathname + url.search : null;
}

export interface PreviewRoutes {
  /** Answers `/preview` and `/preview/end`; false for every other request. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Whether the request carries a valid preview cookie. */
  isPreview(req: IncomingMessage): boolean;
}

/**
 * The preview's two addresses and the check of its cookie. Without a secret there are no previews: the
 * addresses answer 404 as any unknown one, and no cookie counts.
 */
export function createPreviewRoutes(options: { secret?: string; https: boolean; headers: Record<string, string>; now?: () => number }): PreviewRoutes {
  const { secret, https, headers } = options;
  const now = options.now ?? Date.now;
  const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.noStore, "X-Robots-Tag": "noindex", ...headers };
  const cookie = (value: string, maxAge: number) =>
    `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
  return {
    answer(req, res) {
      // Every request passes here, before the page cache: only the preview's own addresses are parsed.
      if (!secret || !req.url?.startsWith(PREVIEW_PATH)) return false;
      const url = new URL(req.url, "http://site");
      if (url.pathname !== PREVIEW_PATH && url.pathname !== PREVIEW_END_PATH) return false;
      // Ending goes back to the page the banner was on (the browser names it), or to `to`.
      const to = pathOnSite(url.searchParams.get("to") ?? refererPath(req));
      if (url.pathname === PREVIEW_END_PATH) {
        res.writeHead(303, { ...plain, Location: to, "Set-Cookie": cookie("", 0) }).end();
        return true;
      }
      const token = url.searchParams.get("token") ?? undefined;
      const expiresAt = validPreviewToken(secret, token, now());
      if (expiresAt === undefined) {
        res
          .writeHead(403, plain)
          .end(
            "Dieser Vorschau-Link ist ungültig oder abgelaufen: bitte einen neuen erstellen (npm run cms:preview-link).\n" +
              "This preview link is invalid or has expired: please make a new one (npm run cms:preview-link).\n",
          );
        return true;
      }
      res.writeHead(303, { ...plain, Location: to, "Set-Cookie": cookie(token!, expiresAt - Math.floor(now() / 1000)) }).end();
      return true;
    },
    isPreview: (req) => secret !== undefined && validPreviewToken(secret, cookieToken(req), now()) !== undefined,
  };
}
