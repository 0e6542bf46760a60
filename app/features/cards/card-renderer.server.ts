import { Worker } from "node:worker_threads";
import type { CardModel } from "./card-model.ts";

/** Draws a card's PNG. */
export type RenderCard = (model: CardModel) => Promise<Buffer>;

export interface CardRenderer {
  render: RenderCard;
  /** Ends the worker (at shutdown). */
  close(): Promise<void>;
}

/**
 * The worker's heap: drawing leaves much garbage (satori's layout, the SVG), and an unbounded heap
 * grew to hundreds of MiB before V8 collected it; within these limits a thousand cards in a row keep
 * the process near its resting size, no slower. A card too large for them fails the worker (the next
 * card starts a new one), which no card the layout draws comes near.
 */
export const RENDER_WORKER_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 } as const;

/**
 * One render worker (`render-worker.server.ts`), started on the first card and kept: cards are
 * drawn on its thread, one at a time, so the thread that answers pages only sends the model and
 * receives the PNG. A worker that dies fails the cards it was drawing; the next card starts a new one.
 */
export function createWorkerRenderer(workerFile: URL | string): CardRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve(png: Buffer): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };

  const started = () => {
    if (worker) return worker;
    const created = new Worker(workerFile, { resourceLimits: RENDER_WORKER_LIMITS });
    created.on("message", (message: { id: number; png?: Uint8Array; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.png) waiting.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
      else waiting.reject(new Error(message.error ?? "card render failed"));
    });
    created.on("error", failAll);
    created.on("exit", (code) => failAll(new Error(`card render worker exited with ${code}`)));
    // An idle worker does not keep the process alive.
    created.unref();
    worker = created;
    return created;
  };

  return {
    render(model) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        started().postMessage({ id, model });
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
