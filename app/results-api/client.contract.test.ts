import type { IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Loopback, listen, sendWebResponse, serveWebHandler, toWebRequest } from "#tests/support/results-loopback.ts";
import { embeddedApi } from "#tests/support/services.ts";
import { type CallContext, createResultsClient, type ResultsClient, ResultsApiError } from "./client.server.ts";
import { isShareable } from "./header-policy.ts";

/**
 * Contract tests (docs/architecture.md, "The two data contracts"): the HTTP client against the embedded backend over a real loopback
 * socket, for every call of the spec; the same calls in-process give the same answers; and what
 * the backend receives is exactly the spec's request (method, path, body, headers).
 */

let backend: Loopback;
let overSocket: ResultsClient;
let inProcess: ResultsClient;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let recorder: Loopback;
const received: Received[] = [];

beforeAll(async () => {
  backend = await serveWebHandler(embeddedApi);
  overSocket = createResultsClient({ baseUrl: `${backend.origin}/api`, timeoutMs: 10_000 });
  inProcess = createResultsClient({ baseUrl: "http://localhost:3000/api", timeoutMs: 10_000, transport: embeddedApi });
  // Records each request as it arrives on the wire, then lets the embedded backend answer it.
  recorder = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: body.toString("utf8") });
      const request = toWebRequest(req);
      embeddedApi(new Request(request.url, { method: request.method, headers: request.headers, body: req.method === "GET" ? undefined : body }))
        .then((response) => sendWebResponse(res, response))
        .catch(() => res.destroy());
    });
  });
});

afterAll(async () => {
  await backend.close();
  await recorder.close();
});

const de: CallContext = { lng: "de" };
const en: CallContext = { lng: "en" };

/** Every call of the spec, with a check of its content. */
const CALLS: [string, (client: ResultsClient) => Promise<unknown>, (answer: never) => void][] = [
  [
    "news list (filter 5, page 0)",
    (c) => c.newsList(5, 0, de),
    (a: { data: { news: { category: { id: number } } }[] }) => {
      expect(a.data).toHaveLength(10);
      expect(a.data.every((i) => i.news.category.id === 5)).toBe(true);
    },
  ],
  ["news list (all, page 3)", (c) => c.newsList(0, 3, en), (a: { data: unknown[] }) => expect(a.data).toHaveLength(8)],
  [
    "news item",
    (c) => c.newsItem(5003, { lng: "it" }),
    (a: { data: { news: { title: string; body: string[] } } }) => {
      expect(a.data.news.title).toBe("Quando decide lo scontro diretto");
      expect(a.data.news.body.length).toBeGreaterThan(1);
    },
  ],
  [
    "competitions",
    (c) => c.competitions(en),
    (a: { pushgroups: unknown[]; competitions: { short_name: string }[] }) => {
      expect(a.pushgroups).toHaveLength(5);
      expect(a.competitions.map((x) => x.short_name)).toContain("Champions League");
    },
  ],
  [
    "scorers",
    (c) => c.scorers(10, en),
    (a: { data: { name: string; goals: number }[] }) => expect(a.data[0]).toMatchObject({ name: "Kylian Mbappé", goals: 8 }),
  ],
  [
    "table",
    (c) => c.table(1, de),
    (a: { data: { rows: { team: { name: string }; points: number }[] }[] }) =>
      expect(a.data[0]!.rows[0]).toMatchObject({ team: { name: "FC Bayern München" }, points: 82 }),
  ],
  [
    "matches (current round)",
    (c) => c.matches(6, undefined, en),
    (a: { current_round: number; rounds: { name: string }[]; data: unknown[] }) => {
      expect(a.rounds[a.current_round - 1]!.name).toBe("Final");
      expect(a.data).toHaveLength(1);
    },
  ],
  [
    "matches of round 0",
    (c) => c.matches(6, 0, de),
    (a: { data: { round_id: number }[]; rounds_detailed: { name: string; match_count: number }[] }) => {
      expect(a.data.every((m) => m.round_id === 0)).toBe(true);
      expect(a.rounds_detailed[0]).toMatchObject({ name: "Ligaphase, 1. Spieltag", match_count: 18 });
    },
  ],
  [
    "match details",
    (c) => c.matchDetails(10, 10064, en),
    (a: { data: { match: { winner: string; score: { penalties: unknown } }; goals: unknown[] } }) => {
      expect(a.data.match).toMatchObject({ winner: "home", score: { penalties: { home: 4, away: 2 } } });
      expect(a.data.goals).toHaveLength(6);
    },
  ],
];

describe("the HTTP client against the embedded backend over a loopback socket", () => {
  it.each(CALLS)("%s", async (_, run, check) => {
    const answer = await run(overSocket);
    check(answer as never);
    // The in-process adapter answers exactly the same.
    expect(await run(inProcess)).toEqual(answer);
  });

  it("an unknown id is a 404 with the backend's message", async () => {
    const error = await overSocket.table(99, de).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResultsApiError);
    expect(error).toMatchObject({ status: 404, message: "competition 99 not found" });
    await expect(inProcess.table(99, de)).rejects.toMatchObject({ status: 404, message: "competition 99 not found" });
  });
});

describe("the requests are exactly the spec's", () => {
  const client = () => createResultsClient({ baseUrl: `${recorder.origin}/api`, timeoutMs: 10_000 });

  it.each<[string, (c: ResultsClient) => Promise<unknown>, string, string]>([
    ["news list", (c) => c.newsList(5, 2, de), "/api/news/filter/5/pages/2", '{"lng":"de"}'],
    ["news item", (c) => c.newsItem(1001, en), "/api/news/1001", '{"lng":"en"}'],
    ["competitions", (c) => c.competitions({ lng: "it" }), "/api/competitions", '{"lng":"it"}'],
    ["scorers", (c) => c.scorers(9, de), "/api/competitions/9/scorers", '{"lng":"de"}'],
    ["table", (c) => c.table(4, de), "/api/competitions/4/table", '{"lng":"de"}'],
    ["matches", (c) => c.matches(1, undefined, de), "/api/competitions/1/matches", '{"lng":"de"}'],
    ["matches of a round", (c) => c.matches(1, 0, de), "/api/competitions/1/matches/round/0", '{"lng":"de"}'],
    ["match details", (c) => c.matchDetails(9, 9051, de), "/api/competitions/9/matches/9051/details", '{"lng":"de"}'],
  ])("%s: POST %s with body %s", async (_, run, path, body) => {
    await run(client());
    const request = received.at(-1)!;
    expect(request).toMatchObject({ method: "POST", url: path, body });
    expect(request.headers.accept).toBe("application/json");
    expect(request.headers["content-type"]).toBe("application/json");
  });

  const visitor = new Headers([
    ["accept", "text/html,application/xhtml+xml"],
    ["accept-language", "de-DE,de;q=0.9"],
    ["accept-encoding", "gzip, compress"],
    ["user-agent", "Mozilla/5.0 (Visitor)"],
    ["cookie", "session=abc; consent=1"],
    ["authorization", "Bearer visitor-token"],
    ["x-forwarded-for", "203.0.113.7"],
    ["x-forwarded-host", "evil.example"],
    ["x-forwarded-proto", "gopher"],
    ["forwarded", "for=203.0.113.7;host=evil.example"],
    ["x-real-ip", "203.0.113.8"],
    // Stamped by the server (server/client-address.ts) over whatever the visitor sent.
    ["x-client-address", "198.51.100.9"],
    ["x-http-method-override", "DELETE"],
    ["x-method-override", "PUT"],
    ["x-http-method", "PATCH"],
    ["if-none-match", '"page-etag"'],
    ["range", "bytes=0-9"],
    ["x-original-url", "/api/nope"],
    ["x-request-id", "req-42"],
    ["host", "www.visitor.example"],
    ["connection", "close, x-hop-secret"],
    ["x-hop-secret", "must not travel"],
    ["keep-alive", "timeout=5"],
    ["proxy-authorization", "Basic c2VjcmV0"],
    ["proxy-connection", "keep-alive"],
    ["te", "trailers"],
    ["trailer", "x-checksum"],
    ["upgrade", "websocket"],
    ["transfer-encoding", "chunked"],
    ["content-length", "999"],
    ["content-type", "application/x-www-form-urlencoded"],
  ]);

  /** What the backend must never get from a visitor (ADR 0103, ADR 0108). */
  const NEVER_FORWARDED = [
    "cookie",
    "authorization",
    "proxy-authorization",
    "x-forwarded-host",
    "x-forwarded-proto",
    "forwarded",
    "x-real-ip",
    "x-client-address",
    "x-http-method-override",
    "x-method-override",
    "x-http-method",
    "if-none-match",
    "range",
    "x-original-url",
    "x-hop-secret",
    "keep-alive",
    "proxy-connection",
    "te",
    "trailer",
    "upgrade",
    "transfer-encoding",
  ];

  it("forwards the visitor's ordinary headers, never accept, host or hop-by-hop headers", async () => {
    await client().competitions({ lng: "de", headers: visitor });
    const { headers, body } = received.at(-1)!;
    expect(headers).toMatchObject({
      "accept-language": "de-DE,de;q=0.9",
      "user-agent": "Mozilla/5.0 (Visitor)",
      "x-request-id": "req-42",
      accept: "application/json",
      "content-type": "application/json",
      host: new URL(recorder.origin).host,
      "content-length": String(Buffer.byteLength(body)),
    });
    expect(headers["accept-encoding"]).not.toContain("compress");
    expect(headers.connection ?? "").not.toContain("x-hop-secret");
  });

  it("never forwards credentials, method overrides, conditionals or forgeable address headers; X-Forwarded-For is the server's", async () => {
    await client().competitions({ lng: "de", headers: visitor });
    const { method, headers } = received.at(-1)!;
    expect(method).toBe("POST");
    for (const name of NEVER_FORWARDED) expect(headers, name).not.toHaveProperty(name);
    expect(headers["x-forwarded-for"]).toBe("198.51.100.9");
  });

  it("sends no X-Forwarded-For when the server determined no address", async () => {
    await client().competitions({ lng: "de", headers: new Headers({ "x-forwarded-for": "203.0.113.7", "user-agent": "probe" }) });
    expect(received.at(-1)!.headers).not.toHaveProperty("x-forwarded-for");
  });

  it("in-process, the embedded backend gets the same Request it would get over the network", async () => {
    const seen: Request[] = [];
    const client = createResultsClient({
      baseUrl: "http://localhost:3000/api",
      timeoutMs: 10_000,
      transport: (request) => {
        seen.push(request.clone());
        return embeddedApi(request);
      },
    });
    await client.matches(6, 3, { lng: "en", headers: visitor });
    const [request] = seen;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("http://localhost:3000/api/competitions/6/matches/round/3");
    expect(await request!.text()).toBe('{"lng":"en"}');
    expect(Object.fromEntries(request!.headers)).toEqual({
      accept: "application/json",
      "accept-language": "de-DE,de;q=0.9",
      "content-type": "application/json",
      "user-agent": "Mozilla/5.0 (Visitor)",
      "x-forwarded-for": "198.51.100.9",
      "x-request-id": "req-42",
    });
  });
});

describe("headers go out by an allow list (ADR 0112)", () => {
  const clientWith = (forwardHeaders?: readonly string[]) => createResultsClient({ baseUrl: `${recorder.origin}/api`, timeoutMs: 10_000, forwardHeaders });

  /** Headers that identify or authenticate a visitor, or would change what the backend answers for everyone. */
  const IDENTIFYING: Record<string, string> = {
    "true-client-ip": "203.0.113.1",
    "cf-connecting-ip": "203.0.113.2",
    "x-client-ip": "203.0.113.3",
    "x-cluster-client-ip": "203.0.113.4",
    "client-ip": "203.0.113.5",
    "x-originating-ip": "203.0.113.6",
    "x-api-key": "visitor-api-key",
    "x-auth-token": "visitor-auth-token",
    "x-csrf-token": "visitor-csrf-token",
    "x-amz-security-token": "visitor-aws-token",
    "x-host": "evil.example",
    origin: "https://elsewhere.example",
    referer: "https://www.example/search?q=my+secret&token=abc",
    "x-something": "anything a visitor writes",
  };
  const ALLOWED: Record<string, string> = {
    "accept-language": "it-IT,it;q=0.9",
    "user-agent": "Mozilla/5.0 (Visitor)",
    "x-request-id": "req-7",
    traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
    tracestate: "vendor=value",
  };
  const everything = (extra: Record<string, string> = {}) => new Headers({ ...IDENTIFYING, ...ALLOWED, "x-client-address": "198.51.100.9", ...extra });

  it("never forwards a header that identifies or authenticates the visitor", async () => {
    await clientWith().competitions({ lng: "de", headers: everything() });
    const { headers } = received.at(-1)!;
    for (const name of Object.keys(IDENTIFYING)) expect(headers, name).not.toHaveProperty(name);
  });

  it("forwards the allowed ones, and X-Forwarded-For with the address the server determined", async () => {
    await clientWith().competitions({ lng: "de", headers: everything() });
    expect(received.at(-1)!.headers).toMatchObject({ ...ALLOWED, "x-forwarded-for": "198.51.100.9" });
  });

  it("forwards the names the operator configured as well", async () => {
    await clientWith(["x-something", "X-Tenant"]).competitions({ lng: "de", headers: everything({ "x-tenant": "blue" }) });
    const { headers } = received.at(-1)!;
    expect(headers).toMatchObject({ ...ALLOWED, "x-something": "anything a visitor writes", "x-tenant": "blue" });
    for (const name of Object.keys(IDENTIFYING).filter((name) => name !== "x-something")) expect(headers, name).not.toHaveProperty(name);
  });

  it("a Vary on a header that is never forwarded leaves an answer shareable; on a forwarded one it does not", () => {
    const varying = (name: string) => new Headers({ vary: name });
    expect(isShareable(varying("X-Something"))).toBe(true);
    expect(isShareable(varying("Origin, Referer, X-Api-Key, True-Client-IP"))).toBe(true);
    expect(isShareable(varying("X-Something"), ["x-something"])).toBe(false);
    for (const name of [...Object.keys(ALLOWED), "x-forwarded-for", "*"]) expect(isShareable(varying(name)), name).toBe(false);
  });
});

describe("which answers other visitors may be given (ADR 0108)", () => {
  let answering: Loopback;
  let status = 200;
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    answering = await listen((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(status === 200 ? '{"pushgroups":[],"competitions":[]}' : '{"message":"not here"}');
      });
    });
  });
  afterAll(() => answering.close());

  const answerWith = async (responseHeaders: Record<string, string>, responseStatus = 200) => {
    status = responseStatus;
    headers = responseHeaders;
    return createResultsClient({ baseUrl: `${answering.origin}/api`, timeoutMs: 10_000 });
  };

  it.each<[string, Record<string, string>, boolean]>([
    ["no Cache-Control, no Vary", {}, true],
    ["public, max-age", { "cache-control": "public, max-age=60" }, true],
    ["Vary on what the client sends alike or never", { vary: "Accept, Accept-Encoding, Content-Type, Cookie, Authorization" }, true],
    ["private", { "cache-control": "private, max-age=60" }, false],
    ['private="set-cookie"', { "cache-control": 'private="set-cookie"' }, false],
    ["no-store", { "cache-control": "No-Store" }, false],
    ["Vary: *", { vary: "*" }, false],
    ["Vary on a forwarded header", { vary: "Accept-Encoding, Accept-Language" }, false],
    ["Vary on a visitor's own header", { vary: "x-request-id" }, false],
    ["Vary on X-Forwarded-For", { vary: "X-Forwarded-For" }, false],
  ])("%s: shareable %s", async (_, responseHeaders, shareable) => {
    const client = await answerWith(responseHeaders);
    const answer = await client.answer("competitions", {}, de);
    expect(answer).toMatchObject({ data: { competitions: [] }, shareable });
    expect(isShareable(answer.headers)).toBe(shareable);
    const error = await (await answerWith(responseHeaders, 404)).competitions(de).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: "not here", shareable });
  });

  it("the embedded backend's answers are shareable", async () => {
    const client = createResultsClient({ baseUrl: "http://localhost/api", timeoutMs: 10_000, transport: embeddedApi });
    expect(await client.answer("competitions", {}, de)).toMatchObject({ shareable: true });
    await expect(client.table(99, de)).rejects.toMatchObject({ status: 404, shareable: true });
  });

  it("a failure without an answer is no visitor's", async () => {
    const client = createResultsClient({ baseUrl: "http://localhost/api", timeoutMs: 1_000, transport: () => Promise.reject(new Error("refused")) });
    expect(await client.competitions(de).catch((e: unknown) => e)).toMatchObject({ status: 500, shareable: true });
  });
});
