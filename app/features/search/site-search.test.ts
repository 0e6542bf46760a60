import { beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#lib/languages.ts";
import { testServices } from "#tests/support/services.ts";
import { createSiteSearch, type SearchKind, type SiteSearch } from "./site-search.server.ts";

/**
 * The site search over the real data and the sample content, through the same services the pages
 * use: every example the search is meant to handle, ranking and grouping, the bad inputs, and when
 * the index is built anew.
 */

let search: SiteSearch;

beforeAll(async () => {
  search = testServices().search;
  await search.warm();
});

async function titles(query: string, kind: SearchKind, language: Language = "de") {
  const answer = await search.search(language, query);
  return answer.groups.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? [];
}

/** The first hit of the answer, whatever its kind (groups come in the order of their best hit). */
async function best(query: string, language: Language = "de") {
  return (await search.search(language, query)).groups[0]?.hits[0];
}

describe("what the search finds", () => {
  it.each([
    ["Bayern", "de"],
    ["FCB", "de"],
    ["Bayern Munich", "en"],
    ["Bayern Munich", "de"],
    ["Monaco di Baviera", "it"],
    ["muenchen", "de"],
    ["munchen", "en"],
    ["München", "it"],
  ] as const)("%j (%s) finds FC Bayern München first", async (query, language) => {
    expect(await best(query, language)).toMatchObject({ kind: "team", title: "FC Bayern München", url: expect.stringContaining("fc-bayern-muenchen") });
  });

  it("finds national teams under their names in other languages", async () => {
    expect(await titles("Germany", "team", "de")).toContain("Deutschland");
    expect(await titles("Germania", "team", "en")).toContain("Germany");
  });

  it("forgives typos and missing accents in player names", async () => {
    expect(await best("mbape")).toMatchObject({ kind: "player", title: "Kylian Mbappé" });
    expect(await best("kylian mbappe", "en")).toMatchObject({ kind: "player", url: "/en/players/kylian-mbappe-fra" });
    expect(await titles("Harry Kane", "player", "it")).toEqual(["Harry Kane"]);
  });

  it("finds competitions by name, short name and in other languages", async () => {
    expect(await best("Champions League")).toMatchObject({ kind: "competition", title: "UEFA Champions League" });
    expect(await titles("World Cup 2022", "competition", "de")).toContain("Weltmeisterschaft 2022");
    expect(await titles("Europameisterschaft", "competition", "de")).toContain("Europameisterschaft 2024");
  });

  it("matches word forms: “dunkel” finds the question about the dunklen Modus", async () => {
    const faq = await titles("dunkel", "faq", "de");
    expect(faq.some((q) => /dunkl/i.test(q))).toBe(true);
  });

  it("finds news articles, FAQ entries and jobs", async () => {
    const answer = await search.search("de", "Premium");
    expect(answer.groups.map((g) => g.kind)).toContain("faq");
    const jobs = await search.search("de", "Developer");
    expect(jobs.groups.find((g) => g.kind === "job")?.hits.length).toBeGreaterThan(0);
    expect(await titles("Meister 82 Punkten", "news", "de")).toEqual([expect.stringMatching(/Meister/)]);
  });

  it("groups hits by kind, the best group first, at most eight a kind", async () => {
    const answer = await search.search("de", "FC");
    const kinds = answer.groups.map((g) => g.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const group of answer.groups) expect(group.hits.length).toBeLessThanOrEqual(8);
    expect(answer.total).toBe(answer.groups.reduce((sum, g) => sum + g.hits.length, 0));
  });

  it("links each hit to a page of the answer's language", async () => {
    for (const language of ["de", "en", "it"] as const) {
      const answer = await search.search(language, "Bayern");
      for (const hit of answer.groups.flatMap((g) => g.hits)) {
        if (language === "de") expect(hit.url).not.toMatch(/^\/(en|it)\//);
        else expect(hit.url.startsWith(`/${language}/`)).toBe(true);
      }
    }
  });
});

describe("bad input", () => {
  it.each([
    ["an empty query", ""],
    ["white space", "   \t\n "],
    ["control characters only", "\u0000\u0007\u001b\u200b"],
    ["regex syntax only", "(.*)+?[]{}\\^$|"],
  ])("%s gets an empty answer", async (_, query) => {
    const answer = await search.search("de", query);
    expect(answer).toMatchObject({ groups: [], total: 0 });
  });

  it("1,000 characters are cut to the first hundred, and still find", async () => {
    const answer = await search.search("de", `Bayern ${"x".repeat(993)}`);
    expect(answer.shortened).toBe(true);
    expect(answer.query.length).toBeLessThanOrEqual(100);
    expect(answer.groups[0]?.hits[0]?.title).toBe("FC Bayern München");
  });

  it("markup and regex syntax around words are only text", async () => {
    expect(await best("<script>alert(1)</script> Bayern")).toMatchObject({ title: "FC Bayern München" });
    expect(await best("Bayern.*(a+)+$")).toMatchObject({ title: "FC Bayern München" });
    expect(await best("Bay\u0000ern")).toBeDefined();
  });

  it("a query of a hundred words searches the first eight", async () => {
    const answer = await search.search("de", Array.from({ length: 100 }, () => "Bayern").join(" "));
    expect(answer.groups[0]?.hits[0]?.title).toBe("FC Bayern München");
  });
});

describe("when the index is built", () => {
  it("is built on the first query, and built anew when content changed, answering from the old one meanwhile", async () => {
    const services = testServices();
    let faqLoads = 0;
    const content = { ...services.content, getFaqs: (language: Language) => (faqLoads++, services.content.getFaqs(language)) };
    let clock = 0;
    const own = createSiteSearch({ content, results: (l) => services.results(l, new Headers()), now: () => clock });
    expect(faqLoads).toBe(0);
    await own.search("de", "Premium");
    expect(faqLoads).toBe(1);
    await own.search("de", "Premium");
    expect(faqLoads).toBe(1);
    clock = 1;
    own.invalidate();
    clock = 2;
    const meanwhile = await own.search("de", "Bayern");
    expect(meanwhile.total).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await own.search("de", "Bayern");
    expect(faqLoads).toBe(2);
    expect(own.stats().de).toBeGreaterThan(500);
  });
});
