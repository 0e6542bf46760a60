/**
 * `GET /content-images/{fit|crop}/{w}x{h}/{ref}`: Cockpit's images, served by the site
 * (images.ts says why and how their sizes are known). Each request asks Cockpit's image API
 * (`{CONTENT_API_URL}/cockpit/image?src={ref}&w=&h=&m=bestFit|thumbnail&o=1`) with the site's token,
 * which never leaves the server. Only the boxes of the image fields (model.ts) and their double are
 * served, and only asset ids or upload paths, so the route cannot be used to make Cockpit resize at
 * will or to reach anything else. Answers are public for a day (a changed image is a new asset with a
 * new id, or a new upload path); SVGs are sent with a sandboxing Content-Security-Policy, so one
 * opened on its own cannot run scripts on the site's origin. What one request may cost (an image's
 * bytes, Cockpit's calls for refs it does not have, fetches at once) is bounded in
 * images-upstream.server.ts: an answer too large is a 502, refs Cockpit lacks are 404s it is asked
 * about once per interval, and beyond the fetches allowed to wait a 503 with Retry-After.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { logFailureOnce } from "#lib/log.server.ts";
import { createImageUpstream, type ImageUpstreamOptions } from "./images-upstream.server.ts";
import { CONTENT_IMAGE_PREFIX, double, parseContentImagePath } from "./images.ts";
import { imageSlots } from "./model.ts";

export interface ContentImageRouteOptions extends Omit<ImageUpstreamOptions, "maxBytes"> {
  /** The largest image passed on (bytes). */
  maxBytes?: number;
}

const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

export function createContentImageRoute(options: ContentImageRouteOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const upstream = createImageUpstream({ ...options, maxBytes: options.maxBytes ?? MAX_IMAGE_BYTES });
  const boxes = new Set(imageSlots().flatMap((slot) => [slot, double(slot)].map((box) => `${box.width}x${box.height}`)));

  const fail = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
    res
      .writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": status === 404 ? "public, max-age=0, s-maxage=60" : "no-store", ...headers })
      .end(`${text}\n`);
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
        const answer = await upstream.get(image.ref, query);
        if (answer.kind === "missing") return fail(res, 404, "Not Found");
        // Too many images are being fetched already: come back shortly.
        if (answer.kind === "busy") return fail(res, 503, "Service Unavailable", { "Retry-After": "5" });
        if (answer.kind === "refused") {
          logFailureOnce("content:images", `GET /cockpit/image: ${answer.reason}`);
          return fail(res, 502, "Bad Gateway");
        }
        res.writeHead(200, {
          "Content-Type": answer.type,
          "Content-Length": String(answer.body.byteLength),
          "Cache-Control": "public, max-age=86400",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          "Cross-Origin-Resource-Policy": "same-origin",
        });
        res.end(req.method === "HEAD" ? undefined : answer.body);
      } catch (error) {
        logFailureOnce("content:images", `GET /cockpit/image: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) fail(res, 502, "Bad Gateway");
        else res.destroy();
      }
    })();
    return true;
  };
}
