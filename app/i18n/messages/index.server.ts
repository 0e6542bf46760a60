import type { Language } from "../languages";
import { de, type Messages } from "./de";
import { en } from "./en";
import { it } from "./it";

const DICTIONARIES: Record<Language, Messages> = { de, en, it };

export function getMessages(language: Language): Messages {
  return DICTIONARIES[language];
}

export type { Messages };
