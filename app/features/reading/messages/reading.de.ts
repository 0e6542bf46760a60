import type { Widen } from "#app/i18n/messages/de.ts";
/** German texts: Reading pages (table of contents, side call to action) and the press kit. The reference shape for the other languages. */
export const readingDe = {
  contents: "Inhalt",
  faqCta: {
    heading: "Noch eine Frage?",
    text: "Deine Frage ist nicht dabei? Schreib uns, wir helfen dir gern weiter.",
    action: "Zum Kontakt",
  },
  adsCta: {
    heading: "Du planst eine Kampagne?",
    text: "Erzähl uns davon: Unser Werbeteam berät dich gern.",
    action: "Ansprechpersonen",
  },
  appCta: {
    heading: "Matchpuls als App",
    text: "Tore, Tabellen und News live auf deinem Smartphone.",
  },
  pressKit: {
    heading: "Pressekit",
    logos: "Logo",
    logoLight: "Für helle Hintergründe",
    logoDark: "Für dunkle Hintergründe",
    screenshots: "Screenshots",
    screenshotsNote: "Unsere mobile Website auf dem Smartphone (390 × 844 Punkte, doppelte Auflösung).",
    screens: { matchday: "Spieltag", table: "Tabelle", match: "Spiel" },
    factSheet: "Factsheet",
    factSheetText: "Matchpuls auf einer Seite: Gründung, Plattformen, Wettbewerbe, Sprachen und Pressekontakte.",
  },
};

// This feature's part of every language's dictionary, typed for the shared layers (app/i18n/messages/de.ts).
declare module "#app/i18n/messages/de.ts" {
  interface FeatureMessages {
    reading: Widen<typeof readingDe>;
  }
}
