import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server.ts";
import { isForeignOrigin } from "./request-guards.server.ts";

describe("createRateLimiter", () => {
  it("allows `limit` messages per window and says when the next one is allowed", () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 }, () => clock.now);
    expect(limiter.check("a")).toEqual({ allowed: true });
    limiter.record("a");
    clock.now = 10_000;
    limiter.record("a");
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.check("b")).toEqual({ allowed: true });
    clock.now = 59_999;
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now = 60_000;
    expect(limiter.check("a")).toEqual({ allowed: true });
  });
});

describe("isForeignOrigin", () => {
  const post = (headers: Record<string, string>, url = "http://127.0.0.1:3000/kontakt") => new Request(url, { method: "POST", headers });
  const site = "https://www.matchpuls.example";

  it("accepts the request's own origin and the public SITE_URL", () => {
    expect(isForeignOrigin(post({ origin: "http://127.0.0.1:3000" }), site)).toBe(false);
    expect(isForeignOrigin(post({ origin: "https://www.matchpuls.example" }), site)).toBe(false);
    expect(isForeignOrigin(post({ "sec-fetch-site": "same-origin" }), site)).toBe(false);
    expect(isForeignOrigin(post({}), site)).toBe(false);
  });

  it("refuses other origins, opaque ones and cross-site fetches", () => {
    expect(isForeignOrigin(post({ origin: "https://matchpuls.example" }), site)).toBe(true);
    expect(isForeignOrigin(post({ origin: "http://www.matchpuls.example" }), site)).toBe(true);
    expect(isForeignOrigin(post({ origin: "null" }), site)).toBe(true);
    expect(isForeignOrigin(post({ origin: "not a url" }), site)).toBe(true);
    expect(isForeignOrigin(post({ "sec-fetch-site": "cross-site" }), site)).toBe(true);
  });
});
