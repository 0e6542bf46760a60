import { describe, expect, it } from "vitest";
import type { Language } from "#lib/languages.ts";
import { getMessages } from "./index.server.ts";

/**
 * Names come from the results backend in the nominative, with no grammatical gender attached:
 * "DFB-Pokal" (masculine), "Bundesliga" (feminine), "Campionato mondiale 2022" (masculine),
 * "33. Spieltag", "Finale". A text that puts an article or an inflecting preposition before such a
 * name ("der {competition}", "des {round}", "di {competition}") is wrong for some of them, so the
 * catalogues place names where they need none: after a colon or a dash, in parentheses, as a label.
 */

const NAME_PLACEHOLDERS = ["competition", "round", "team", "home", "away", "player"];

/** Words that, right before a name, decline it or ask for its gender. */
const INFLECTING_WORDS: Record<Language, readonly string[]> = {
  de: ["der", "des", "dem", "den", "die", "das", "im", "am", "vom", "zum", "zur", "beim", "ins", "ein", "eines", "einer"],
  en: ["the", "of", "a", "an", "in"],
  it: ["di", "del", "della", "dello", "dei", "degli", "delle", "il", "la", "lo", "le", "i", "gli", "nel", "nella", "al", "alla", "dal", "dalla", "a", "in"],
};

function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) yield* texts(child, path ? `${path}.${key}` : key);
}

describe("names in the message catalogues", () => {
  for (const language of ["de", "en", "it"] as const) {
    it(`${language}: no article or inflecting preposition before a name from the backend`, () => {
      const offending: string[] = [];
      for (const [path, text] of texts(getMessages(language), "")) {
        for (const name of NAME_PLACEHOLDERS) {
          const before = new RegExp(`(?:^|[\\s(])(\\p{L}+)'?\\s*\\{${name}\\}`, "gu");
          for (const match of text.matchAll(before)) {
            if (INFLECTING_WORDS[language].includes(match[1]!.toLowerCase())) offending.push(`${path}: "${text}"`);
          }
        }
      }
      expect(offending).toEqual([]);
    });
  }
});
