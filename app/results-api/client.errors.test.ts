import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type Loopback, listen } from "#tests/support/results-loopback.ts";
import {
  createResultsClient,
  FALLBACK_ERROR_MESSAGE,
  INVALID_RESPONSE_STATUS,
  NO_RESPONSE_MESSAGE,
  NO_RESPONSE_STATUS,
  NOT_SENT_STATUS,
  ResultsApiError,
} from "./client.server.ts";

/**
 * The client's error semantics (spec §7) against loopback servers that misbehave in every way the
 * network allows. Each server answers every request the same way.
 */

const servers: Loopback[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function clientAgainst(answer: (res: ServerResponse) => void, timeoutMs = 2_000) {
  const server = await listen((req, res) => {
    req.resume();
    req.on("end", () => answer(res));
  });
  servers.push(server);
  return createResultsClient({ baseUrl: `${server.origin}/api`, timeoutMs });
}

async function failure(promise: Promise<unknown>): Promise<ResultsApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ResultsApiError);
  return error as ResultsApiError;
}

const json = (res: ServerResponse, status: number, body: unknown, statusText?: string) => {
  const payload = typeof body === "string" ? body : JSON.stringify(body);
  if (statusText === undefined) res.writeHead(status, { "content-type": "application/json" });
  else res.writeHead(status, statusText, { "content-type": "application/json" });
  res.end(payload);
};

const VALID_COMPETITIONS = { pushgroups: [], competitions: [] };

describe("error responses: their status and message", () => {
  it("500 with a message in the JSON body", async () => {
    const client = await clientAgainst((res) => json(res, 500, { status: 500, error: "Internal Server Error", message: "database locked" }));
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: 500, message: "database locked" });
  });

  it("500 with only an error field", async () => {
    const client = await clientAgainst((res) => json(res, 500, { error: "upstream exploded" }));
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: 500, message: "upstream exploded" });
  });

  it("500 without a message: the status text", async () => {
    const client = await clientAgainst((res) => {
      res.writeHead(500);
      res.end();
    });
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: 500, message: "Internal Server Error" });
  });

  it("500 without a message and without a status text: (Internal Server Error)", async () => {
    const client = await clientAgainst((res) => json(res, 500, "<html>oops</html>", ""));
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: 500, message: FALLBACK_ERROR_MESSAGE });
    expect(FALLBACK_ERROR_MESSAGE).toBe("(Internal Server Error)");
  });

  it("404 with a message", async () => {
    const client = await clientAgainst((res) => json(res, 404, { message: "competition 99 not found" }));
    expect(await failure(client.table(99, { lng: "de" }))).toMatchObject({ status: 404, message: "competition 99 not found" });
  });

  it("404 with a plain-text body: the status text", async () => {
    const client = await clientAgainst((res) => {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("nothing here");
    });
    expect(await failure(client.table(99, { lng: "de" }))).toMatchObject({ status: 404, message: "Not Found" });
  });

  it("any status other than 200 is an error, also a 2xx", async () => {
    const client = await clientAgainst((res) => {
      res.writeHead(204);
      res.end();
    });
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: 204, message: "No Content" });
  });

  it("a message that is not a string is ignored", async () => {
    const client = await clientAgainst((res) => json(res, 503, { message: { nested: true }, error: 42 }, "Service Unavailable"));
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: 503, message: "Service Unavailable" });
  });
});

describe("200 answers are validated", () => {
  it("a valid answer passes", async () => {
    const client = await clientAgainst((res) => json(res, 200, VALID_COMPETITIONS));
    expect(await client.competitions({ lng: "de" })).toEqual(VALID_COMPETITIONS);
  });

  it("invalid JSON is an error, not a crash", async () => {
    const client = await clientAgainst((res) => json(res, 200, "{not json"));
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({
      status: INVALID_RESPONSE_STATUS,
      message: expect.stringMatching(/invalid JSON/),
    });
  });

  it("a wrong shape is an error naming what is wrong", async () => {
    const client = await clientAgainst((res) => json(res, 200, { data: [{ position: "first" }] }));
    const error = await failure(client.table(1, { lng: "de" }));
    expect(error.status).toBe(INVALID_RESPONSE_STATUS);
    expect(error.message).toMatch(/unexpected response from .*\/api\/competitions\/1\/table: data\.0\.name/);
  });

  it("the spec's outer shape is required: a list without data is wrong", async () => {
    const client = await clientAgainst((res) => json(res, 200, [{ type: "news" }]));
    expect((await failure(client.newsList(5, 0, { lng: "de" }))).status).toBe(INVALID_RESPONSE_STATUS);
  });
});

describe("no response: 500 request error", () => {
  it("the server closes the connection", async () => {
    const client = await clientAgainst((res) => res.socket!.destroy());
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: NO_RESPONSE_STATUS, message: NO_RESPONSE_MESSAGE });
    expect(NO_RESPONSE_MESSAGE).toBe("request error");
  });

  it("the server closes the connection in the middle of the body", async () => {
    const client = await clientAgainst((res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      res.write('{"pushgroups": [');
      setTimeout(() => res.socket!.destroy(), 20);
    });
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: 500, message: "request error" });
  });

  it("the server never answers: a timeout", async () => {
    const client = await clientAgainst(() => {}, 300);
    const started = performance.now();
    const error = await failure(client.competitions({ lng: "de" }));
    expect(error).toMatchObject({ status: 500, message: "request error" });
    expect(String((error.cause as Error).message)).toMatch(/no response within 300 ms/);
    expect(performance.now() - started).toBeLessThan(10_000); // bounded, not hanging (generous: noisy shared machines)
  });

  it("the server sends headers but never the body: a timeout", async () => {
    const client = await clientAgainst((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write("{");
    }, 300);
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: 500, message: "request error" });
  });

  it("nothing listens on the port", async () => {
    const server = await listen(() => {});
    const { origin } = server;
    await server.close();
    const client = createResultsClient({ baseUrl: `${origin}/api`, timeoutMs: 2_000 });
    expect(await failure(client.competitions({ lng: "de" }))).toMatchObject({ status: 500, message: "request error" });
  });

  it("an in-process backend that throws or hangs", async () => {
    const throwing = createResultsClient({ baseUrl: "http://localhost/api", timeoutMs: 300, transport: () => Promise.reject(new Error("boom")) });
    expect(await failure(throwing.competitions({ lng: "de" }))).toMatchObject({ status: 500, message: "request error" });
    const hanging = createResultsClient({ baseUrl: "http://localhost/api", timeoutMs: 300, transport: () => new Promise(() => {}) });
    expect(await failure(hanging.competitions({ lng: "de" }))).toMatchObject({ status: 500, message: "request error" });
  });
});

describe("no request: status 0 with the failure's own message", () => {
  it("an unusable base URL", async () => {
    let sent = false;
    const client = createResultsClient({ baseUrl: "not a url", timeoutMs: 1_000, transport: async () => ((sent = true), new Response()) });
    const error = await failure(client.competitions({ lng: "de" }));
    expect(error.status).toBe(NOT_SENT_STATUS);
    expect(error.message).toMatch(/URL/i);
    expect(sent).toBe(false);
  });

  it("a parameter that is not a non-negative integer", async () => {
    let sent = false;
    const client = createResultsClient({ baseUrl: "http://localhost/api", timeoutMs: 1_000, transport: async () => ((sent = true), new Response()) });
    const error = await failure(client.matches(1, -1, { lng: "de" }));
    expect(error).toMatchObject({ status: 0, message: expect.stringMatching(/roundId must be a non-negative integer/) });
    expect((await failure(client.table(1.5, { lng: "de" }))).status).toBe(0);
    expect(sent).toBe(false);
  });
});

describe("a size cap on answers", () => {
  const CAP = 256 * 1024;
  const SENT_AT_MOST = 16 * 1024 * 1024;

  /**
   * A backend that sends a valid answer padded with 16 MiB of spaces, 64 KiB at a time as the
   * socket drains, and notes how much it had written when the connection closed.
   */
  async function oversizeBackend(declareLength: boolean) {
    const head = JSON.stringify(VALID_COMPETITIONS).slice(0, -1);
    let closed: (written: number) => void;
    const writtenWhenClosed = new Promise<number>((resolve) => (closed = resolve));
    const server = await listen((req, res) => {
      req.resume();
      let written = 0;
      res.on("close", () => closed(written));
      res.writeHead(200, { "content-type": "application/json", ...(declareLength ? { "content-length": String(head.length + SENT_AT_MOST + 1) } : {}) });
      res.write(head);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (written < SENT_AT_MOST) {
          written += chunk.byteLength;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end("}");
      };
      pump();
    });
    servers.push(server);
    return { client: createResultsClient({ baseUrl: `${server.origin}/api`, timeoutMs: 10_000, maxResponseBytes: CAP }), writtenWhenClosed };
  }

  it("an answer larger than the cap is a 502 that arrives before the whole body was sent, and the connection is cut", async () => {
    const { client, writtenWhenClosed } = await oversizeBackend(false);
    const error = await failure(client.competitions({ lng: "de" }));
    expect(error).toMatchObject({ status: INVALID_RESPONSE_STATUS, message: expect.stringMatching(/larger than 262144 bytes/) });
    expect(await writtenWhenClosed).toBeLessThan(SENT_AT_MOST);
  });

  it("a Content-Length over the cap fails before the body is read", async () => {
    const { client, writtenWhenClosed } = await oversizeBackend(true);
    const error = await failure(client.competitions({ lng: "de" }));
    expect(error).toMatchObject({ status: INVALID_RESPONSE_STATUS, message: expect.stringMatching(/larger than 262144 bytes/) });
    expect(await writtenWhenClosed).toBeLessThan(SENT_AT_MOST);
  });

  it("an answer up to the cap passes", async () => {
    const body = JSON.stringify(VALID_COMPETITIONS).padEnd(CAP, " ");
    const server = await listen((req, res) => {
      req.resume();
      req.on("end", () => json(res, 200, body));
    });
    servers.push(server);
    const client = createResultsClient({ baseUrl: `${server.origin}/api`, timeoutMs: 10_000, maxResponseBytes: CAP });
    expect(await client.competitions({ lng: "de" })).toEqual(VALID_COMPETITIONS);
  });
});
