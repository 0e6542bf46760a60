import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

describe("configuration", () => {
  it("has embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.API_BASE_URL).toBeUndefined();
    expect(env.CONTENT_API_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./var");
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("derives SITE_URL from PORT and trims trailing slashes", () => {
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ SITE_URL: "https://www.matchpuls.example/" }).SITE_URL).toBe("https://www.matchpuls.example");
    expect(parseEnv({ API_BASE_URL: "http://backend:4000/api/" }).API_BASE_URL).toBe("http://backend:4000/api");
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ SITE_URL: "", PORT: "" }).SITE_URL).toBe("http://localhost:3000");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ API_BASE_URL: "ftp://x" }, "API_BASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ CONTACT_TO: "nobody" }, "CONTACT_TO"],
    [{ CONTENT_API_URL: "https://cms.example" }, "CONTENT_API_TOKEN"],
    [{ CONTENT_API_URL: "https://cms.example", CONTENT_API_TOKEN: "t", CONTENT_WEBHOOK_SECRET: "short" }, "CONTENT_WEBHOOK_SECRET"],
    [{ CONTENT_WEBHOOK_SECRET: "a-secret-long-enough-1234" }, "CONTENT_WEBHOOK_SECRET"],
    [{ CONTENT_POLL_MS: "500" }, "CONTENT_POLL_MS"],
    [{ CONTENT_POLL_MS: "soon" }, "CONTENT_POLL_MS"],
  ])("names the variable of a bad value: %o", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${name}:`, "m"));
  });

  it("Cockpit's webhook is off and the poll runs every 15 s unless told; 0 turns the poll off", () => {
    expect(parseEnv({}).CONTENT_WEBHOOK_SECRET).toBeUndefined();
    expect(parseEnv({}).CONTENT_POLL_MS).toBe(15_000);
    expect(parseEnv({ CONTENT_POLL_MS: "0" }).CONTENT_POLL_MS).toBe(0);
    const secret = "a-secret-long-enough-1234";
    expect(parseEnv({ CONTENT_API_URL: "https://cms.example", CONTENT_API_TOKEN: "t", CONTENT_WEBHOOK_SECRET: secret }).CONTENT_WEBHOOK_SECRET).toBe(secret);
  });

  it("never echoes the webhook secret", () => {
    expect(() => parseEnv({ CONTENT_WEBHOOK_SECRET: "s3cret-short" })).toThrow(/CONTENT_WEBHOOK_SECRET: .*\(got \(hidden\)\)/);
    expect(() => parseEnv({ CONTENT_WEBHOOK_SECRET: "s3cret-short" })).not.toThrow(/s3cret-short/);
  });

  it("never echoes secret values", () => {
    let message = "";
    try {
      parseEnv({ SMTP_URL: "http://user:s3cret-pass@mail" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMTP_URL/);
    expect(message).not.toMatch(/s3cret-pass/);
  });
});

describe("replay clock of the embedded backend", () => {
  it("is off by default and runs at real time unless told", () => {
    const env = parseEnv({});
    expect(env.RESULTS_CLOCK).toBeUndefined();
    expect(env.RESULTS_CLOCK_RATE).toBe(1);
    expect(parseEnv({ RESULTS_CLOCK: "2022-12-18T15:00:00Z", RESULTS_CLOCK_RATE: "60" })).toMatchObject({
      RESULTS_CLOCK: "2022-12-18T15:00:00Z",
      RESULTS_CLOCK_RATE: 60,
    });
    expect(parseEnv({ RESULTS_CLOCK: "2022-12-18T16:00:00+01:00", RESULTS_CLOCK_RATE: "0.5" }).RESULTS_CLOCK_RATE).toBe(0.5);
  });

  it.each([
    [{ RESULTS_CLOCK: "2022-12-18" }, "RESULTS_CLOCK", /ISO 8601 date-time/],
    [{ RESULTS_CLOCK: "2022-12-18T15:00:00" }, "RESULTS_CLOCK", /with Z or an offset/],
    [{ RESULTS_CLOCK: "tomorrow" }, "RESULTS_CLOCK", /ISO 8601/],
    [{ RESULTS_CLOCK_RATE: "0" }, "RESULTS_CLOCK_RATE", /above 0/],
    [{ RESULTS_CLOCK_RATE: "-1" }, "RESULTS_CLOCK_RATE", /above 0/],
    [{ RESULTS_CLOCK_RATE: "fast" }, "RESULTS_CLOCK_RATE", /a number/],
    [{ RESULTS_CLOCK: "2022-12-18T15:00:00Z", API_BASE_URL: "http://backend:4000/api" }, "RESULTS_CLOCK", /embedded backend only/],
  ])("refuses %o with a message naming the variable", (source, name, message) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${name}:`, "m"));
    expect(() => parseEnv(source)).toThrow(message);
  });
});

describe("live stream", () => {
  it("polls live competitions every 2 s, watched idle ones every 30 s, and caps streams at 20,000 by default", () => {
    expect(parseEnv({})).toMatchObject({ LIVE_POLL_MS: 2000, LIVE_IDLE_POLL_MS: 30_000, LIVE_HEARTBEAT_MS: 15_000, LIVE_MAX_STREAMS: 20_000 });
    expect(parseEnv({ LIVE_POLL_MS: "500", LIVE_MAX_STREAMS: "0" })).toMatchObject({ LIVE_POLL_MS: 500, LIVE_MAX_STREAMS: 0 });
  });

  it("allows 64 open streams per client by default", () => {
    expect(parseEnv({}).LIVE_MAX_STREAMS_PER_CLIENT).toBe(64);
    expect(parseEnv({ LIVE_MAX_STREAMS_PER_CLIENT: "500" }).LIVE_MAX_STREAMS_PER_CLIENT).toBe(500);
  });

  it.each([
    [{ LIVE_POLL_MS: "20000" }, "LIVE_POLL_MS"],
    [{ LIVE_POLL_MS: "100" }, "LIVE_POLL_MS"],
    [{ LIVE_IDLE_POLL_MS: "soon" }, "LIVE_IDLE_POLL_MS"],
    [{ LIVE_HEARTBEAT_MS: "0" }, "LIVE_HEARTBEAT_MS"],
    [{ LIVE_MAX_STREAMS: "-1" }, "LIVE_MAX_STREAMS"],
    [{ LIVE_MAX_STREAMS_PER_CLIENT: "0" }, "LIVE_MAX_STREAMS_PER_CLIENT"],
    [{ LIVE_MAX_STREAMS_PER_CLIENT: "ten" }, "LIVE_MAX_STREAMS_PER_CLIENT"],
    [{ LIVE_MAX_STREAMS_PER_CLIENT: "2.5" }, "LIVE_MAX_STREAMS_PER_CLIENT"],
  ])("refuses %o with a message naming the variable", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${name}:`, "m"));
  });
});

describe("contact outbox cap", () => {
  it("lets 500 messages and 5 MiB wait for delivery by default", () => {
    expect(parseEnv({})).toMatchObject({ CONTACT_OUTBOX_MAX_MESSAGES: 500, CONTACT_OUTBOX_MAX_BYTES: 5 * 1024 * 1024 });
    expect(parseEnv({ CONTACT_OUTBOX_MAX_MESSAGES: "20", CONTACT_OUTBOX_MAX_BYTES: "65536" })).toMatchObject({
      CONTACT_OUTBOX_MAX_MESSAGES: 20,
      CONTACT_OUTBOX_MAX_BYTES: 65_536,
    });
  });

  it.each([
    [{ CONTACT_OUTBOX_MAX_MESSAGES: "0" }, "CONTACT_OUTBOX_MAX_MESSAGES"],
    [{ CONTACT_OUTBOX_MAX_MESSAGES: "many" }, "CONTACT_OUTBOX_MAX_MESSAGES"],
    [{ CONTACT_OUTBOX_MAX_MESSAGES: "2.5" }, "CONTACT_OUTBOX_MAX_MESSAGES"],
    [{ CONTACT_OUTBOX_MAX_MESSAGES: "100001" }, "CONTACT_OUTBOX_MAX_MESSAGES"],
    [{ CONTACT_OUTBOX_MAX_BYTES: "1073741825" }, "CONTACT_OUTBOX_MAX_BYTES"],
    // Below the body limit the largest message could never be accepted.
    [{ CONTACT_OUTBOX_MAX_BYTES: "32767" }, "CONTACT_OUTBOX_MAX_BYTES"],
    [{ CONTACT_OUTBOX_MAX_BYTES: "5MB" }, "CONTACT_OUTBOX_MAX_BYTES"],
  ])("refuses %o with a message naming the variable", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${name}:`, "m"));
  });
});

describe("the results backend: forwarded headers and answer sizes", () => {
  it("forwards only the allow list by default, and caps answers at 2 MiB (results) and 1 MiB (Cockpit)", () => {
    const env = parseEnv({});
    expect(env.API_FORWARD_HEADERS).toEqual([]);
    expect(env.API_MAX_RESPONSE_BYTES).toBe(2 * 1024 * 1024);
    expect(env.CONTENT_MAX_RESPONSE_BYTES).toBe(1024 * 1024);
  });

  it("takes comma-separated header names, in lower case, each once", () => {
    expect(parseEnv({ API_FORWARD_HEADERS: " X-Tenant, x-app-version,,X-TENANT, referer " }).API_FORWARD_HEADERS).toEqual([
      "x-tenant",
      "x-app-version",
      "referer",
    ]);
  });

  it.each([
    ["cookie", /"cookie" is never forwarded: it carries the visitor's credentials/],
    ["Authorization", /"authorization" is never forwarded/],
    ["host", /"host" is never forwarded/],
    ["connection", /hop-by-hop/],
    ["transfer-encoding", /hop-by-hop/],
    ["proxy-authorization", /"proxy-authorization" is never forwarded/],
    ["X-Forwarded-Host", /"x-forwarded-host" is never forwarded/],
    ["True-Client-IP", /"true-client-ip" is never forwarded: it names a client address/],
    ["X-Api-Key", /"x-api-key" is never forwarded: it looks like a credential/],
    ["x-csrf-token", /looks like a credential/],
    ["if-none-match", /conditional/],
    ["x-tenant, bad name", /"bad name" is never forwarded: it is not a header name/],
  ])("refuses %s with the reason, naming API_FORWARD_HEADERS", (value, reason) => {
    expect(() => parseEnv({ API_FORWARD_HEADERS: value })).toThrow(/^\s*API_FORWARD_HEADERS:/m);
    expect(() => parseEnv({ API_FORWARD_HEADERS: value })).toThrow(reason);
  });

  it.each([
    [{ API_MAX_RESPONSE_BYTES: "1000" }, "API_MAX_RESPONSE_BYTES"],
    [{ API_MAX_RESPONSE_BYTES: "lots" }, "API_MAX_RESPONSE_BYTES"],
    [{ CONTENT_MAX_RESPONSE_BYTES: "-1" }, "CONTENT_MAX_RESPONSE_BYTES"],
  ])("refuses a size cap out of range: %o", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${name}:`, "m"));
  });
});

describe("the contact delivery's clock for tests", () => {
  it("runs at real time unless a test speeds it up, within 1–100", () => {
    expect(parseEnv({}).TEST_CONTACT_CLOCK_RATE).toBe(1);
    expect(parseEnv({ TEST_CONTACT_CLOCK_RATE: "20" }).TEST_CONTACT_CLOCK_RATE).toBe(20);
    for (const bad of ["0.5", "0", "500", "fast"]) {
      expect(() => parseEnv({ TEST_CONTACT_CLOCK_RATE: bad })).toThrow(/^\s*TEST_CONTACT_CLOCK_RATE:/m);
    }
  });
});

describe("the caches' clock for tests", () => {
  it("runs at real time unless a test speeds it up, within 1–1000", () => {
    expect(parseEnv({}).TEST_CACHE_CLOCK_RATE).toBe(1);
    expect(parseEnv({ TEST_CACHE_CLOCK_RATE: "60" }).TEST_CACHE_CLOCK_RATE).toBe(60);
    for (const bad of ["0.5", "0", "5000", "fast"]) {
      expect(() => parseEnv({ TEST_CACHE_CLOCK_RATE: bad })).toThrow(/^\s*TEST_CACHE_CLOCK_RATE:/m);
    }
  });
});
