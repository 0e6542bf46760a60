import { describe, expect, it } from "vitest";
import { createEmbeddedSource } from "./adapters/embedded.server.ts";
import { filterFaqEntries, normalizeForSearch, searchTerms } from "./faq-search.ts";

describe("normalizeForSearch", () => {
  it.each([
    ["Größe", "grosse"],
    ["GRÖSSE", "grosse"],
    ["Perché È così?", "perche e cosi?"],
    ["Müller Ærø", "muller ærø"], // NFKD leaves letters that are not letter + mark alone
    ["ﬁnale ½", "finale 1⁄2"], // compatibility forms decompose
    ["  Push \t Nachricht\n", "push nachricht"],
    ["Straße", "strasse"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it("splits a query into words and has none for a blank query", () => {
    expect(searchTerms("  Tor  ROTE karte ")).toEqual(["tor", "rote", "karte"]);
    expect(searchTerms(" \t ")).toEqual([]);
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
    expect(filterFaqEntries(entries, "einstellungen")).toEqual([entries[0], entries[2]]);
  });

  it("needs every word of the query, in any order and either field", () => {
    expect(filterFaqEntries(entries, "schrift einstellungen")).toEqual([entries[2]]);
    expect(filterFaqEntries(entries, "schrift werbung")).toEqual([]);
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
