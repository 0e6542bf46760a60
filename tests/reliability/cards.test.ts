/**
 * The share cards against the built server (app/features/cards/, docs/decisions/0012-share-cards.md):
 * - a match page's `og:image` and `twitter:image` name its card, which answers 200 `image/png`: a real
 *   PNG of 1200 × 630 (its header read, its pixel rows inflated and counted), another for another match;
 * - a card is drawn once per version (the renders counted by the server's metrics); an unknown match, a
 *   path not shaped like a card's and other bad input are 404 (never 500) with nothing drawn; a made-up
 *   version of an existing card moves to the language's share image, with nothing drawn;
 * - a flood of distinct cards (each drawn) slows a page answered from memory no more than 3× against
 *   the same number of plain views of another cached page: the drawing runs off the page's thread;
 * - the card of a match in play changes its URL as the score and the minute change (a replay of the
 *   2022 World Cup final, its clock 60 times real time), and the old URL moves to the current card.
 */
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, flood, keepAliveClient, SKIP_MESSAGE, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 90_000 });

const PORT = 3594;
const METRICS_PORT = 3595;
const LIVE_PORT = 3596;
const FINAL = "/ergebnisse/wm-2022/argentinien-frankreich/10064";
const OPENER = "/ergebnisse/wm-2022/katar-ecuador/10001";
const HOT = "/ergebnisse/bundesliga/tabelle";
const SCORERS = ["/ergebnisse/wm-2022/torschuetzen", "/ergebnisse/em-2024/torschuetzen"];

const client = keepAliveClient(PORT, 14);
const get = client.get;

/** The content of a `<meta property|name="…">` of a page. */
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** A card's path from a page's og:image (absolute, under the site's origin). */
const pathOf = (url: string) => new URL(url).pathname;

/**
 * The PNG's width and height from its header, checked against its pixel data: the IDAT chunks
 * inflated hold one filter byte and width × bytes-per-pixel per row, for every row.
 */
function decodedSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [bitDepth, colourType] = [png[24]!, png[25]!];
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colourType]!;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.subarray(at + 4, at + 8).toString("latin1") === "IDAT") idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  expect(pixels.length).toBe(height * (1 + Math.ceil((width * channels * bitDepth) / 8)));
  return { width, height };
}

async function rendered(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  return Number(/^matchpuls_card_renders_total\{outcome="rendered"\} (\S+)$/m.exec(text)?.[1]);
}

describe.skipIf(BUILD_MISSING)("share cards on the built server", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT, { METRICS_PORT: String(METRICS_PORT) });
  });
  afterAll(async () => {
    client.close();
    await site?.stop();
  });

  it("names each match's own card in og:image and twitter:image: two valid, different PNGs of 1200 × 630, each drawn once", async () => {
    const pngs: Buffer[] = [];
    for (const page of [FINAL, OPENER]) {
      const html = (await get(page)).text;
      const image = metaOf(html, "og:image")!;
      expect(image, page).toMatch(/^http:\/\/localhost:3594\/cards\/de\/match\/10-100(64|01)-[0-9a-z]{11}\.png$/);
      expect(metaOf(html, "twitter:image")).toBe(image);
      expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
      expect([metaOf(html, "og:image:width"), metaOf(html, "og:image:height")]).toEqual(["1200", "630"]);
      const before = await rendered();
      const card = await get(pathOf(image));
      expect(card.status, image).toBe(200);
      expect(card.headers["content-type"]).toBe("image/png");
      expect(card.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decodedSize(card.body)).toEqual({ width: 1200, height: 630 });
      // Asked again: the same bytes, not drawn again.
      expect((await get(pathOf(image))).body.equals(card.body)).toBe(true);
      expect((await rendered()) - before).toBe(1);
      pngs.push(card.body);
    }
    expect(pngs[0]!.equals(pngs[1]!)).toBe(false);
  });

  it("answers an unknown match, a card of no page and bad input with 404 (405 for a post), drawing nothing", async () => {
    const before = await rendered();
    const targets = [
      "/cards/de/match/10-99999-00000000000.png",
      "/cards/de/match/999-10064-00000000000.png",
      "/cards/de/match/1-10064-00000000000.png",
      "/cards/de/team/999999-00000000000.png",
      "/cards/de/news/999999-00000000000.png",
      "/cards/fr/match/10-10064-00000000000.png",
      "/cards/de/match/10-10064.png",
      "/cards/de/match/10-10064-%00.png",
      "/cards/de/../../etc/passwd",
      `/cards/de/match/${"9".repeat(400)}-00000000000.png`,
      "/cards/",
    ];
    for (const target of targets) expect((await get(target)).status, target).toBe(404);
    const post = await fetch(`http://127.0.0.1:${PORT}/cards/de/match/10-10064-00000000000.png`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(await rendered()).toBe(before);
  });

  it("moves made-up versions of existing cards to the language's share image, drawing nothing", async () => {
    const before = await rendered();
    for (let id = 1; id <= 30; id++) {
      for (const language of ["de", "en", "it"]) {
        const moved = await get(`/cards/${language}/player/${id}-00000000000.png`);
        if (moved.status === 404) continue;
        expect(moved.status).toBe(302);
        expect(moved.headers.location).toBe(`/images/share-${language}.jpg`);
      }
    }
    expect((await get("/cards/de/match/10-10064-00000000000.png")).headers.location).toBe("/images/share-de.jpg");
    expect(await rendered()).toBe(before);
  });

  it("keeps a page answered from memory within 3× of its time under plain views while a flood of distinct cards is drawn", async () => {
    // Distinct cards with their current versions, as the scorers' pages name them.
    const linked: string[] = [];
    for (const scorers of SCORERS) linked.push(...[...(await get(scorers)).text.matchAll(/href="(\/spieler\/[^"]+)"/g)].map((m) => m[1]!));
    const players = [...new Set(linked)].slice(0, 40);
    const cards: string[] = [];
    for (const player of players) cards.push(pathOf(metaOf((await get(player)).text, "og:image")!));
    expect(new Set(cards).size).toBe(40);
    for (const path of [HOT, "/faq"]) expect((await get(path)).status).toBe(200);
    await vi.waitFor(async () => expect((await get(HOT)).headers["age"]).toBeDefined(), { timeout: 10_000 });
    const options = { requests: cards.length, concurrency: 8, samples: 30, headers: {} };
    const plain = await flood(client, options, () => ["/faq"], HOT);
    const before = await rendered();
    const drawn = await flood(client, options, (i) => [cards[i]!], HOT);
    console.info(
      `[cards] ${cards.length} distinct cards: ${HOT} median ${plain.medianMs.toFixed(2)} ms under plain views, ${drawn.medianMs.toFixed(2)} ms while cards were drawn (${drawn.totalMs.toFixed(0)} ms in all)`,
    );
    expect(drawn.answers.map((a) => a.status)).toEqual(cards.map(() => 200));
    expect((await rendered()) - before).toBe(cards.length);
    expect(drawn.samples.length).toBeGreaterThan(0);
    expect(drawn.samples.every((s) => s.status === 200 && s.headers["age"] !== undefined)).toBe(true);
    expect(drawn.medianMs).toBeLessThan(3 * Math.max(plain.medianMs, 1));
  });
});

describe.skipIf(BUILD_MISSING)("the card of a match in play", () => {
  let live: Site;
  const liveClient = keepAliveClient(LIVE_PORT, 2);
  beforeAll(async () => {
    // The final at 15:28 UTC, 28 minutes in (1:0 since the 23rd), eight minutes before the 2:0: it comes 8 s after the start
    // (a start at 20 minutes waited 16 s), which leaves the card's first drawing and its first change the time they take on
    // a busy machine before it. A minute of play per second, and the page cache's 5 s lifetime of a page in play as short.
    live = await startSite(LIVE_PORT, { RESULTS_CLOCK: "2022-12-18T15:28:00Z", RESULTS_CLOCK_RATE: "60", TEST_CACHE_CLOCK_RATE: "60" });
  });
  afterAll(async () => {
    liveClient.close();
    await live?.stop();
  });

  it("changes its URL as the minute and the score change; the old URL moves to the current card", async () => {
    const cardOfPage = async () => pathOf(metaOf((await liveClient.get(FINAL)).text, "og:image")!);
    const first = await cardOfPage();
    const firstPng = await liveClient.get(first);
    expect(firstPng.status).toBe(200);
    expect(decodedSize(firstPng.body)).toEqual({ width: 1200, height: 630 });
    // Argentina lead 1:0 (a penalty in the 23rd minute): the page names a new card at least once a minute.
    let later = first;
    await vi.waitFor(
      async () => {
        later = await cardOfPage();
        expect(later).not.toBe(first);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(later).toMatch(/^\/cards\/de\/match\/10-10064-[0-9a-z]{11}\.png$/);
    const moved = await liveClient.get(first);
    expect(moved.status).toBe(302);
    expect(String(moved.headers.location)).toMatch(/^\/cards\/de\/match\/10-10064-[0-9a-z]{11}\.png$/);
    expect(String(moved.headers.location)).not.toBe(first);
    // The score changes too: in the 36th minute Argentina lead 2:0. The page's card follows.
    // Waited for as a state, the 2:0 and a card other than `later`: a server that started slowly may show the 2:0
    // already at `later`, and the next look may fall in the same minute (the same card) however fast it comes.
    const html = async () => (await liveClient.get(FINAL)).text;
    let current = later;
    await vi.waitFor(
      async () => {
        const page = await html();
        expect(metaOf(page, "og:image:alt")).toMatch(/2:0/);
        current = pathOf(metaOf(page, "og:image")!);
        expect(current).not.toBe(later);
      },
      { timeout: 60_000, interval: 500 },
    );
    expect((await liveClient.get(current)).headers["content-type"]).toBe("image/png");
  });
});
