import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import Negotiator from "negotiator";

/**
 * How the server compresses what it sends (docs/decisions/0705-compress-once-and-server-timing.md).
 * One place compresses each body, once per encoding: the page handler (server/page-cache.ts) what it
 * renders, keeping the copy with a stored page; the build the static files (`precompressedFiles`,
 * server/precompressed-files.ts), which sirv then serves as they are. Nothing compresses on the way
 * out any more: live streams and the server's own short answers are sent as they are.
 */
export type Encoding = "br" | "gzip";

/**
 * Brotli quality 5 and gzip level 6 for what the server renders. Measured on five built pages (33–49 KB,
 * 199 KB in all): brotli 5 takes 1.4 ms a page for 57.2 KB in all, quality 9 takes 27 ms for
 * 56.8 KB (0.7 % smaller), 11 takes 68 ms for 50.8 KB; gzip 6 takes 1.0 ms for 61.7 KB.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** Smaller bodies go as they are: compressing them saves less than the headers weigh (the `compression` package's threshold). */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The types worth compressing among those the site sends: markup, text, React Router's data
 * (`text/x-script`), JSON, XML, feeds, JavaScript and SVG. (The `compressible` package answers the same
 * for these from mime-db's 2,500 types, which it would load into every process for these few.)
 */
const COMPRESSIBLE_TYPE = /^\s*(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;

/** Whether an answer of this Content-Type and Cache-Control may be sent compressed. */
export function isCompressible(contentType: string | null, cacheControl: string | null): boolean {
  return COMPRESSIBLE_TYPE.test(contentType ?? "") && !/\bno-transform\b/i.test(cacheControl ?? "");
}

const OFFERED = ["br", "gzip", "identity"];
const PREFERRED = ["br", "gzip"];
/**
 * Negotiated encodings per Accept-Encoding value: browsers send a handful of spellings, and parsing
 * one (the `negotiator` package, as the `compression` middleware did) allocates a few objects; a
 * remembered answer allocates none. At most this many values are kept, forgotten all at once when full,
 * so made-up values take no memory.
 */
const negotiated = new Map<string, Encoding | undefined>();
const REMEMBERED_VALUES = 64;

/**
 * The encoding to send to a client with this Accept-Encoding: the one it weighs highest, brotli when
 * it weighs both alike, none (the body as it is) when it accepts neither or sent no header.
 */
export function negotiatedEncoding(acceptEncoding: string | undefined | null): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (negotiated.has(acceptEncoding)) return negotiated.get(acceptEncoding);
  const best = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(OFFERED, { preferred: PREFERRED });
  const encoding = best === "br" || best === "gzip" ? best : undefined;
  if (negotiated.size >= REMEMBERED_VALUES) negotiated.clear();
  negotiated.set(acceptEncoding, encoding);
  return encoding;
}

/** A Vary header value that names Accept-Encoding (added to what the answer varies on already). */
export function varyingOnEncoding(vary: string | null): string {
  if (!vary) return "Accept-Encoding";
  if (vary.split(",").some((name) => ["accept-encoding", "*"].includes(name.trim().toLowerCase()))) return vary;
  return `${vary}, Accept-Encoding`;
}

/**
 * The body compressed, on libuv's thread pool (the event loop goes on meanwhile), as a buffer of
 * exact size: zlib's result is a view into a larger one (its 16 KiB output chunk, or the 8 KiB pool),
 * and a stored copy must keep alive what it is counted at.
 */
export function compress(encoding: Encoding, body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(new Uint8Array(result)));
    if (encoding === "br")
      brotliCompress(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }, done);
    else gzip(body, { level: GZIP_LEVEL }, done);
  });
}
