import type { ServerResponse } from "node:http";
import { afterAll, describe, expect, it, vi } from "vitest";
import { cockpitAnswer } from "#tests/support/cockpit-content.ts";
import { startFakeCockpit } from "#tests/support/fake-cockpit.ts";
import { captureLogLines } from "#tests/support/log-capture.ts";
import { refusedOrigin, sendJson, startLoopbackServer, type Handler, type LoopbackServer } from "#tests/support/loopback-server.ts";
import { createCockpitSource } from "./adapters/cockpit.server.ts";
import { createEmbeddedSource } from "./adapters/embedded.server.ts";
import { createContentService, type ContentServiceOptions } from "./service.server.ts";

/**
 * The facade the pages call, against a content service that fails in every way the network allows:
 * pages must get empty results (never an exception), failures must be logged without the token, the
 * last good value must survive a failure, and concurrent misses must share one request.
 */
const TOKEN = "service-token-0c7e55";
/**
 * Only the hung service meets the short timeout (nothing else is waited for that long). Services
 * that answer get the long one: a loaded machine may take hundreds of milliseconds for a loopback
 * answer, which must not read as a failure.
 */
const HUNG_TIMEOUT_MS = 150;
const ANSWER_TIMEOUT_MS = 10_000;

const servers: LoopbackServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function serve(handler: Handler): Promise<LoopbackServer> {
  const server = await startLoopbackServer(handler);
  servers.push(server);
  return server;
}

function serviceAt(origin: string, options: ContentServiceOptions = {}, timeoutMs = ANSWER_TIMEOUT_MS) {
  return createContentService(createCockpitSource({ baseUrl: origin, token: TOKEN, timeoutMs }), options);
}

const logLines = captureLogLines({ perTest: true });

/** The team as Cockpit answers it (localized fields, assets). */
const validTeamBody = async () => cockpitAnswer("team", new URLSearchParams())!;

describe("a failing content service gives empty results and a log line", () => {
  const failures: { name: string; origin: () => Promise<string>; logged: RegExp; timeoutMs?: number }[] = [
    { name: "down (connection refused)", origin: refusedOrigin, logged: /ECONNREFUSED/ },
    {
      name: "hung (never answers)",
      origin: async () => (await serve(() => new Promise<void>(() => undefined))).origin,
      logged: new RegExp(`no answer within ${HUNG_TIMEOUT_MS} ms`),
      timeoutMs: HUNG_TIMEOUT_MS,
    },
    { name: "answering 500", origin: async () => (await serve((_, res) => sendJson(res, 500, { error: "boom" }))).origin, logged: /HTTP 500/ },
    {
      name: "answering invalid JSON",
      origin: async () => (await serve((_, res) => void res.writeHead(200, { "content-type": "application/json" }).end("{entries: ["))).origin,
      logged: /not valid JSON/,
    },
    {
      name: "answering no entries list",
      origin: async () => (await serve((_, res) => sendJson(res, 200, { items: [], total: 0 }))).origin,
      logged: /unexpected shape \(entries: /,
    },
    {
      // Each entry is mapped and validated alone: a malformed one is left out and logged (by field, never its value).
      name: "answering only malformed entries",
      origin: async () => (await serve((_, res) => sendJson(res, 200, { entries: [{ _id: "e1", name: "no role, no photo" }], total: 1 }))).origin,
      logged: /entry e1 left out, missing or malformed: /,
    },
  ];

  it.each(failures)("$name", async ({ origin, logged, timeoutMs }) => {
    const content = serviceAt(await origin(), {}, timeoutMs);
    const started = Date.now();

    const answers = await Promise.all([
      content.getTeam(),
      content.getJobs("en"),
      content.getJob("en", "senior-ios-developer"),
      content.getFaqs("it"),
      content.getAdvertisementContacts(),
      content.getLogoWall(),
      content.getPressContacts(),
      content.getPressArticles(),
      content.getSocialMedia(),
    ]);
    expect(answers).toEqual([[], [], undefined, { entries: [], fields: {} }, [], [], [], [], []]);

    // Bounded by the timeout, not hanging (generous: the machines running tests are shared and noisy).
    expect(Date.now() - started).toBeLessThan(HUNG_TIMEOUT_MS * 10 + 5000);
    const log = logLines.join("");
    expect(log).toMatch(logged);
    expect(log).toContain('"source":"content:cockpit"');
    expect(log).not.toContain(TOKEN);
  });
});

describe("a content service on a busy machine", () => {
  it("answering in 400 ms is an answer, not a failure: only a hung service meets the short timeout", async () => {
    const body = await validTeamBody();
    const server = await serve((_, res) => void setTimeout(() => sendJson(res, 200, body), 400));
    const content = serviceAt(server.origin);

    expect(await content.getTeam()).toHaveLength(body.entries.length);
    expect(logLines.join("")).not.toContain('"source":"content:cockpit"');
  });
});

describe("caching", () => {
  it("serves the last good value when the service fails after a success", async () => {
    let healthy = true;
    const body = await validTeamBody();
    const server = await serve((_, res) => (healthy ? sendJson(res, 200, body) : sendJson(res, 503, {})));
    let now = 1_000_000;
    const content = serviceAt(server.origin, { ttlMs: 1000, now: () => now });

    const first = await content.getTeam();
    expect(first).toHaveLength(body.entries.length);

    healthy = false;
    now += 1001; // expired: the next call answers the old team at once and asks again in the background, which fails
    const second = await content.getTeam();
    expect(sortByName(second)).toEqual(sortByName(first));
    await vi.waitFor(() => expect(logLines.join("")).toMatch(/HTTP 503.*"stale":true/), { interval: 5, timeout: 3000 });
    expect(server.requests).toHaveLength(2);
    expect(sortByName(await content.getTeam())).toEqual(sortByName(first));
  });

  it("coalesces concurrent misses into one request", async () => {
    const body = await validTeamBody();
    const server = await serve((_, res) => void setTimeout(() => sendJson(res, 200, body), 50));
    const content = serviceAt(server.origin);

    const teams = await Promise.all(Array.from({ length: 8 }, () => content.getTeam()));
    expect(server.requests).toHaveLength(1);
    for (const team of teams) expect(team).toHaveLength(body.entries.length);
  });

  it("after a failure with nothing cached, answers empty without asking again until the back-off is over", async () => {
    let healthy = false;
    const body = await validTeamBody();
    const server = await serve((_, res) => (healthy ? sendJson(res, 200, body) : sendJson(res, 500, {})));
    let now = 5_000_000;
    const content = serviceAt(server.origin, { backoff: { firstMs: 30_000, maxMs: 60_000 }, now: () => now });

    expect(await content.getTeam()).toEqual([]);
    healthy = true;
    now += 29_999;
    expect(await content.getTeam()).toEqual([]);
    expect(server.requests).toHaveLength(1);
    now += 1;
    expect(await content.getTeam()).toHaveLength(body.entries.length);
    expect(server.requests).toHaveLength(2);
  });
});

describe("what the facade adds", () => {
  it("puts press articles newest first even when the service does not", async () => {
    const server = await startFakeCockpit({
      token: TOKEN,
      transform: (name, body) => (name === "pressArticles" ? { ...body, entries: [...body.entries].reverse() } : body),
    });
    servers.push(server);
    const content = serviceAt(server.baseUrl);

    const created = (await content.getPressArticles()).map((article) => article._created);
    expect(created.length).toBeGreaterThanOrEqual(8);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("shuffles the team on every call with the random source it is given", async () => {
    const content = createContentService(createEmbeddedSource());
    const canonical = (await createEmbeddedSource().team()).map((member) => member.name);
    // random() → 0 moves every element one place: [a, b, c, …] becomes [b, c, …, a].
    const shuffled = (await content.getTeam(() => 0)).map((member) => member.name);
    expect(shuffled).toEqual([...canonical.slice(1), canonical[0]]);
    const again = (await content.getTeam(() => 0.999)).map((member) => member.name);
    expect(again).toEqual(canonical);
  });

  it("finds a job by its slug in each language, and nothing for an unknown slug", async () => {
    const content = createContentService(createEmbeddedSource());
    const [de, it_] = await Promise.all([content.getJob("de", "android-developer"), content.getJob("it", "android-developer")]);
    expect(de?.slug).toBe("android-developer");
    expect(it_?._id).toBe(de?._id);
    expect(it_?.title).not.toBe(de?.title);
    expect(await content.getJob("de", "no-such-job")).toBeUndefined();
  });
});

describe("social media links", () => {
  it("loads at start, refreshes on the timer and keeps the old links when a refresh fails", async () => {
    const links = await createEmbeddedSource().socialMedia();
    let healthy = true;
    const server = await serve((_, res: ServerResponse) =>
      healthy ? sendJson(res, 200, { entries: links, total: links.length }) : sendJson(res, 502, {}),
    );
    const content = serviceAt(server.origin, { socialMediaRefreshMs: 60 });

    const stop = content.startSocialMediaRefresh();
    try {
      expect(server.requests).toHaveLength(0); // the load has started, the page has not asked
      await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(1), { interval: 5, timeout: 3000 });
      expect(await content.getSocialMedia()).toEqual(links);
      healthy = false;
      const afterFirstLoad = server.requests.length;
      await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(afterFirstLoad + 2), { interval: 5, timeout: 3000 });
      expect(await content.getSocialMedia()).toEqual(links);
      expect(logLines.join("")).toMatch(/HTTP 502.*"key":"SocialMedia","stale":true/);
      expect(server.requests.every((request) => request.target === "/collections/get/SocialMedia")).toBe(true);
    } finally {
      stop();
    }
  });

  it("without the timer, the first caller loads the links and later callers get the snapshot", async () => {
    const links = await createEmbeddedSource().socialMedia();
    const server = await serve((_, res) => sendJson(res, 200, { entries: links, total: links.length }));
    const content = serviceAt(server.origin);

    const [first, second] = await Promise.all([content.getSocialMedia(), content.getSocialMedia()]);
    expect(first).toEqual(links);
    expect(second).toEqual(links);
    expect(await content.getSocialMedia()).toEqual(links);
    expect(server.requests).toHaveLength(1);
  });
});

function sortByName<T extends { name: string }>(members: T[]): T[] {
  return [...members].sort((a, b) => a.name.localeCompare(b.name));
}
