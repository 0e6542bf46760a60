import type { Messages } from "#app/i18n/messages/de.ts";

export const readingIt: Messages["reading"] = {
  contents: "Indice",
  faqCta: {
    heading: "Hai ancora una domanda?",
    text: "Non trovi la tua domanda? Scrivici, ti aiutiamo volentieri.",
    action: "Contattaci",
  },
  adsCta: {
    heading: "Hai in mente una campagna?",
    text: "Raccontacela: il nostro team pubblicità ti darà volentieri una mano.",
    action: "I nostri referenti",
  },
  appCta: {
    heading: "Matchpuls in versione app",
    text: "Gol, classifiche e notizie in diretta sul tuo smartphone.",
  },
  pressKit: {
    heading: "Cartella stampa",
    logos: "Logo",
    logoLight: "Per sfondi chiari",
    logoDark: "Per sfondi scuri",
    screenshots: "Screenshot",
    screenshotsNote: "Il nostro sito mobile su smartphone (390 × 844 punti a doppia risoluzione).",
    screens: { matchday: "Giornata", table: "Classifica", match: "Partita" },
    factSheet: "Scheda informativa",
    factSheetText: "Matchpuls in una pagina: anno di fondazione, piattaforme, competizioni, lingue e contatti stampa.",
  },
};
