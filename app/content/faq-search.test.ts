import { describe, expect, it } from "vitest";
import { createEmbeddedSource } from "./adapters/embedded.server.ts";
import { faqMatches } from "./faq-matcher.ts";
import { filterFaqEntries as filterWith, searchTerms } from "./faq-search.ts";

/** The entries the matcher finds for the query, as the FAQ page shows them. */
const filterFaqEntries = <T extends { question: string; answer: string }>(entries: readonly T[], query: string) =>
  filterWith(entries, query, faqMatches(entries, query));

describe("searchTerms", () => {
  it("splits a query into words and has none for a blank or punctuation-only query", () => {
    expect(searchTerms("  Tor  ROTE karte ")).toEqual(["Tor", "ROTE", "karte"]);
    expect(searchTerms(" \t ")).toEqual([]);
    expect(searchTerms("(.*)+?")).toEqual([]);
  });
});

describe("filterFaqEntries", () => {
  const entries = [
    { question: "Warum erhalte ich keine Push-Benachrichtigungen?", answer: "Prüfe die Systemeinstellungen." },
    { question: "Perché non ricevo le notifiche?", answer: "Controlla le impostazioni." },
    { question: "Gibt es eine größere Schrift?", answer: "Ja, in den Einstellungen." },
    { question: "Was kostet Premium?", answer: "Premium entfernt die Werbung." },
  ];

  it("ignores case and accents, in the query and in the text", () => {
    expect(filterFaqEntries(entries, "PERCHE")).toEqual([entries[1]]);
    expect(filterFaqEntries(entries, "perché")).toEqual([entries[1]]);
    expect(filterFaqEntries(entries, "GROSSERE")).toEqual([entries[2]]);
    expect(filterFaqEntries(entries, "größere")).toEqual([entries[2]]);
    expect(filterFaqEntries(entries, "prufe")).toEqual([entries[0]]);
  });

  it("matches the answer as well as the question", () => {
    expect(filterFaqEntries(entries, "werbung")).toEqual([entries[3]]);
    // Whole words and their beginnings: "einstellungen" is not found inside "Systemeinstellungen", "system" is.
    expect(filterFaqEntries(entries, "einstellungen")).toEqual([entries[2]]);
    expect(filterFaqEntries(entries, "system")).toEqual([entries[0]]);
  });

  it("needs every word of the query, in any order and either field", () => {
    expect(filterFaqEntries(entries, "schrift einstellungen")).toEqual([entries[2]]);
    expect(filterFaqEntries(entries, "schrift werbung")).toEqual([]);
  });

  it("matches word forms, umlaut spellings and typos", () => {
    const more = [...entries, { question: "Gibt es einen dunklen Modus?", answer: "Ja, unter Darstellung." }];
    expect(filterFaqEntries(more, "dunkel")).toEqual([more[4]]);
    expect(filterFaqEntries(more, "Dunkel Modus")).toEqual([more[4]]);
    expect(filterFaqEntries(more, "pruefe")).toEqual([more[0]]);
    expect(filterFaqEntries(more, "benachrichtigngen")).toEqual([more[0]]);
  });

  it("shows everything while the matches are not known yet", () => {
    expect(filterWith(entries, "werbung", undefined)).toEqual(entries);
  });

  it("returns everything for an empty query and nothing when nothing matches", () => {
    expect(filterFaqEntries(entries, "")).toEqual(entries);
    expect(filterFaqEntries(entries, "   ")).toEqual(entries);
    expect(filterFaqEntries(entries, "abseitsfalle")).toEqual([]);
  });

  it("finds the sample FAQ in each language without accents typed", async () => {
    const source = createEmbeddedSource();
    const [de, it_] = await Promise.all([source.faqs("de"), source.faqs("it")]);
    expect(filterFaqEntries(de.entries, "GROSSERE schrift").map((entry) => entry._id)).toHaveLength(1);
    expect(filterFaqEntries(it_.entries, "perche notifiche").length).toBeGreaterThanOrEqual(1);
  });
});
