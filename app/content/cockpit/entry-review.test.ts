import { afterEach, describe, expect, it, vi } from "vitest";
import { mapCollection } from "../adapters/cockpit.server.ts";
import { reviewEntry } from "./entry-review.ts";
import { COCKPIT_COLLECTIONS } from "./model.ts";

/**
 * What the site does with an entry as Cockpit stores it (docs/decisions/0206-entries-kept-and-editors-told.md):
 * kept, kept without a bad optional field, kept with its http: link read as https:, or left out for a
 * missing or blank required field; and a FAQ text without its translation marked as German.
 */
const article = { _id: "p1", _created: 1_750_000_000, title: "Matchpuls im Test", outlet: "Kicker", url: "https://kicker.example/a", language: "de" };
const faq = { _id: "f1", question: "Was kostet Premium?", question_en: "", question_it: "Quanto costa?", answer: "2,99 € im Monat.", answer_en: "", answer_it: "", group: "premium" };

afterEach(() => vi.restoreAllMocks());

describe("an entry's review", () => {
  it("a press article saved with an http: link stays, its link read as https:", () => {
    const review = reviewEntry("pressArticles", { ...article, url: "http://kicker.example/a" }, 0);
    expect(review.entry?.url).toBe("https://kicker.example/a");
    expect(review).toMatchObject({ missing: [], dropped: [] });
  });

  it("the logo wall's and the social links' http: links are read as https: too", () => {
    const social = reviewEntry("SocialMedia", { _id: "s1", network: "x", url: "HTTP://x.example/matchpuls", label: "X" }, 0);
    expect(social.entry?.url).toBe("https://x.example/matchpuls");
    expect(COCKPIT_COLLECTIONS.LogoWall.fromCockpit({ url: "http://kicker.example" }, { image: () => undefined })).toMatchObject({ url: "https://kicker.example" });
  });

  it("a malformed optional field is dropped and named; the entry stays", () => {
    // No Cockpit text input gives a teaser that is not text today; the rule holds for any optional field.
    vi.spyOn(COCKPIT_COLLECTIONS.pressArticles, "fromCockpit").mockReturnValue({ ...article, teaser: 42 });
    const review = reviewEntry("pressArticles", article, 0);
    expect(review.entry).toEqual(article);
    expect(review.dropped).toEqual(["teaser"]);
  });

  it("a FAQ answer of only spaces leaves the entry out, naming the field and not its value", () => {
    const review = reviewEntry("FAQs", { ...faq, answer: "   \n " }, 3, "de");
    expect(review).toEqual({ collection: "FAQs", id: "f1", missing: ["answer"], dropped: [] });
  });

  it("a missing required field leaves the entry out even when an optional one is bad too", () => {
    vi.spyOn(COCKPIT_COLLECTIONS.pressArticles, "fromCockpit").mockReturnValue({ ...article, title: undefined, teaser: 42 });
    const review = reviewEntry("pressArticles", article, 0);
    expect(review.entry).toBeUndefined();
    expect(review.missing).toEqual(["title"]);
  });

  it("a collection's load counts the entries left out (for the metrics)", () => {
    const payload = mapCollection("FAQs", "de", { entries: [faq, { ...faq, _id: "f2", answer: " " }, { ...faq, _id: "f3", question: "" }], fields: {} });
    expect(payload.entries.map((entry) => entry._id)).toEqual(["f1"]);
    expect(payload.leftOut).toBe(2);
  });
});
