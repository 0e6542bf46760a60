import type { Language } from "../../../lib/languages.ts";
import { de, type Messages } from "./de.ts";
import { en } from "./en.ts";
import { it } from "./it.ts";

const DICTIONARIES: Record<Language, Messages> = { de, en, it };

export function getMessages(language: Language): Messages {
  return DICTIONARIES[language];
}

export type { Messages };
