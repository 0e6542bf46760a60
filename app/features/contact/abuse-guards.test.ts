import { describe, expect, it } from "vitest";
import { contactDe } from "./messages/contact.de.ts";
import { contactEn } from "./messages/contact.en.ts";
import { createRateLimiter } from "./rate-limit.server.ts";
import { failsReactRouterOriginCheck, foreignOriginAnswer, isForeignOrigin, isForeignOriginRefusal } from "./request-guards.server.ts";

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

describe("foreign origins before React Router", () => {
  const site = "https://www.matchpuls.example";
  const request = (path: string, headers: Record<string, string>, method = "POST") =>
    new Request(`http://127.0.0.1:3000${path}`, { method, headers, body: method === "GET" ? undefined : "email=a%40b.example" });

  it("answer a foreign form post with the contact form's translated 403, never cached", async () => {
    const answer = foreignOriginAnswer(request("/kontakt", { origin: "https://evil.example" }), site)!;
    expect(answer.status).toBe(403);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.text()).toBe(`${contactDe.forbidden}\n`);
    const english = foreignOriginAnswer(request("/en/contact.data", { "sec-fetch-site": "cross-site" }), site)!;
    expect(english.status).toBe(403);
    expect(await english.text()).toBe(`${contactEn.forbidden}\n`);
  });

  it("let same-origin posts, posts without browser headers and reads through", () => {
    expect(foreignOriginAnswer(request("/kontakt", { origin: "http://127.0.0.1:3000" }), site)).toBeUndefined();
    expect(foreignOriginAnswer(request("/kontakt", { origin: site }), site)).toBeUndefined();
    expect(foreignOriginAnswer(request("/kontakt", {}), site)).toBeUndefined();
    expect(foreignOriginAnswer(request("/kontakt", { origin: "https://evil.example" }, "GET"), site)).toBeUndefined();
  });

  it("recognise React Router's CSRF refusal, and nothing else, as a foreign origin", () => {
    const foreign = request("/kontakt", { origin: "https://evil.example" });
    expect(failsReactRouterOriginCheck(foreign)).toBe(true);
    expect(failsReactRouterOriginCheck(request("/kontakt", { origin: "null" }))).toBe(true);
    expect(failsReactRouterOriginCheck(request("/kontakt", { origin: "http://127.0.0.1:3000" }))).toBe(false);
    expect(failsReactRouterOriginCheck(request("/kontakt", {}))).toBe(false);
    const refusal = new Error("The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.");
    expect(isForeignOriginRefusal(refusal, foreign)).toBe(true);
    expect(isForeignOriginRefusal(new Error("Bad Request"), request("/kontakt.data", { origin: "https://evil.example" }))).toBe(true);
    expect(isForeignOriginRefusal(refusal, request("/kontakt", { origin: "http://127.0.0.1:3000" }))).toBe(false);
    expect(isForeignOriginRefusal(new Error("database is locked"), foreign)).toBe(false);
  });
});
