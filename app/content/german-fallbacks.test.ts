import { describe, expect, it } from "vitest";
import { markGermanFallbacks } from "./german-fallbacks.ts";
import type { FaqEntry } from "./schemas.ts";

const entry = (id: string, question: string, answer: string): FaqEntry => ({ _id: id, question, answer, group: "app" });
const german = { entries: [entry("a", "Was kostet Premium?", "2,99 € im Monat."), entry("b", "Wie kündige ich?", "Im Store.")], fields: {} };

describe("German fallbacks in the FAQ", () => {
  it("marks the texts a language shows in German, by entry, and leaves translated ones alone", () => {
    const english = { entries: [entry("a", "What does Premium cost?", "2,99 € im Monat."), entry("b", "How do I cancel?", "In the store.")], fields: {} };
    expect(markGermanFallbacks(english, german).entries).toEqual([
      { ...english.entries[0], inGerman: ["answer"] },
      english.entries[1],
    ]);
  });

  it("marks an entry wholly in German, and none that German does not have", () => {
    const italian = { entries: [entry("a", "Was kostet Premium?", "2,99 € im Monat."), entry("c", "Nuova?", "Sì.")], fields: {} };
    expect(markGermanFallbacks(italian, german).entries.map((faq) => faq.inGerman)).toEqual([["question", "answer"], undefined]);
  });
});
