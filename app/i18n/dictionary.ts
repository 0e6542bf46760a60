import { createContext } from "react";
import type { Language } from "#lib/languages.ts";
import type { Messages } from "./messages/de.ts";

/**
 * Where components find the texts of a language. The dictionary is not part of any page's data:
 * on the server every language is at hand (entry.server.tsx); the browser fetches the page
 * language's dictionary as a cached JSON file before it hydrates (entry.client.tsx) and another
 * language's before a client-side navigation into it (the root's clientLoader).
 */
export type DictionaryLookup = (language: Language) => Messages | undefined;

export const DictionaryContext = createContext<DictionaryLookup>(() => undefined);

/** How the browser finds a language's dictionary: its versioned URL (the root loader gives it). */
export interface DictionaryRef {
  language: Language;
  href: string;
}
