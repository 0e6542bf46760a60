import { createHash } from "node:crypto";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import type { DictionaryRef } from "./dictionary.ts";
import { getMessages } from "./messages/index.server.ts";

/**
 * Each language's dictionary as a JSON file whose name carries a hash of its content
 * (`/i18n/de-<hash>.json`): browsers and CDNs keep it for a year and a deployment that changes a
 * text changes the name. Pages then carry only the file's name, not 20 KB of texts each.
 */
interface DictionaryAsset extends DictionaryRef {
  file: string;
  body: string;
}

const ASSETS = new Map<Language, DictionaryAsset>(
  LANGUAGE_CODES.map((language) => {
    const body = JSON.stringify(getMessages(language));
    const version = createHash("sha256").update(body).digest("base64url").slice(0, 12).toLowerCase();
    const file = `${language}-${version}.json`;
    return [language, { language, file, href: `/i18n/${file}`, body }];
  }),
);

export function dictionaryRef(language: Language): DictionaryRef {
  const { href } = ASSETS.get(language)!;
  return { language, href };
}

/** The asset a file name of `/i18n/…` names, if it is the current version of a language. */
export function dictionaryAsset(file: string): DictionaryAsset | undefined {
  return [...ASSETS.values()].find((asset) => asset.file === file);
}
