import type { Language } from "#lib/languages.ts";

/** The English error page's title, also the message of a 404 for an unsupported language prefix (below). */
const ENGLISH_NOT_FOUND_TITLE = "Page not found.";

/**
 * The error page's texts (docs/decisions/0001-route-table-and-language-rules.md). Kept apart from the dictionaries, which arrive as loader data,
 * because the error boundary must render even when no loader data could be loaded.
 */
export const ERROR_TEXTS = {
  de: {
    notFoundTitle: "Es tut uns leid.",
    notFoundDescription: "Diese Seite ist leider nicht zu finden.",
    serverErrorTitle: "Es tut uns leid.",
    serverErrorDescription: "Beim Laden dieser Seite ist ein Fehler aufgetreten. Bitte versuche es später noch einmal.",
    home: "Startseite",
    contact: "Kontakt",
    status: "Fehlercode",
  },
  en: {
    notFoundTitle: ENGLISH_NOT_FOUND_TITLE,
    notFoundDescription: "We can't seem to find the page you're looking for.",
    serverErrorTitle: "Something went wrong.",
    serverErrorDescription: "An error occurred while loading this page. Please try again later.",
    home: "Home",
    contact: "Contact",
    status: "Error code",
  },
  it: {
    notFoundTitle: "Ci dispiace.",
    notFoundDescription: "Purtroppo non riusciamo a trovare la pagina che stai cercando.",
    serverErrorTitle: "Ci dispiace.",
    serverErrorDescription: "Si è verificato un errore durante il caricamento della pagina. Riprova più tardi.",
    home: "Home",
    contact: "Contatti",
    status: "Codice di errore",
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The messages a 404 carries (docs/decisions/0001-route-table-and-language-rules.md): an unsupported language prefix, or any other missing page. */
// A constant, not a read of ERROR_TEXTS: the bundler keeps a property read in every page's JavaScript.
export const UNSUPPORTED_LANGUAGE_MESSAGE = ENGLISH_NOT_FOUND_TITLE;
export const MISSING_PAGE_MESSAGE = "This page could not be found";

/**
 * The message of an error the error page may show: one of the site's own above, else none. An
 * error's data may be anything an answer carried, such as a proxy's HTML error page.
 */
export function siteErrorMessage(data: unknown): string | undefined {
  return data === MISSING_PAGE_MESSAGE || data === UNSUPPORTED_LANGUAGE_MESSAGE ? data : undefined;
}
