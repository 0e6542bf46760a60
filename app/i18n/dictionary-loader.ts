import type { Language } from "#lib/languages.ts";
import type { DictionaryLookup, DictionaryRef } from "./dictionary.ts";
import type { Messages } from "./messages/de.ts";

// The browser's dictionaries. The URL is versioned by content and cached for a year, so each
// language is fetched once per deployment; concurrent requests for one share the fetch.
const loaded = new Map<Language, Messages>();
const pending = new Map<string, Promise<Messages>>();

export const loadedDictionary: DictionaryLookup = (language) => loaded.get(language);

export function loadDictionary({ language, href }: DictionaryRef): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return Promise.resolve(known);
  let fetching = pending.get(href);
  if (!fetching) {
    fetching = fetch(href)
      .then((response) => {
        if (!response.ok) throw new Error(`dictionary ${href}: HTTP ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => {
        loaded.set(language, messages);
        return messages;
      })
      .finally(() => pending.delete(href));
    pending.set(href, fetching);
  }
  return fetching;
}
