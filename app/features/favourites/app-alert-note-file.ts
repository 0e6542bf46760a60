import { href } from "#app/i18n/href.ts";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import type { AppAlertTexts } from "./app-alert-note-script.ts";

/** The note's texts in every language, for the followed teams' file (followed-teams-file.ts): the file is one for all, the script picks the page's. */
export function appAlertTexts(): Record<Language, AppAlertTexts> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      // The dictionary as every page has it: the star's name is the results', the note's words the app pages'.
      const { appPromo, results } = getMessages(language);
      return [language, { star: results.follow.star, ...appPromo.alertNote, href: href("download", language) }];
    }),
  ) as Record<Language, AppAlertTexts>;
}
