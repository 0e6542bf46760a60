import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { newsFilterById, ALL_NEWS_FILTER_ID } from "#contract/news.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { getMessages } from "./messages/index.server.ts";

/**
 * One word for one thing in each language, across the dictionaries and the static pages' texts:
 * what a visitor reads in the menu, a heading and a sentence names the same thing the same way.
 */

const PAGES_DIR = new URL("../../content/pages/", import.meta.url);

function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(textsOf);
}

/** Every text a visitor of `language` reads: the dictionary and the static pages, without links, addresses and placeholders. */
function visibleTexts(language: Language): string[] {
  const pages = readdirSync(PAGES_DIR)
    .filter((name) => name.endsWith(`.${language}.md`))
    .map((name) => readFileSync(new URL(name, PAGES_DIR), "utf8"));
  return [...textsOf(getMessages(language)), ...pages].map((text) =>
    text
      .replace(/\{[^}]*\}/g, "")
      .replace(/\]\([^)]*\)/g, "]")
      .replace(/\S+@\S+/g, ""),
  );
}

/** Words retired for the one each language uses instead. */
const RETIRED: Record<Language, { word: RegExp; use: string }[]> = {
  de: [
    { word: /Ansprechpartner/, use: "Ansprechperson(en)" },
    { word: /Als Nächstes gespielt/, use: "Nächste Spiele" },
    { word: /\b(Email|e-mail|eMail)\b/, use: "E-Mail" },
  ],
  en: [
    { word: /\be-mail/i, use: "email" },
    { word: /Next played/, use: "Next matches" },
  ],
  it: [
    { word: /Condizioni d'uso/, use: "Termini di utilizzo (the page's title)" },
    // The contract names the news filter "Tutte le news": the section is "News" everywhere.
    { word: /\bNotizie\b/, use: "News" },
    { word: /\bemail\b/i, use: "e-mail" },
  ],
};

describe("one word for one thing", () => {
  for (const language of LANGUAGE_CODES) {
    it(`${language}: no retired word is left`, () => {
      const texts = visibleTexts(language);
      for (const { word, use } of RETIRED[language]) {
        expect
          .soft(
            texts.filter((text) => word.test(text)).map((text) => text.slice(0, 80)),
            `${word} (use ${use})`,
          )
          .toEqual([]);
      }
    });

    it(`${language}: the footer names the terms page as the page's own title does`, () => {
      const page = readFileSync(new URL(`terms.${language}.md`, PAGES_DIR), "utf8");
      expect(page).toMatch(new RegExp(`^heading: ${getMessages(language).nav.terms}$`, "m"));
    });
  }

  it("it: the news section's menu entry, heading and title say what the news filter says", () => {
    const it = getMessages("it");
    const word = newsFilterById(ALL_NEWS_FILTER_ID)!.names.it.split(" ").at(-1)!.toLowerCase();
    expect(it.nav.news.toLowerCase()).toBe(word);
    expect(it.pages.news.heading.toLowerCase()).toBe(word);
    expect(it.pages.news.title.toLowerCase()).toMatch(new RegExp(`^${word}:`));
    expect(it.home.news.toLowerCase()).toContain(word);
  });
});
