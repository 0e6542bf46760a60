import { LANGUAGE_CODES, type Language } from "../../../lib/languages.ts";
import { href } from "../../i18n/href.ts";
import { appPromoDe } from "../app/messages/app-promo.de.ts";
import { appPromoEn } from "../app/messages/app-promo.en.ts";
import { appPromoIt } from "../app/messages/app-promo.it.ts";
import { resultsDe } from "../results/messages/results.de.ts";
import { resultsEn } from "../results/messages/results.en.ts";
import { resultsIt } from "../results/messages/results.it.ts";
import { appAlertNoteScript, type AppAlertTexts } from "./app-alert-note-script.ts";

/** Local storage: "shown" once the goal-alert note was offered, "dismissed" once closed; never offered again either way. */
export const APP_ALERT_NOTE_STORAGE_KEY = "app-alert-note";

const PARTS: Record<Language, { promo: { alertNote: Omit<AppAlertTexts, "star" | "href"> }; results: { follow: { star: string } } }> = {
  de: { promo: appPromoDe, results: resultsDe },
  en: { promo: appPromoEn, results: resultsEn },
  it: { promo: appPromoIt, results: resultsIt },
};

/** The note's texts in every language (the file is one for all; the script picks the page's). */
export function appAlertTexts(): Record<Language, AppAlertTexts> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const { promo, results } = PARTS[language];
      return [language, { star: results.follow.star, ...promo.alertNote, href: href("download", language) }];
    }),
  ) as Record<Language, AppAlertTexts>;
}

/**
 * The note's part of the followed teams' file (app/head-script.ts): its function's text called with the
 * storage key and the texts, in a `try` of its own: the followed teams' script follows it in the same
 * file, and nothing the note meets (a browser without something it uses) may keep the stars from working.
 * Made on the server only; root.tsx's bundle imports the module, where nothing calls it.
 */
export function appAlertNoteCall(): string {
  return `try{(${appAlertNoteScript.toString()})(${JSON.stringify(APP_ALERT_NOTE_STORAGE_KEY)}, ${JSON.stringify(appAlertTexts())})}catch(e){}`;
}
