import { href } from "#app/i18n/href.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { appPromoDe } from "../app/messages/app-promo.de.ts";
import { appPromoEn } from "../app/messages/app-promo.en.ts";
import { appPromoIt } from "../app/messages/app-promo.it.ts";
import { resultsDe } from "../results/messages/results.de.ts";
import { resultsEn } from "../results/messages/results.en.ts";
import { resultsIt } from "../results/messages/results.it.ts";
import type { AppAlertTexts } from "./app-alert-note-script.ts";

const PARTS: Record<Language, { promo: { alertNote: Omit<AppAlertTexts, "star" | "href"> }; results: { follow: { star: string } } }> = {
  de: { promo: appPromoDe, results: resultsDe },
  en: { promo: appPromoEn, results: resultsEn },
  it: { promo: appPromoIt, results: resultsIt },
};

/** The note's texts in every language, for the followed teams' file (followed-teams-file.ts): the file is one for all, the script picks the page's. */
export function appAlertTexts(): Record<Language, AppAlertTexts> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const { promo, results } = PARTS[language];
      return [language, { star: results.follow.star, ...promo.alertNote, href: href("download", language) }];
    }),
  ) as Record<Language, AppAlertTexts>;
}
