import type { Messages } from "#app/i18n/messages/de.ts";

export const readingEn: Messages["reading"] = {
  contents: "Contents",
  faqCta: {
    heading: "Still got a question?",
    text: "Can't find your question here? Drop us a line and we'll be happy to help.",
    action: "Contact us",
  },
  adsCta: {
    heading: "Planning a campaign?",
    text: "Tell us about it: our advertising team will be glad to help.",
    action: "Our contacts",
  },
  appCta: {
    heading: "Matchpuls as an app",
    text: "Goals, tables and news live on your phone.",
  },
  pressKit: {
    heading: "Press kit",
    logos: "Logo",
    logoLight: "For light backgrounds",
    logoDark: "For dark backgrounds",
    screenshots: "Screenshots",
    screenshotsNote: "Our mobile website on a phone (390 × 844 points at double resolution).",
    screens: { matchday: "Matchday", table: "Table", match: "Match" },
    factSheet: "Fact sheet",
    factSheetText: "Matchpuls on one page: founding year, platforms, competitions, languages and press contacts.",
  },
};
