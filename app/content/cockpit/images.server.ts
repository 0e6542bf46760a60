/**
 * `GET /content-images/{fit|crop}/{w}x{h}/{ref}`: Cockpit's images, served by the site
 * (images.ts says why and how their sizes are known). Each request asks Cockpit's image API
 * (`{CONTENT_API_URL}/cockpit/image?src={ref}&w=&h=&m=bestFit|thumbnail&o=1`) with the site's token,
 * which never leaves the server. Only the boxes of the image fields (model.ts) and their double are
 * served, and only asset ids or upload paths, so the route cannot be used to make Cockpit resize at
 * will or to reach anything else. Answers are public for a day (a changed image is a new asset with a
 * new id, or a new upload path); SVGs are sent with a sandboxing Content-Security-Policy, so one
 * opened on its own cannot run scripts on the site's origin.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { logFailureOnce } from "../../../lib/log.server.ts";
import { CONTENT_IMAGE_PREFIX, double, parseContentImagePath } from "./images.ts";
import { imageSlots } from "./model.ts";

export interface ContentImageRouteOptions {
  /** CONTENT_API_URL. */
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** The largest image passed on (bytes). */
  maxBytes?: number;
  fetch?: typeof fetch;
}

const TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"]);
const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

export function createContentImageRoute(options: ContentImageRouteOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const boxes = new Set(imageSlots().flatMap((slot) => [slot, double(slot)].map((box) => `${box.width}x${box.height}`)));

  const fail = (res: ServerResponse, status: number, text: string) => {
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": status === 404 ? "public, max-age=0, s-maxage=60" : "no-store" }).end(`${text}\n`);
  };

  return (req, res) => {
    const pathname = (req.url ?? "").split("?")[0]!;
    if (!pathname.startsWith(CONTENT_IMAGE_PREFIX)) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Method Not Allowed\n");
      return true;
    }
    const image = parseContentImagePath(pathname);
    if (!image || !boxes.has(`${image.box.width}x${image.box.height}`)) {
      fail(res, 404, "Not Found");
      return true;
    }
    const src = image.ref.startsWith("u/") ? `storage/uploads/${image.ref.slice(2)}` : image.ref;
    const mode = image.mode === "fit" ? "bestFit" : "thumbnail";
    const query = `src=${encodeURIComponent(src)}&w=${image.box.width}&h=${image.box.height}&m=${mode}&o=1&q=85`;
    void (async () => {
      try {
        const upstream = await doFetch(`${options.baseUrl}/cockpit/image?${query}`, {
          headers: { Authorization: `Bearer ${options.token}` },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const type = (upstream.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
        if (upstream.status !== 200 || !TYPES.has(type)) {
          await upstream.body?.cancel();
          // Cockpit answers a missing asset with 200 and no image (`false`): not found, briefly remembered.
          if (upstream.status === 200 || upstream.status === 404) return fail(res, 404, "Not Found");
          throw new Error(`HTTP ${upstream.status}`);
        }
        const body = Buffer.from(await upstream.arrayBuffer());
        if (body.byteLength > maxBytes) throw new Error(`the image is larger than ${maxBytes} bytes`);
        res.writeHead(200, {
          "Content-Type": type,
          "Content-Length": String(body.byteLength),
          "Cache-Control": "public, max-age=86400",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          "Cross-Origin-Resource-Policy": "same-origin",
        });
        res.end(req.method === "HEAD" ? undefined : body);
      } catch (error) {
        logFailureOnce("content:images", `GET /cockpit/image: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) fail(res, 502, "Bad Gateway");
        else res.destroy();
      }
    })();
    return true;
  };
}
