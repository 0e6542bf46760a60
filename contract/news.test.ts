import { describe, expect, it } from "vitest";
import { MAX_API_PAGE, NEWS_FILTERS, isShownNewsItem, newsFilterById, newsFilterBySlug, newsIdFromSlug, newsSlug, shownNewsItems, toApiPage } from "./news.ts";
import type { NewsListItem } from "./schemas.ts";

const item = (news_id: number, type: string, provider: string, title = `Item ${news_id}`): NewsListItem => ({
  type,
  news: {
    news_id,
    title,
    teaser: "Teaser",
    provider,
    category: { id: 5, slug: "kolumne", name: "Kolumne" },
    published_at: "2025-05-17T18:45:00.000Z",
    author: null,
    language: "de",
  },
});

describe("news filters (spec §3: fixed list of 7)", () => {
  it("has the spec's ids, names and slugs", () => {
    expect(NEWS_FILTERS.map((f) => [f.id, f.name, f.slug])).toEqual([
      [0, "Alle News", "global"],
      [1, "Bundesliga", "bundesliga"],
      [2, "2. Bundesliga", "2-bundesliga"],
      [3, "CL / EL", "cl-el"],
      [4, "Nationalteams", "nationalteams"],
      [5, "Kolumne", "kolumne"],
      [6, "Sonstiges", "sonstiges"],
    ]);
  });

  it("finds filters by id and slug", () => {
    expect(newsFilterBySlug("kolumne")?.id).toBe(5);
    expect(newsFilterById(3)?.slug).toBe("cl-el");
    expect(newsFilterBySlug("Kolumne")).toBeUndefined();
    expect(newsFilterById(7)).toBeUndefined();
  });
});

describe("which items the site shows", () => {
  it("keeps only type news and drops provider Sportbuzzer in any case", () => {
    expect(isShownNewsItem(item(1, "news", "Matchpuls Redaktion"))).toBe(true);
    expect(isShownNewsItem(item(2, "video", "Matchpuls"))).toBe(false);
    expect(isShownNewsItem(item(3, "News", "Matchpuls"))).toBe(false);
    expect(isShownNewsItem(item(4, "news", "Sportbuzzer"))).toBe(false);
    expect(isShownNewsItem(item(5, "news", "sportbuzzer"))).toBe(false);
    expect(isShownNewsItem(item(6, "news", " SPORTBUZZER "))).toBe(false);
    expect(isShownNewsItem(item(7, "news", "Sportbuzzer Magazin"))).toBe(true);
  });

  it("filters a page and gives each kept item its slug, in order", () => {
    const shown = shownNewsItems(
      [
        item(11, "news", "Matchpuls", "Erster Artikel"),
        item(12, "gallery", "Matchpuls"),
        item(13, "news", "Sportbuzzer"),
        item(14, "news", "Matchpuls", "Zweiter Artikel"),
      ],
      "de",
    );
    expect(shown.map((s) => s.slug)).toEqual(["erster-artikel-11", "zweiter-artikel-14"]);
  });

  it("gives an item the backend sent without category and language the category Sonstiges and the requested language", () => {
    const bare = { type: "news", news: { news_id: 21, title: "Bare", provider: "Matchpuls", teaser: null, published_at: null, author: null } };
    expect(shownNewsItems([bare], "it")[0]!.news).toMatchObject({ category: { id: 6, slug: "sonstiges", name: "Altro" }, language: "it" });
    expect(shownNewsItems([bare], "en")[0]!.news).toMatchObject({ category: { id: 6, slug: "sonstiges", name: "Other" }, language: "en" });
    // A category and language the backend sent are kept.
    expect(shownNewsItems([item(23, "news", "Matchpuls")], "en")[0]!.news).toMatchObject({ category: { id: 5, slug: "kolumne" }, language: "de" });
  });
});

describe("article slug: title + news_id by the spec's slug rule", () => {
  it.each([
    ["Bayern München ist Meister", 1001, "bayern-muenchen-ist-meister-1001"],
    ["Größte Überraschung: Bielefeld im Finale", 5005, "groesste-ueberraschung-bielefeld-im-finale-5005"],
    ["Äußerst spät – Öl ins Feuer", 7, "aeusserst-spaet-oel-ins-feuer-7"],
    ["Mbappé, Şahin & Dembélé: ¿qué pasó?", 42, "mbappe-sahin-dembele-que-paso-42"],
    ["Fiorentina è già in Europa!", 3, "fiorentina-e-gia-in-europa-3"],
    ["  Spaces   everywhere  ", 9, "spaces-everywhere-9"],
    ["!!!", 10, "10"],
  ])("%s", (title, news_id, expected) => {
    expect(newsSlug({ title, news_id })).toBe(expected);
    expect(expected).toMatch(/^[a-z0-9-]+$/);
    expect(newsIdFromSlug(expected)).toBe(news_id);
  });

  it("finds no id in a slug without one", () => {
    expect(newsIdFromSlug("bayern-ist-meister")).toBeUndefined();
    expect(newsIdFromSlug("")).toBeUndefined();
  });
});

describe("page conversion: UI 1-based → API 0-based", () => {
  it.each([
    [1, 0],
    [2, 1],
    [10, 9],
    ["3", 2],
    [0, 0],
    [-5, 0],
    ["0", 0],
    ["-1", 0],
    [0.5, 0],
    ["2.7", 1],
    ["abc", 0],
    ["", 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [1e12, MAX_API_PAGE],
  ])("%s → %s", (ui, api) => {
    expect(toApiPage(ui)).toBe(api);
  });
});
