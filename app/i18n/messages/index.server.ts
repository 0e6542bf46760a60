import { DICTIONARIES } from "#app/dictionaries.server.ts";
import type { Language } from "#lib/languages.ts";
import type { Messages } from "./de.ts";

export function getMessages(language: Language): Messages {
  return DICTIONARIES[language];
}

export type { Messages };
