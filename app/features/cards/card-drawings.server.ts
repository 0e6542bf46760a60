import { LRUCache } from "lru-cache";
import type { CardModel } from "./card-model.ts";
import type { RenderCard } from "./card-renderer.server.ts";

/**
 * The share cards' PNGs (`card-route.server.ts`, docs/decisions/0012-share-cards.md): kept in a
 * cache sized by bytes, or drawn once per version, as concurrent requests for it share the one
 * drawing; at most `concurrency` drawings run at once, the rest wait in a queue of at most
 * `maxWaiting`, beyond which a card is refused (`CardRefusal`), so a flood of distinct cards cannot
 * take the process's time from its pages.
 */

export interface CardDrawingOptions {
  render: RenderCard;
  /** Drawings at once (the render worker draws one at a time). */
  concurrency: number;
  /** Cards waiting to be drawn, beyond which a new one is refused. */
  maxWaiting: number;
  /** Bytes of PNGs kept in memory (least recently used go first). */
  maxCacheBytes: number;
  /** Told of every drawing and its outcome (the metrics' counter). */
  onRender?(outcome: "rendered" | "failed"): void;
}

/** Too many cards wait to be drawn: this one is refused (503), not queued. */
export class CardRefusal extends Error {}

/** Returns the PNG of a card's path (the model's current card): from the cache, from the drawing under way, or drawn now. */
export function cardDrawings(options: CardDrawingOptions): (path: string, model: CardModel) => Promise<Buffer> {
  const { concurrency, maxWaiting } = options;
  // Sized by the memory each PNG keeps, which is its whole backing store when it views a larger one.
  const cache = new LRUCache<string, Buffer>({
    maxSize: options.maxCacheBytes,
    sizeCalculation: (png) => Math.max(png.length, png.buffer.byteLength, 1),
  });
  const drawing = new Map<string, Promise<Buffer>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  /** Runs `draw` when a drawing slot is free; refuses when too many wait already. */
  function scheduled(draw: () => Promise<Buffer>): Promise<Buffer> {
    if (running >= concurrency && waiting.length >= maxWaiting) return Promise.reject(new CardRefusal("too many cards waiting"));
    const start = () => {
      running++;
      return draw().finally(() => {
        running--;
        waiting.shift()?.();
      });
    };
    if (running < concurrency) return start();
    return new Promise<void>((resolve) => waiting.push(resolve)).then(start);
  }

  /** Draws the card and keeps it, telling `onRender` how the drawing went. */
  const draw = (path: string, model: CardModel) =>
    options.render(model).then(
      (png) => {
        options.onRender?.("rendered");
        cache.set(path, png);
        return png;
      },
      (error: unknown) => {
        options.onRender?.("failed");
        throw error;
      },
    );

  return (path, model) => {
    const cached = cache.get(path);
    if (cached) return Promise.resolve(cached);
    let shared = drawing.get(path);
    if (!shared) {
      shared = scheduled(() => draw(path, model)).finally(() => drawing.delete(path));
      drawing.set(path, shared);
    }
    return shared;
  };
}
