import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { temporaryDir } from "#tests/support/contact.ts";
import type { CardModel } from "./card-model.ts";
import { createWorkerRenderer, RENDER_WORKER_LIMITS } from "./card-renderer.server.ts";

/** The render worker's thread, with a stand-in worker that answers each card with what the thread was given. */
const dir = temporaryDir();
afterAll(() => dir.remove());

const model = { language: "de", kicker: "", footer: "", body: { kind: "news", headline: "x" } } as CardModel;

describe("the render worker", () => {
  it("runs with a bounded heap, so drawing card after card cannot grow the process without end", async () => {
    const file = join(dir.path, "limits-worker.mjs");
    writeFileSync(
      file,
      `import { parentPort, resourceLimits } from "node:worker_threads";
       parentPort.on("message", ({ id }) => parentPort.postMessage({ id, png: new TextEncoder().encode(JSON.stringify(resourceLimits)) }));`,
    );
    const renderer = createWorkerRenderer(file);
    try {
      const limits = JSON.parse((await renderer.render(model)).toString("utf8")) as Record<string, number>;
      expect(limits).toMatchObject(RENDER_WORKER_LIMITS);
    } finally {
      await renderer.close();
    }
  });
});
