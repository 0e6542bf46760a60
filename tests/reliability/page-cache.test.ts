/**
 * The page cache of the built server under a flood of made-up query parameters: `/?w=1`, `/?w=2`, …
 * with `Accept-Encoding: br` share the entry of `/` (no page reads `w`, app/http/page-query.ts), so
 * they cost what repeated views of `/` cost, and a cached page stays as fast during the flood as
 * during the same number of plain repeated views. Both are measured in the same run and compared.
 * Before, every such URL was a render and filled the cache, and the first brotli request of each
 * compressed it at quality 9 on the request path.
 */
import { Agent, request } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, SKIP_MESSAGE, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 90_000 });

const PORT = 3580;
const REQUESTS = 300;
const CONCURRENCY = 10;
const SAMPLES = 30;

interface Answer {
  status: number;
  encoding: string | undefined;
  body: Buffer;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });

function get(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port: PORT, path: target, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res
        .on("data", (chunk: Buffer) => chunks.push(chunk))
        .on("end", () =>
          resolve({ status: res.statusCode!, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks), ms: performance.now() - started }),
        )
        .on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const BR = { "accept-encoding": "gzip, deflate, br" };
const decoded = (answer: Answer) => (answer.encoding === "br" ? brotliDecompressSync(answer.body) : answer.body).toString();
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** `REQUESTS` GETs of `target(i)`, `CONCURRENCY` at a time, while `/faq` is sampled; total and `/faq` times. */
async function flood(target: (i: number) => string) {
  let next = 0;
  const answers: Answer[] = [];
  const started = performance.now();
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) answers.push(await get(target(next++), BR));
  });
  const faq: number[] = [];
  const sampler = (async () => {
    for (let i = 0; i < SAMPLES && next < REQUESTS; i++) faq.push((await get("/faq", BR)).ms);
  })();
  await Promise.all([...workers, sampler]);
  return { answers, totalMs: performance.now() - started, faqMs: mean(faq) };
}

describe.skipIf(BUILD_MISSING)("the page cache under a flood of made-up query parameters", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT);
  });
  afterAll(async () => {
    agent.destroy();
    await site?.stop();
  });

  it("answers `/?w=N` from the entry of `/`, and a cached page stays as fast as under plain repeated views", async () => {
    for (const path of ["/", "/faq"]) {
      expect((await get(path)).status, path).toBe(200);
      // The brotli copy is made off the request path, just after the page is stored.
      await vi.waitFor(async () => expect((await get(path, BR)).encoding, path).toBe("br"), { timeout: 10_000 });
    }
    const page = decoded(await get("/", BR));

    const plain = await flood(() => "/");
    const made = await flood((i) => `/?w=${i}`);
    console.info(
      `[page-cache] ${REQUESTS} requests: / ${plain.totalMs.toFixed(0)} ms, /?w=N ${made.totalMs.toFixed(0)} ms; ` +
        `/faq meanwhile ${plain.faqMs.toFixed(2)} ms and ${made.faqMs.toFixed(2)} ms`,
    );

    expect(made.answers.every((answer) => answer.status === 200 && answer.encoding === "br")).toBe(true);
    expect(decoded(made.answers.at(-1)!)).toBe(page);
    // Renders (and compressions at quality 9) would make this tens of times slower.
    expect(made.totalMs).toBeLessThan(3 * plain.totalMs);
    expect(made.faqMs).toBeLessThan(3 * Math.max(plain.faqMs, 1));
  });
});
