import type { Language } from "#lib/languages.ts";
import { appPromoDe } from "./features/app/messages/app-promo.de.ts";
import { appPromoEn } from "./features/app/messages/app-promo.en.ts";
import { appPromoIt } from "./features/app/messages/app-promo.it.ts";
import { contentDe } from "./features/company/messages/content.de.ts";
import { contentEn } from "./features/company/messages/content.en.ts";
import { contentIt } from "./features/company/messages/content.it.ts";
import { contactDe } from "./features/contact/messages/contact.de.ts";
import { contactEn } from "./features/contact/messages/contact.en.ts";
import { contactIt } from "./features/contact/messages/contact.it.ts";
import { homeDe } from "./features/home/messages/home.de.ts";
import { homeEn } from "./features/home/messages/home.en.ts";
import { homeIt } from "./features/home/messages/home.it.ts";
import { liveDe } from "./features/live/messages/live.de.ts";
import { liveEn } from "./features/live/messages/live.en.ts";
import { liveIt } from "./features/live/messages/live.it.ts";
import { newsDe } from "./features/news/messages/news.de.ts";
import { newsEn } from "./features/news/messages/news.en.ts";
import { newsIt } from "./features/news/messages/news.it.ts";
import { readingDe } from "./features/reading/messages/reading.de.ts";
import { readingEn } from "./features/reading/messages/reading.en.ts";
import { readingIt } from "./features/reading/messages/reading.it.ts";
import { resultsDe } from "./features/results/messages/results.de.ts";
import { resultsEn } from "./features/results/messages/results.en.ts";
import { resultsIt } from "./features/results/messages/results.it.ts";
import { searchDe } from "./features/search/messages/search.de.ts";
import { searchEn } from "./features/search/messages/search.en.ts";
import { searchIt } from "./features/search/messages/search.it.ts";
import { de, type Messages } from "./i18n/messages/de.ts";
import { en } from "./i18n/messages/en.ts";
import { it } from "./i18n/messages/it.ts";

/**
 * Every language's dictionary: the shared layers' texts and each feature's part under its key. The one
 * file of the composition root that a shared layer imports (`getMessages`, app/i18n/messages/index.server.ts):
 * it imports nothing but the features' `messages/` parts, which import nothing but shared types, so the
 * shared layers reach no feature's code through it (the linter holds both; docs/architecture.md, "Layers").
 * A feature's part is typed by its `FeatureMessages` declaration: a part left out here is a compile error.
 */
export const DICTIONARIES: Record<Language, Messages> = {
  de: {
    ...de,
    content: contentDe,
    results: resultsDe,
    news: newsDe,
    contact: contactDe,
    home: homeDe,
    appPromo: appPromoDe,
    reading: readingDe,
    search: searchDe,
    live: liveDe,
  },
  en: {
    ...en,
    content: contentEn,
    results: resultsEn,
    news: newsEn,
    contact: contactEn,
    home: homeEn,
    appPromo: appPromoEn,
    reading: readingEn,
    search: searchEn,
    live: liveEn,
  },
  it: {
    ...it,
    content: contentIt,
    results: resultsIt,
    news: newsIt,
    contact: contactIt,
    home: homeIt,
    appPromo: appPromoIt,
    reading: readingIt,
    search: searchIt,
    live: liveIt,
  },
};
