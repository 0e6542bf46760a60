import { afterEach, describe, expect, it } from "vitest";
import { type LoopbackServer, startLoopbackServer } from "#tests/support/loopback-server.ts";
import { type CardAddress, type CardModel, cardPath, cardVersion } from "./card-model.ts";
import { type CardRouteOptions, createCardRoute } from "./card-route.server.ts";

const model = (centre: string): CardModel => ({
  language: "de",
  kicker: "Bundesliga · 1. Spieltag",
  footer: "Sa., 17. Mai 2025",
  body: { kind: "match", home: { name: "A", badge: null }, away: { name: "B", badge: null }, centre, status: "Live 10'", live: true },
});

/** A card route over matches 1 and 2 of competition 3 (whose centres `centres` holds), drawing by `render`. */
function routeWith(centres: Map<number, string>, options: Partial<CardRouteOptions> = {}) {
  const renders: string[] = [];
  const route = createCardRoute({
    loadModel: async ({ kind, ids }: CardAddress) => {
      if (kind === "table") throw new Error("backend down");
      const centre = kind === "match" && ids[0] === 3 ? centres.get(ids[1]!) : undefined;
      return centre === undefined ? undefined : model(centre);
    },
    render: async (m) => {
      renders.push(m.body.kind === "match" ? m.body.centre : "");
      return Buffer.from(`png ${renders.length}`);
    },
    securityHeaders: { "X-Content-Type-Options": "nosniff" },
    ...options,
  });
  return { route, renders };
}

const pathOf = (matchId: number, centre: string) => cardPath({ language: "de", kind: "match", ids: [3, matchId] }, cardVersion(model(centre)));

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(route: ReturnType<typeof createCardRoute>) {
  server = await startLoopbackServer((req, res) => {
    if (!route(req, res)) res.writeHead(418).end();
  });
  return (path: string, init?: RequestInit) => fetch(server!.origin + path, { redirect: "manual", ...init });
}

describe("the card route", () => {
  it("answers the current version as an immutable PNG, drawn once however often and however many at once ask", async () => {
    const { route, renders } = routeWith(new Map([[1, "1:0"]]));
    const get = await serve(route);
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(pathOf(1, "1:0"))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.headers.get("content-type")).toBe("image/png");
    expect(answers[0]!.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answers[0]!.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await get(pathOf(1, "1:0"))).status).toBe(200);
    expect(renders).toEqual(["1:0"]);
    const etag = answers[0]!.headers.get("etag")!;
    expect((await get(pathOf(1, "1:0"), { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("moves a version it once answered as current to the current one, without drawing", async () => {
    const centres = new Map([[1, "1:0"]]);
    const { route, renders } = routeWith(centres, { render: async () => Buffer.from("png") });
    const get = await serve(route);
    expect((await get(pathOf(1, "1:0"), { method: "HEAD" })).status).toBe(200);
    centres.set(1, "2:0");
    const moved = await get(pathOf(1, "1:0"));
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(pathOf(1, "2:0"));
    expect(moved.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=5");
    expect(renders).toEqual([]);
  });

  it("moves a version it never saw as current to the language's share image: walking ids with made-up versions draws nothing", async () => {
    const centres = new Map<number, string>(Array.from({ length: 20 }, (_, i) => [i + 1, `${i}:0`]));
    const { route, renders } = routeWith(centres);
    const get = await serve(route);
    for (let id = 1; id <= 20; id++) {
      const moved = await get(cardPath({ language: "de", kind: "match", ids: [3, id] }, "00000000000"));
      expect(moved.status).toBe(302);
      expect(moved.headers.get("location")).toBe("/images/share-de.jpg");
      expect(moved.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    }
    // A version current before this instance started (or on another one) is not told from a made-up one.
    centres.set(1, "5:5");
    expect((await get(pathOf(1, "9:9"))).headers.get("location")).toBe("/images/share-de.jpg");
    expect(renders).toEqual([]);
  });

  it("remembers at most the versions it is allowed to", async () => {
    const centres = new Map([[1, "1:0"]]);
    const { route } = routeWith(centres, { maxRememberedVersions: 2, render: async () => Buffer.from("png") });
    const get = await serve(route);
    for (const centre of ["1:0", "2:0", "3:0"]) {
      centres.set(1, centre);
      await get(pathOf(1, centre), { method: "HEAD" });
    }
    centres.set(1, "4:0");
    expect((await get(pathOf(1, "1:0"))).headers.get("location")).toBe("/images/share-de.jpg");
    expect((await get(pathOf(1, "3:0"))).headers.get("location")).toBe(pathOf(1, "4:0"));
  });

  it("keeps no more PNG bytes than allowed, counting the memory each one holds", async () => {
    const centres = new Map([1, 2, 4, 5].map((id) => [id, `${id}:0`]));
    // Each PNG a 1 KiB view of its own 64 KiB store: four of them hold 256 KiB, over the 100 KiB allowed.
    const { route, renders } = routeWith(centres, {
      maxCacheBytes: 100 * 1024,
      render: async (m) => (renders.push(m.body.kind === "match" ? m.body.centre : ""), Buffer.from(new ArrayBuffer(64 * 1024), 0, 1024)),
    });
    const get = await serve(route);
    for (const id of [1, 2, 4, 5, 1]) expect((await get(pathOf(id, `${id}:0`))).status).toBe(200);
    expect(renders).toEqual(["1:0", "2:0", "4:0", "5:0", "1:0"]);
  });

  it("answers 404 without drawing for what does not exist or is not a card's path, 405 for other methods, 503 when the data fails", async () => {
    const { route, renders } = routeWith(new Map([[1, "1:0"]]));
    const get = await serve(route);
    expect((await get(pathOf(9, "1:0"))).status).toBe(404);
    expect((await get("/cards/de/match/3-1-x.png")).status).toBe(404);
    expect((await get("/cards/xx/match/3-1-0123456789a.png")).status).toBe(404);
    expect((await get("/cards/")).status).toBe(404);
    expect((await get(pathOf(1, "1:0"), { method: "POST" })).status).toBe(405);
    const failed = await get(cardPath({ language: "de", kind: "table", ids: [3] }, "0123456789a"));
    expect(failed.status).toBe(503);
    expect(failed.headers.get("cache-control")).toBe("no-store");
    expect(renders).toEqual([]);
    expect((await get("/ergebnisse")).status).toBe(418);
  });

  it("draws one card at a time and refuses (503) beyond the cards allowed to wait", async () => {
    const centres = new Map([1, 2, 4, 5].map((id) => [id, `${id}:0`]));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let drawing = 0;
    let most = 0;
    const { route } = routeWith(centres, {
      maxWaiting: 2,
      render: async () => {
        most = Math.max(most, ++drawing);
        await gate;
        drawing--;
        return Buffer.from("png");
      },
    });
    const get = await serve(route);
    const pending = [1, 2, 4].map((id) => get(pathOf(id, `${id}:0`)));
    // The first is drawn, two wait: the fourth distinct card is refused at once.
    await expect.poll(async () => (await get(pathOf(5, "5:0"))).status).toBe(503);
    release();
    expect((await Promise.all(pending)).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(most).toBe(1);
  });
});
