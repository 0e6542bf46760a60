/** The site's languages (docs/decisions/0001-route-table-and-language-rules.md). German is the default and the fallback. */
export const LANGUAGES = [
  { code: "de", iso: "de-DE", name: "Deutsch" },
  { code: "en", iso: "en-GB", name: "English" },
  { code: "it", iso: "it-IT", name: "Italiano" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];
export type Locale = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "de";
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The spec: "the language switches only if the requested locale is supported; otherwise German". */
export function resolveLanguage(requested: unknown): Language {
  if (typeof requested !== "string") return DEFAULT_LANGUAGE;
  const primary = requested.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** A language's name as written in another, by the platform's own data: "German" in English, "tedesco" in Italian. */
export function languageName(language: Language, writtenIn: Language): string {
  return new Intl.DisplayNames([localeOf(writtenIn).iso], { type: "language" }).of(language) ?? language;
}

export function localeOf(language: Language): Locale {
  return LANGUAGES.find((l) => l.code === language)!;
}

/**
 * A language's first path segment: none for the default language, `/<code>` for the others. Every page's
 * path in a language starts with it (app/i18n/route-table.ts); `languageOfPath` reads it back. A string,
 * not a `Language`, so a test can derive the paths of a language the site does not have yet.
 */
export function languagePrefix(language: string): string {
  return language === DEFAULT_LANGUAGE ? "" : `/${language}`;
}

/**
 * The language of a URL path: decided by its first segment, German (no prefix) otherwise.
 * Client-side navigations fetch `<path>.data` (`/en.data` for `/en`): the suffix is not part of it.
 */
export function languageOfPath(pathname: string): Language {
  const first = pathname.replace(/\.data$/, "").split("/")[1] ?? "";
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
