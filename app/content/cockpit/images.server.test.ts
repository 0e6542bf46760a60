import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type LoopbackServer, startLoopbackServer } from "#tests/support/loopback-server.ts";
import { createContentImageRoute, type ContentImageRouteOptions } from "./images.server.ts";

/**
 * The content image route against a stand-in for Cockpit's image API on a real socket: what one
 * request may cost it (bytes read, calls made upstream, fetches at once) is bounded.
 */
const MiB = 1024 * 1024;
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

/** What the stand-in does for each `src`: a small PNG, nothing (404), 200 MB with or without a length, or an answer held open. */
type Behaviour = "png" | "missing" | "huge-declared" | "huge-streamed" | "held";

let cockpit: LoopbackServer | undefined;
let site: LoopbackServer | undefined;
afterEach(async () => {
  await site?.close();
  await cockpit?.close();
  site = cockpit = undefined;
});

/** Writes `total` bytes in 64 KiB chunks as the socket takes them; resolves with the bytes it wrote when done or when the client went away. */
function stream(response: ServerResponse, total: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 1);
  let sent = 0;
  return new Promise((resolve) => {
    response.on("close", () => resolve(sent));
    const more = () => {
      while (sent < total && !response.destroyed) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once("drain", more);
      }
      response.end();
    };
    more();
  });
}

async function start(behaviourOf: (src: string) => Behaviour, options: Partial<ContentImageRouteOptions> = {}) {
  const sentBytes: number[] = [];
  const held: ServerResponse[] = [];
  cockpit = await startLoopbackServer(async (request, response) => {
    const src = new URL(request.url ?? "/", "http://cockpit.invalid").searchParams.get("src") ?? "";
    const behaviour = behaviourOf(src);
    if (behaviour === "missing") return void response.writeHead(404, { "Content-Type": "application/json" }).end("false");
    if (behaviour === "png") return void response.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
    if (behaviour === "held") return void held.push(response.writeHead(200, { "Content-Type": "image/png" }));
    response.writeHead(200, { "Content-Type": "image/png", ...(behaviour === "huge-declared" ? { "Content-Length": String(200 * MiB) } : {}) });
    sentBytes.push(await stream(response, 200 * MiB));
  });
  const route = createContentImageRoute({ baseUrl: cockpit.origin, token: "t", timeoutMs: 30_000, ...options });
  site = await startLoopbackServer((req, res) => {
    if (!route(req, res)) res.writeHead(418).end();
  });
  const upstreamCalls = () => cockpit!.requests.length;
  const get = (ref: string) => fetch(`${site!.origin}/content-images/fit/160x160/${ref}`);
  return { get, upstreamCalls, sentBytes, held };
}

describe("the content image route", () => {
  it("passes a small image on", async () => {
    const { get } = await start(() => "png");
    const answer = await get("asset1");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await answer.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it.each(["huge-declared", "huge-streamed"] as const)(
    "refuses an image over 4 MiB (%s) with 502, reading no more of it than the limit and the sockets' buffers",
    async (behaviour) => {
      const { get, sentBytes, upstreamCalls } = await start(() => behaviour);
      const external = process.memoryUsage().arrayBuffers;
      const answer = await get("asset2");
      expect(answer.status).toBe(502);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      await expect.poll(() => sentBytes.length).toBe(1);
      console.info(`[content images] ${behaviour}: Cockpit wrote ${(sentBytes[0]! / MiB).toFixed(1)} MiB of 200 before the connection closed`);
      // The stand-in could write 200 MiB: it wrote what the limit and the sockets' buffers took before the connection closed.
      expect(sentBytes[0]).toBeLessThan(16 * MiB);
      expect(process.memoryUsage().arrayBuffers - external).toBeLessThan(32 * MiB);
      // Too large once, too large again a moment later: not asked again.
      expect((await get("asset2")).status).toBe(502);
      expect(upstreamCalls()).toBe(1);
    },
  );

  it("asks Cockpit about a ref it does not have once per interval, however often it is asked", async () => {
    const { get, upstreamCalls } = await start(() => "missing");
    const refs = Array.from({ length: 50 }, (_, i) => `madeup${i}`);
    for (const ref of refs) expect((await get(ref)).status).toBe(404);
    for (const ref of refs) expect((await get(ref)).status).toBe(404);
    // In another box too: the asset is missing in every size.
    expect((await fetch(`${site!.origin}/content-images/fit/320x320/madeup0`)).status).toBe(404);
    expect(upstreamCalls()).toBe(50);
  });

  it("remembers a bounded number of misses, for a bounded time", async () => {
    const { get, upstreamCalls } = await start(() => "missing", { maxMisses: 2, missTtlMs: 60_000 });
    for (const ref of ["a1", "a2", "a3", "a1"]) await get(ref);
    expect(upstreamCalls()).toBe(4);
  });

  it("fetches a few images at once, lets a few more wait and refuses the rest with 503 and Retry-After; one fetch per image", async () => {
    const { get, upstreamCalls, held } = await start(() => "held", { concurrency: 2, maxWaiting: 1 });
    const pending = ["b1", "b2", "b3", "b1"].map((ref) => get(ref));
    await expect.poll(() => held.length).toBe(2);
    const refused = await get("b4");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    for (const response of held.splice(0)) response.end(PNG);
    await expect.poll(() => held.length).toBe(1);
    held[0]!.end(PNG);
    expect((await Promise.all(pending)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(upstreamCalls()).toBe(3);
  });
});
