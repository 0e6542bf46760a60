import type { FaqCollection, FaqEntry } from "./schemas.ts";

/** The FAQ's texts that a language may lack, shown in German in its place. */
const TRANSLATED = ["question", "answer"] as const;

/**
 * The FAQ in a language other than German, each entry marked with the texts it shows in German
 * (`inGerman`), so the page sets `lang="de"` on them and says so. The content service reads the spec's
 * `?lang=` call, whose answer puts the German text where a translation is empty; a text equal to the
 * same entry's German one is that fallback. (A translation typed identical to the German text is
 * marked too: words the same in both languages read the same either way.)
 */
export function markGermanFallbacks(faqs: FaqCollection, german: FaqCollection): FaqCollection {
  const germanById = new Map(german.entries.map((entry) => [entry._id, entry]));
  const entries = faqs.entries.map((entry): FaqEntry => {
    const original = germanById.get(entry._id);
    const inGerman = original ? TRANSLATED.filter((name) => entry[name] === original[name]) : [];
    return inGerman.length > 0 ? { ...entry, inGerman } : entry;
  });
  return { ...faqs, entries };
}
