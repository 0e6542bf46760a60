import { beforeEach, describe, expect, it } from "vitest";
import { TtlCache } from "#lib/ttl-cache.server.ts";
import { embeddedApi } from "#tests/support/services.ts";
import { createRequestScope } from "../http/request-scope.ts";
import { createResultsClient, NO_RESPONSE_MESSAGE, NO_RESPONSE_STATUS, ResultsApiError } from "./client.server.ts";
import { forgetCompetition, isNotFound, type ResultsSourceDependencies, resultsSource } from "./results-source.server.ts";
import { RESULTS_TTL_MS } from "./results-ttl.ts";

/** The embedded backend behind a switch, counting what reaches it. */
let now = 0;
let sent: Request[] = [];
let backendDown = false;
let dependencies: ResultsSourceDependencies;

beforeEach(() => {
  now = 1_000_000;
  sent = [];
  backendDown = false;
  const client = createResultsClient({
    baseUrl: "http://localhost:3000/api",
    timeoutMs: 5_000,
    transport: async (request) => {
      sent.push(request.clone());
      if (backendDown) throw new Error("connection refused");
      return embeddedApi(request);
    },
  });
  dependencies = { client, cache: new TtlCache({ source: "results-test", now: () => now }) };
});

const visitor = new Headers({ cookie: "session=1", "accept-language": "de" });
const paths = () => sent.map((r) => new URL(r.url).pathname);

describe("caching", () => {
  it("answers repeated calls from the cache until the kind's time-to-live ends", async () => {
    const source = resultsSource("de", visitor, dependencies);
    const first = await source.getCompetitions();
    expect(await source.getCompetitions()).toBe(first);
    expect(sent).toHaveLength(1);
    now += RESULTS_TTL_MS.competitions + 1;
    await source.getCompetitions();
    expect(sent).toHaveLength(2);
  });

  it("keeps past rounds longer than the current round", async () => {
    expect(RESULTS_TTL_MS.round).toBeGreaterThan(RESULTS_TTL_MS.currentRound);
    const source = resultsSource("de", visitor, dependencies);
    await source.getMatches(1);
    await source.getMatches(1, 0);
    now += RESULTS_TTL_MS.currentRound + 1;
    await source.getMatches(1);
    await source.getMatches(1, 0);
    expect(paths()).toEqual(["/api/competitions/1/matches", "/api/competitions/1/matches/round/0", "/api/competitions/1/matches"]);
  });

  it("coalesces concurrent misses for one key into one request", async () => {
    const source = resultsSource("de", visitor, dependencies);
    const tables = await Promise.all([source.getTable(1), source.getTable(1), resultsSource("de", new Headers(), dependencies).getTable(1)]);
    expect(sent).toHaveLength(1);
    expect(tables[1]).toBe(tables[0]);
  });

  it("caches per language", async () => {
    await resultsSource("de", visitor, dependencies).getScorers(10);
    const english = await resultsSource("en", visitor, dependencies).getScorers(10);
    expect(sent).toHaveLength(2);
    expect(english[0]!.team.name).toBe("France");
  });

  it("serves the last good answer when the backend fails", async () => {
    const source = resultsSource("de", visitor, dependencies);
    const good = await source.getTable(4);
    backendDown = true;
    now += RESULTS_TTL_MS.table + 1;
    expect(await source.getTable(4)).toBe(good);
    expect(sent).toHaveLength(2);
  });

  it("fails with the client's error when nothing good was ever loaded", async () => {
    backendDown = true;
    const error = await resultsSource("de", visitor, dependencies)
      .getTable(4)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResultsApiError);
    expect(error).toMatchObject({ status: 500, message: "request error" });
    expect(isNotFound(error)).toBe(false);
  });

  it("remembers a 404, so an unknown id reaches the backend once", async () => {
    const source = resultsSource("de", visitor, dependencies);
    for (let i = 0; i < 3; i++) {
      const error = await source.getMatchDetails(1, 999).catch((e: unknown) => e);
      expect(isNotFound(error)).toBe(true);
    }
    expect(sent).toHaveLength(1);
  });

  it("forwards the visitor's ordinary headers on a miss, never its cookie", async () => {
    await resultsSource("it", visitor, dependencies).getCompetitions();
    expect(sent[0]!.headers.get("accept-language")).toBe("de");
    expect(sent[0]!.headers.has("cookie")).toBe(false);
    expect(await sent[0]!.text()).toBe('{"lng":"it"}');
  });
});

describe("forgetting a competition (live changes)", () => {
  /** Every competition-bound call of competition `id` and the season of its first match's home team, in one language. */
  async function readEverything(lng: "de" | "en", id: number) {
    const source = resultsSource(lng, visitor, dependencies);
    const { data: matches } = await source.getMatches(id);
    const match = matches[0]!;
    await Promise.all([
      source.getMatches(id, 0),
      source.getTable(id),
      source.getStandings(id),
      source.getStandings(id, 0),
      source.getScorers(id),
      source.getKnockout(id),
      source.getMatchDetails(id, match.id),
      source.getMatchContext(id, match.id),
      source.getTeamSeason(match.home.id),
      source.getCompetitions(),
    ]);
    return match;
  }

  it("makes every call about that competition, and the changed teams' seasons, reach the backend again in every language", async () => {
    const bundesliga = await readEverything("de", 1);
    await readEverything("en", 1);
    const other = await readEverything("de", 4);
    const before = sent.length;
    expect(forgetCompetition(dependencies.cache, 1, [bundesliga.home.id])).toBeGreaterThanOrEqual(2 * 10);

    await readEverything("de", 1);
    await readEverything("en", 1);
    await readEverything("de", 4);
    const again = paths().slice(before);
    // Ten calls per language went out again (all but the competitions list); nothing of competition 4.
    expect(again).toHaveLength(2 * 10);
    expect(again.filter((path) => path.startsWith("/api/competitions/1/"))).toHaveLength(2 * 9);
    expect(again.filter((path) => path === `/api/teams/${bundesliga.home.id}`)).toHaveLength(2);
    expect(again.some((path) => path.startsWith("/api/competitions/4/") || path === `/api/teams/${other.home.id}`)).toBe(false);
  });

  it("leaves other competitions whose ids begin alike alone", async () => {
    await resultsSource("de", visitor, dependencies).getTable(1);
    await resultsSource("de", visitor, dependencies).getTable(10);
    const before = sent.length;
    forgetCompetition(dependencies.cache, 1);
    await resultsSource("de", visitor, dependencies).getTable(10);
    expect(sent.length).toBe(before);
    await resultsSource("de", visitor, dependencies).getTable(1);
    expect(sent.length).toBe(before + 1);
  });

  it("drops every day's answer when any competition changes: a day holds matches of every competition playing", async () => {
    const source = resultsSource("de", visitor, dependencies);
    await source.getDay("2025-05-17");
    await source.getDay();
    const before = sent.length;
    await source.getDay("2025-05-17");
    expect(sent.length).toBe(before);
    forgetCompetition(dependencies.cache, 4);
    await source.getDay("2025-05-17");
    await source.getDay();
    expect(paths().slice(before)).toEqual(["/api/days/20250517", "/api/days/today"]);
  });
});

describe("one visitor's answer never reaches another (ADR 0108)", () => {
  /**
   * A backend elsewhere (API_BASE_URL) that personalizes: the first competition's name tells whose
   * request it answered (its Accept-Language, its cookie, its X-Forwarded-For), and its headers are
   * whatever the test sets. A request with Accept-Language `xx` is answered 404.
   */
  let responseHeaders: Record<string, string> = {};
  let personal: ResultsSourceDependencies;
  beforeEach(() => {
    responseHeaders = {};
    const client = createResultsClient({
      baseUrl: "https://backend.example/api",
      timeoutMs: 5_000,
      transport: async (request) => {
        sent.push(request.clone());
        const headers = { "content-type": "application/json", ...responseHeaders };
        const language = request.headers.get("accept-language") ?? "";
        if (language === "xx") return new Response(JSON.stringify({ message: `nothing for ${language}` }), { status: 404, headers });
        const answer = (await (await embeddedApi(request)).json()) as { competitions: { name: string }[] };
        const whose = [language, request.headers.get("cookie"), request.headers.get("x-forwarded-for")];
        answer.competitions[0]!.name = `for ${whose.join(" | ")}`;
        return new Response(JSON.stringify(answer), { headers });
      },
    });
    personal = { client, cache: new TtlCache({ source: "results-test", now: () => now }) };
  });

  const visitorA = new Headers({ "accept-language": "de-CH", cookie: "session=A", "x-forwarded-for": "203.0.113.1", "x-client-address": "198.51.100.1" });
  const visitorB = new Headers({ "accept-language": "de-AT", cookie: "session=B", "x-client-address": "198.51.100.2" });
  const nameFor = async (headers: Headers) => (await resultsSource("de", headers, personal).getCompetitions()).competitions[0]!.name;

  it("the backend never gets a visitor's cookie or forged address, and X-Forwarded-For is the server's", async () => {
    expect(await nameFor(visitorA)).toBe("for de-CH |  | 198.51.100.1");
    expect(sent[0]!.headers.has("cookie")).toBe(false);
  });

  it.each<[string, Record<string, string>]>([
    ["Vary: Accept-Language", { vary: "Accept-Language" }],
    ["Vary: *", { vary: "*" }],
    ["Vary: X-Forwarded-For", { vary: "X-Forwarded-For" }],
    ["Cache-Control: private", { "cache-control": "private, max-age=600" }],
    ["Cache-Control: no-store", { "cache-control": "no-store" }],
  ])("an answer with %s serves the request that got it and no other", async (_, headers) => {
    responseHeaders = headers;
    expect(await nameFor(visitorA)).toBe("for de-CH |  | 198.51.100.1");
    expect(await nameFor(visitorB)).toBe("for de-AT |  | 198.51.100.2");
    expect(await nameFor(visitorA)).toBe("for de-CH |  | 198.51.100.1");
    expect(sent).toHaveLength(3);
  });

  it("is not handed to concurrent requests of other visitors either", async () => {
    responseHeaders = { vary: "Accept-Language" };
    expect(await Promise.all([nameFor(visitorA), nameFor(visitorB), nameFor(visitorA)])).toEqual([
      "for de-CH |  | 198.51.100.1",
      "for de-AT |  | 198.51.100.2",
      "for de-CH |  | 198.51.100.1",
    ]);
  });

  it("a 404 for one visitor is not remembered for the others", async () => {
    responseHeaders = { vary: "Accept-Language" };
    const error = await resultsSource("de", new Headers({ "accept-language": "xx" }), personal)
      .getCompetitions()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: "nothing for xx" });
    expect(await nameFor(visitorB)).toBe("for de-AT |  | 198.51.100.2");
  });

  it("an answer that varies only by what the client sends alike is shared as before", async () => {
    responseHeaders = { vary: "Accept, Accept-Encoding, Cookie", "cache-control": "public, max-age=60" };
    const first = await nameFor(visitorA);
    expect(await nameFor(visitorB)).toBe(first);
    expect(sent).toHaveLength(1);
  });

  it("a shared answer is cached again once the key's time-to-live has passed", async () => {
    responseHeaders = { "cache-control": "private" };
    await nameFor(visitorA);
    responseHeaders = {};
    now += RESULTS_TTL_MS.competitions + 1;
    await nameFor(visitorA);
    expect(await nameFor(visitorB)).toBe("for de-CH |  | 198.51.100.1");
    expect(sent).toHaveLength(2);
  });
});

describe("the request's scope: per-visitor answers mark the render, one deadline for all its calls", () => {
  /** The embedded backend behind a transport that adds `marked` headers to the answers of paths matching `which`. */
  let marked: { which: RegExp; headers: Record<string, string> } | undefined;
  /** Paths whose answer never comes (until the call is aborted). */
  let hanging: RegExp | undefined;
  let scoped: ResultsSourceDependencies;
  beforeEach(() => {
    marked = undefined;
    hanging = undefined;
    const client = createResultsClient({
      baseUrl: "https://backend.example/api",
      timeoutMs: 3_000,
      transport: async (request) => {
        sent.push(request.clone());
        const path = new URL(request.url).pathname;
        if (hanging?.test(path)) {
          return new Promise<Response>((_, reject) => request.signal.addEventListener("abort", () => reject(request.signal.reason as Error)));
        }
        const answer = await embeddedApi(request);
        if (!marked?.which.test(path)) return answer;
        const headers = new Headers(answer.headers);
        for (const [name, value] of Object.entries(marked.headers)) headers.set(name, value);
        return new Response(answer.body, { status: answer.status, headers });
      },
    });
    scoped = { client, cache: new TtlCache({ source: "results-test", now: () => now }) };
  });
  const scope = (budgetMs = 10_000) => createRequestScope({ budgetMs });

  it.each<[string, Record<string, string>]>([
    ["Cache-Control: private", { "cache-control": "private, max-age=60" }],
    ["Cache-Control: no-store", { "cache-control": "no-store" }],
    ["Vary on a forwarded header", { vary: "Accept-Language" }],
  ])("an answer with %s marks the render that used it, and every later render that asks for it", async (_, headers) => {
    marked = { which: /\/table$/, headers };
    const first = scope();
    const source = resultsSource("de", visitor, scoped, first);
    await source.getCompetitions();
    expect(first.perVisitor).toBe(false);
    await source.getTable(1);
    expect(first.perVisitor).toBe(true);
    // The next visitor's render asks the backend itself (the key is known to be per-visitor) and is marked too.
    const second = scope();
    await resultsSource("de", visitor, scoped, second).getTable(1);
    expect(second.perVisitor).toBe(true);
    expect(paths().filter((path) => path.endsWith("/table"))).toHaveLength(2);
  });

  it("a per-visitor 404 marks the render too", async () => {
    marked = { which: /\/details$/, headers: { "cache-control": "private" } };
    const render = scope();
    const error = await resultsSource("de", visitor, scoped, render)
      .getMatchDetails(1, 999)
      .catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
    expect(render.perVisitor).toBe(true);
  });

  it("shareable answers leave the render unmarked, from the backend or from the cache", async () => {
    const first = scope();
    await resultsSource("de", visitor, scoped, first).getTable(1);
    const second = scope();
    await resultsSource("de", visitor, scoped, second).getTable(1);
    expect([first.perVisitor, second.perVisitor]).toEqual([false, false]);
    expect(sent).toHaveLength(1);
  });

  it("three slow calls of one render end within its one deadline, not three; calls after it do not reach the backend", async () => {
    hanging = /./;
    const render = scope(150);
    const source = resultsSource("de", visitor, scoped, render);
    const started = performance.now();
    const errors = [
      await source.getCompetitions().catch((e: unknown) => e),
      await source.getTable(1).catch((e: unknown) => e),
      await source.getScorers(1).catch((e: unknown) => e),
    ];
    // One deadline (150 ms), where each call's own timeout (3 s) would have made it 9 s.
    expect(performance.now() - started).toBeLessThan(1_500);
    for (const error of errors) expect(error).toMatchObject({ status: NO_RESPONSE_STATUS, message: NO_RESPONSE_MESSAGE });
    expect(paths()).toEqual(["/api/competitions"]);
  });

  it("each call of a render gets only the time that is left", async () => {
    let clock = 0;
    const render = createRequestScope({ budgetMs: 1_000, now: () => clock });
    const source = resultsSource("de", visitor, scoped, render);
    await source.getTable(1);
    clock = 1_000;
    // Past the deadline: what the cache holds is still served, nothing new is asked for.
    expect(await source.getTable(1)).toEqual(await resultsSource("de", visitor, scoped).getTable(1));
    expect(await source.getScorers(1).catch((e: unknown) => e)).toMatchObject({ status: NO_RESPONSE_STATUS, message: NO_RESPONSE_MESSAGE });
    expect(paths()).toEqual(["/api/competitions/1/table"]);
  });

  it("a render that stops waiting leaves the shared load running for the next render", async () => {
    hanging = /\/table$/;
    const render = scope(50);
    await expect(resultsSource("de", visitor, scoped, render).getTable(1)).rejects.toMatchObject({ status: NO_RESPONSE_STATUS });
    hanging = undefined;
    // The load (bounded by the client's own timeout, not by the first render's deadline) is still under way.
    expect(sent).toHaveLength(1);
  });
});

describe("news rules on the way to the page", () => {
  it("converts the UI page, keeps only shown items and gives them slugs", async () => {
    const source = resultsSource("de", visitor, dependencies);
    const page1 = await source.getNewsPage(5, "1");
    const page2 = await source.getNewsPage(5, 2);
    expect(paths()).toEqual(["/api/news/filter/5/pages/0", "/api/news/filter/5/pages/1"]);
    const all = [...page1.items, ...page2.items];
    // Kolumne holds 12 items: one video and one Sportbuzzer column are not shown.
    expect(all.map((i) => i.news.news_id)).not.toContain(5009);
    expect(all.map((i) => i.news.news_id)).not.toContain(5010);
    expect(all).toHaveLength(10);
    expect(all.every((i) => i.type === "news")).toBe(true);
    expect(all.find((i) => i.news.news_id === 5006)!.slug).toBe("elfmeterschiessen-ist-kein-gluecksspiel-5006");
    expect(page1).toMatchObject({ page: 0, hasNextPage: true });
    expect(page2).toMatchObject({ page: 1, hasNextPage: false });
  });

  it("treats pages below 1 and non-numbers as the first page", async () => {
    const source = resultsSource("de", visitor, dependencies);
    await source.getNewsPage(0, 0);
    await source.getNewsPage(0, -3);
    await source.getNewsPage(0, "x");
    expect(paths()).toEqual(["/api/news/filter/0/pages/0"]);
  });

  it("an article the site does not show is not found", async () => {
    const source = resultsSource("en", visitor, dependencies);
    const article = await source.getNewsItem(4002);
    expect(article).toMatchObject({ slug: "germany-go-out-to-spain-in-the-quarter-finals-4002", news: { language: "en" } });
    for (const hidden of [5009, 6003]) {
      expect(isNotFound(await source.getNewsItem(hidden).catch((e: unknown) => e))).toBe(true);
    }
  });
});
