import { describe, expect, it } from "vitest";
import { SUGGESTIONS_PER_KIND, suggestionsPath, type SuggestionsAnswer } from "#app/components/layout/suggestions.ts";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { cachePlan } from "#server/page-cache-plan.ts";
import { loaderArgs } from "#tests/support/loaders.ts";
import type { SiteSearch } from "./site-search.server.ts";
import { suggestionsResponse } from "./suggestions-answer.server.ts";
import { loader } from "./suggestions-route.ts";

/**
 * The header's search suggestions (app/components/layout/suggestions.ts): the resource route's JSON answer
 * over the real index, whatever the query holds, and that no cache keeps it.
 */

const ask = async (path: string) => {
  const response = await loader(loaderArgs(path));
  const text = await response.text();
  return { response, text, body: JSON.parse(text) as SuggestionsAnswer };
};

describe("the suggestions' route", () => {
  it("lives below the search page in each language", () => {
    expect(LANGUAGE_CODES.map(suggestionsPath)).toEqual(["/suche/vorschlaege", "/en/search/suggestions", "/it/cerca/suggerimenti"]);
  });

  it("answers a few hits of each kind, grouped, as JSON that no cache keeps", async () => {
    const { response, body } = await ask("/suche/vorschlaege?q=Bayern");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(body.query).toBe("Bayern");
    expect(body.groups[0]?.kind).toBe("team");
    expect(body.groups[0]?.hits[0]).toMatchObject({ title: "FC Bayern München", url: "/teams/fc-bayern-muenchen" });
    expect(body.groups.map((g) => g.kind)).toContain("news");
    for (const group of body.groups) {
      expect(group.hits.length).toBeGreaterThan(0);
      expect(group.hits.length).toBeLessThanOrEqual(SUGGESTIONS_PER_KIND);
      for (const hit of group.hits) expect(Object.keys(hit).sort()).toEqual(["detail", "title", "url"]);
    }
    expect(body.total).toBe(body.groups.reduce((sum, g) => sum + g.hits.length, 0));
  });

  it.each([
    ["en", "/en/search/suggestions?q=Bayern%20Munich", "/en/teams/fc-bayern-muenchen"],
    ["it", "/it/cerca/suggerimenti?q=Monaco%20di%20Baviera", "/it/squadre/fc-bayern-muenchen"],
  ])("answers in the path's language (%s), with that language's links", async (_, path, url) => {
    const { body } = await ask(path);
    expect(body.groups[0]?.hits[0]?.url).toBe(url);
  });

  it.each([
    ["no query", "/suche/vorschlaege"],
    ["an empty query", "/suche/vorschlaege?q="],
    ["blanks", "/suche/vorschlaege?q=%20%20%20"],
    ["control characters only", `/suche/vorschlaege?q=${encodeURIComponent("\u0000\u0007\u001b")}`],
  ])("answers %s with an empty list, status 200", async (_, path) => {
    const { response, body } = await ask(path);
    expect(response.status).toBe(200);
    expect(body).toEqual({ query: "", groups: [], total: 0 });
  });

  it.each([
    ["1,000 characters", `Bayern${"a".repeat(994)}`],
    ["control characters", "Bay\u0000ern\u0007\u001b[31m"],
    ["markup", "<script>alert(1)</script><img src=x onerror=alert(1)>"],
    ["regular-expression syntax", "(a+)+$[^]*\\"],
    ["punctuation only", "()[]{}<>*+?"],
  ])("answers %s calmly: 200, a small answer, the query cleaned and cut", async (_, query) => {
    const { response, text, body } = await ask(`/en/search/suggestions?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    // What was typed comes back as a string, with no markup in the bytes sent.
    expect(text).not.toContain("<");
    expect(body.query.length).toBeLessThanOrEqual(100);
    expect(body.query).not.toMatch(/\p{Cc}/u);
    expect(body.total).toBeLessThanOrEqual(6 * SUGGESTIONS_PER_KIND);
  });

  it("reads the first of repeated parameters", async () => {
    const { body } = await ask("/suche/vorschlaege?q=Inter&q=Bayern");
    expect(body.query).toBe("Inter");
  });

  it("answers 503 with an empty list when the index cannot answer, and says nothing of why", async () => {
    const failing: Pick<SiteSearch, "search"> = { search: () => Promise.reject(new Error("index gone")) };
    const response = await suggestionsResponse(new Request("http://localhost/suche/vorschlaege?q=Bayern"), "de", failing);
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await response.json()).toEqual({ query: "", groups: [], total: 0 });
  });

  it("is never looked up in nor stored by the page cache, whatever the query", () => {
    for (const language of LANGUAGE_CODES) {
      for (const query of ["", "?q=Bayern", "?q=a&utm_source=x", "?x=1"]) {
        expect(cachePlan(new URL(`http://localhost${suggestionsPath(language)}${query}`)), `${language} ${query}`).toEqual({ kind: "uncached" });
      }
    }
    // The search page itself is stored without a query, as before.
    expect(cachePlan(new URL("http://localhost/suche"))).toEqual({ kind: "key", key: "/suche" });
  });
});
