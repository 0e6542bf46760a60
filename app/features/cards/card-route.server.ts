import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { writePlainText } from "#app/http/plain-text.server.ts";
import { SHARE_IMAGE } from "#app/seo/share-image.ts";
import { log } from "#lib/log.server.ts";
import { CardRefusal, cardDrawings } from "./card-drawings.server.ts";
import { type CardAddress, type CardModel, cardPath, cardVersion, parseCardPath, CARD_PATH_PREFIX } from "./card-model.ts";
import type { RenderCard } from "./card-renderer.server.ts";

/**
 * The share cards' route, `GET /cards/{lang}/{kind}/{ids}-{version}.png`
 * (docs/decisions/0012-share-cards.md). Answered before the page cache, on the raw response:
 * - a path not shaped like a card's: 404; a method other than GET or HEAD: 405;
 * - the card's current model is loaded from the cached results source: nothing there (an unknown
 *   match) is a 404 and nothing is drawn; a failing backend a 503;
 * - a version that is not the current one moves (302) to the current card's path when this route
 *   saw it as the current one within the last day (an old share still shows a picture, the current
 *   one); any other version (made up, or current only on another instance or before a restart)
 *   moves to the language's share image, a static file: a walk over ids with made-up versions
 *   draws nothing (docs/decisions/0813-card-versions-and-content-images.md);
 * - the current version is answered from the card cache, or drawn: once per version, as concurrent
 *   requests for it share the one drawing, and at most `concurrency` drawings run at once, the rest
 *   wait in a queue of at most `maxWaiting` (beyond it 503 with Retry-After), so a flood of distinct
 *   cards cannot take the process's time from its pages. A drawn card is immutable: its URL changes
 *   with its content, so every cache may keep it for a year.
 */
export interface CardRouteOptions {
  /** The current model of a card, or undefined when what it names does not exist; throws when the data is unavailable. */
  loadModel(address: CardAddress): Promise<CardModel | undefined>;
  render: RenderCard;
  securityHeaders: Record<string, string>;
  /** Drawings at once (the render worker draws one at a time). */
  concurrency?: number;
  /** Cards waiting to be drawn, beyond which a new one is refused (503). */
  maxWaiting?: number;
  /** Bytes of PNGs kept in memory (least recently used go first). */
  maxCacheBytes?: number;
  /** Card versions remembered as once current, so that their old URLs still move to the current card. */
  maxRememberedVersions?: number;
  /** How long a version that stopped being current still moves to the current card, in milliseconds. */
  rememberVersionsForMs?: number;
  /** Told of every drawing and its outcome (the metrics' counter). */
  onRender?(outcome: "rendered" | "failed"): void;
}

export const CARD_CACHE_BYTES = 32 * 1024 * 1024;
/** Some 150 bytes each: at most a few MiB, more than the site's cards in three languages. */
export const REMEMBERED_CARD_VERSIONS = 30_000;
export const REMEMBER_CARD_VERSIONS_MS = 24 * 60 * 60 * 1000;

export function createCardRoute(options: CardRouteOptions) {
  const { securityHeaders } = options;
  const png = cardDrawings({
    render: options.render,
    concurrency: options.concurrency ?? 1,
    maxWaiting: options.maxWaiting ?? 32,
    maxCacheBytes: options.maxCacheBytes ?? CARD_CACHE_BYTES,
    onRender: options.onRender,
  });
  // The paths of versions this route loaded as current: only they move to a later version's card.
  const onceCurrent = new LRUCache<string, true>({
    max: options.maxRememberedVersions ?? REMEMBERED_CARD_VERSIONS,
    ttl: options.rememberVersionsForMs ?? REMEMBER_CARD_VERSIONS_MS,
  });

  const plain = (req: IncomingMessage, res: ServerResponse, status: 404 | 405 | 503, extra: Record<string, string> = {}) =>
    writePlain(req, res, status, { ...securityHeaders, ...extra });

  async function answer(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (req.method !== "GET" && req.method !== "HEAD") return plain(req, res, 405, { Allow: "GET, HEAD" });
    const address = parseCardPath(pathname);
    if (!address) return plain(req, res, 404);
    let model: CardModel | undefined;
    try {
      model = await options.loadModel(address);
    } catch {
      return plain(req, res, 503, { "Retry-After": "30" });
    }
    if (!model) return plain(req, res, 404);
    const version = cardVersion(model);
    const current = cardPath(address, version);
    onceCurrent.set(current, true);
    if (address.version !== version) {
      // A version once current here: the content changed since, so the current card, briefly cacheable (a live match moves on).
      // Any other: the language's share image, which costs no drawing however many made-up versions are asked for.
      const known = onceCurrent.has(cardPath(address, address.version));
      const location = known ? current : SHARE_IMAGE.path(address.language);
      res.writeHead(302, { Location: location, "Cache-Control": known ? CACHE_CONTROL.inPlay : CACHE_CONTROL.notFound, ...securityHeaders }).end();
      return;
    }
    const etag = `"${version}"`;
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, { ETag: etag, "Cache-Control": CACHE_CONTROL.immutableAsset, ...securityHeaders }).end();
      return;
    }
    let body: Buffer;
    try {
      body = await png(current, model);
    } catch (error) {
      if (!(error instanceof CardRefusal)) log("error", "card_render_failed", { path: current, error: String(error) });
      return plain(req, res, 503, { "Retry-After": error instanceof CardRefusal ? "5" : "30" });
    }
    writePng(req, res, body, { ETag: etag, ...securityHeaders });
  }

  /** Answers the request when it is for a card (true), else leaves it to the rest of the pipeline. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const target = req.url ?? "/";
    if (!target.startsWith(CARD_PATH_PREFIX)) return false;
    const pathname = target.split("?")[0]!;
    answer(req, res, pathname).catch((error: unknown) => {
      log("error", "card_route_failed", { error: String(error) });
      if (!res.headersSent) plain(req, res, 503);
      else res.destroy();
    });
    return true;
  };
}

/** A refusal or a miss as plain text: a 404 briefly cacheable, anything else never stored. */
function writePlain(req: IncomingMessage, res: ServerResponse, status: 404 | 405 | 503, headers: Record<string, string>) {
  writePlainText(req, res, status, { "Cache-Control": status === 404 ? CACHE_CONTROL.notFound : CACHE_CONTROL.noStore, ...headers });
}

/** A drawn card: immutable, as its URL changes with its content, so every cache may keep it for a year. */
function writePng(req: IncomingMessage, res: ServerResponse, body: Buffer, headers: Record<string, string>) {
  res
    .writeHead(200, { "Content-Type": "image/png", "Content-Length": String(body.length), "Cache-Control": CACHE_CONTROL.immutableAsset, ...headers })
    .end(req.method === "HEAD" ? undefined : body);
}
