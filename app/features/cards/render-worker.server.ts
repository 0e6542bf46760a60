import { parentPort } from "node:worker_threads";
import type { CardModel } from "./card-model.ts";
import { renderCard } from "./render-card.server.ts";

/**
 * The render worker: draws one card per message, off the thread that answers pages (satori's layout
 * and resvg's painting take tens to hundreds of milliseconds of CPU each). Node runs this file from
 * source, with type stripping, like server/index.ts; it imports only modules runnable so.
 */
parentPort!.on("message", (message: { id: number; model: CardModel }) => {
  renderCard(message.model).then(
    (png) => {
      // A copy of its own, so its memory can be handed over instead of copied again.
      const bytes = new Uint8Array(png);
      parentPort!.postMessage({ id: message.id, png: bytes }, [bytes.buffer]);
    },
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: String(error) }),
  );
});
