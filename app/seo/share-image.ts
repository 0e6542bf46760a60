import type { Language } from "#lib/languages.ts";

/** The share image of each language (1200×630), under public/images: a page's og:image when it has no card of its own. */
export const SHARE_IMAGE = { path: (language: Language) => `/images/share-${language}.jpg`, width: 1200, height: 630 };
