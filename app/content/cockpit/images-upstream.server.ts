/**
 * Asking Cockpit's image API for one image, at a bounded cost (the route is images.server.ts,
 * docs/decisions/0813-card-versions-and-content-images.md):
 * - an answer whose Content-Length is over the limit is refused before its body is read, and a body
 *   streamed past the limit is refused at the chunk that passes it: the request is aborted, so no
 *   more of it is read and no more than the limit is ever held;
 * - what Cockpit does not have (404, or its 200 with no image) and an image too large to pass on are
 *   remembered for a while, in a bounded cache: a flood of made-up refs costs each one upstream call
 *   per interval at most (failures, which pass, are not remembered);
 * - a few fetches run at once, a few more wait; beyond, the request is refused at once, and
 *   requests for the same image share one fetch.
 */
import { LRUCache } from "lru-cache";

export type ImageAnswer =
  | { kind: "image"; type: string; body: Buffer }
  /** Cockpit has no such image. */
  | { kind: "missing" }
  /** Cockpit answered an image larger than the site passes on. */
  | { kind: "refused"; reason: string }
  /** Too many images are being fetched: try again shortly. */
  | { kind: "busy" };

export interface ImageUpstreamOptions {
  /** CONTENT_API_URL. */
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** The largest image passed on (bytes). */
  maxBytes: number;
  /** Fetches at once, and fetches waiting for one of them. */
  concurrency?: number;
  maxWaiting?: number;
  /** How many misses are remembered, and for how long (milliseconds). */
  maxMisses?: number;
  missTtlMs?: number;
  fetch?: typeof fetch;
}

const TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"]);
export const IMAGE_FETCHES_AT_ONCE = 4;
export const IMAGE_FETCHES_WAITING = 64;
/** Some 200 bytes each: at most a few MiB. */
export const REMEMBERED_IMAGE_MISSES = 20_000;
export const IMAGE_MISS_TTL_MS = 5 * 60_000;

/** An answer not passed on: the body is cancelled, which ends the upstream request. */
class Refusal extends Error {}

export function createImageUpstream(options: ImageUpstreamOptions) {
  const doFetch = options.fetch ?? fetch;
  const { concurrency = IMAGE_FETCHES_AT_ONCE, maxWaiting = IMAGE_FETCHES_WAITING } = options;
  const misses = new LRUCache<string, Exclude<ImageAnswer, { kind: "image" | "busy" }>>({
    max: options.maxMisses ?? REMEMBERED_IMAGE_MISSES,
    ttl: options.missTtlMs ?? IMAGE_MISS_TTL_MS,
  });
  const underWay = new Map<string, Promise<ImageAnswer>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function fetchImage(query: string): Promise<ImageAnswer> {
    const abort = new AbortController();
    const upstream = await doFetch(`${options.baseUrl}/cockpit/image?${query}`, {
      headers: { Authorization: `Bearer ${options.token}` },
      signal: AbortSignal.any([abort.signal, AbortSignal.timeout(options.timeoutMs)]),
    });
    try {
      const type = (upstream.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      // Cockpit answers a missing asset with 200 and no image (`false`).
      if (upstream.status === 404 || (upstream.status === 200 && !TYPES.has(type))) {
        await upstream.body?.cancel();
        return { kind: "missing" };
      }
      if (upstream.status !== 200) throw new Error(`HTTP ${upstream.status}`);
      const declared = Number(upstream.headers.get("content-length") ?? NaN);
      if (declared > options.maxBytes) throw new Refusal(`an image of ${declared} bytes, over ${options.maxBytes}`);
      return { kind: "image", type, body: await bodyUpTo(upstream, options.maxBytes) };
    } catch (error) {
      // Nothing more of this answer is read: the connection it came on is closed.
      abort.abort();
      await upstream.body?.cancel().catch(() => {});
      if (error instanceof Refusal) return { kind: "refused", reason: error.message };
      throw error;
    }
  }

  /** Runs `task` when a fetch slot is free; "busy" when too many wait already. */
  function scheduled(task: () => Promise<ImageAnswer>): Promise<ImageAnswer> {
    if (running >= concurrency && waiting.length >= maxWaiting) return Promise.resolve({ kind: "busy" });
    const start = () => {
      running++;
      return task().finally(() => {
        running--;
        waiting.shift()?.();
      });
    };
    if (running < concurrency) return start();
    return new Promise<void>((resolve) => waiting.push(resolve)).then(start);
  }

  return {
    /**
     * The image for `query` (the image API's query string) of the asset `ref`: a remembered miss
     * (of `ref` in any box, or of this query), the fetch under way for it, or a new fetch. Throws
     * when Cockpit fails (no answer, a timeout, an error status): that is not remembered.
     */
    get(ref: string, query: string): Promise<ImageAnswer> {
      const remembered = misses.get(`ref:${ref}`) ?? misses.get(query);
      if (remembered) return Promise.resolve(remembered);
      let shared = underWay.get(query);
      if (!shared) {
        shared = scheduled(() => fetchImage(query))
          .then((answer) => {
            if (answer.kind === "missing") misses.set(`ref:${ref}`, answer);
            if (answer.kind === "refused") misses.set(query, answer);
            return answer;
          })
          .finally(() => underWay.delete(query));
        underWay.set(query, shared);
      }
      return shared;
    },
  };
}

/** The body read chunk by chunk, refused at the chunk that takes it past `maxBytes`. */
async function bodyUpTo(answer: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  if (!answer.body) return Buffer.alloc(0);
  for await (const chunk of answer.body) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw new Refusal(`an image of more than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, bytes);
}
