import { describe, expect, it } from "vitest";
import { createResultsClient } from "./client.server.ts";
import { DEFAULT_FORWARDED_HEADERS, neverForwardedReason, parseForwardHeaderNames } from "./forwarded-headers.ts";
import { forwardedHeaders } from "./header-policy.ts";

describe("the allow list of forwarded headers (ADR 0112)", () => {
  it("forwards by default only what no rule refuses", () => {
    for (const name of DEFAULT_FORWARDED_HEADERS) expect(neverForwardedReason(name), name).toBeUndefined();
  });

  it.each(["origin", "referer", "x-tenant", "x-app-version", "dnt"])("lets the operator add %s", (name) => {
    expect(parseForwardHeaderNames(name)).toEqual({ names: [name], problems: [] });
  });

  it("sends a configured Referer as origin and path only", () => {
    const incoming = new Headers({ referer: "https://www.example/search/results?q=my+secret&token=abc#top" });
    expect(forwardedHeaders(incoming, ["referer"]).get("referer")).toBe("https://www.example/search/results");
    expect(forwardedHeaders(new Headers({ referer: "not a url" }), ["referer"]).has("referer")).toBe(false);
    expect(forwardedHeaders(incoming).has("referer")).toBe(false);
  });

  it("a client configured to forward a name that is never forwarded is not built", () => {
    expect(() => createResultsClient({ baseUrl: "http://localhost/api", timeoutMs: 1_000, forwardHeaders: ["Cookie"] })).toThrow(
      /never forwards cookie: it carries the visitor's credentials/,
    );
  });
});
