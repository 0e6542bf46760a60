import type { EmploymentType } from "#app/content/schemas.ts";
import type { Widen } from "#app/i18n/messages/de.ts";

/**
 * German texts of the content pages (about, job detail, FAQ, press, press articles, ads): the
 * reference shape for content.en.ts and content.it.ts. `{foundedYear}` and `{leagueCount}` are
 * filled from app/config/constants.ts, never written out.
 */
export const contentDe = {
  onThisPage: "Auf dieser Seite",
  /** After a text shown in German because its translation is missing (FAQ, team, contacts). */
  inGerman: "auf Deutsch",
  contactCard: {
    email: "E-Mail",
    phone: "Telefon",
  },
  /** schema.org employment types of the jobs collection. */
  employmentTypes: {
    FULL_TIME: "Vollzeit",
    PART_TIME: "Teilzeit",
    INTERN: "Praktikum",
    TEMPORARY: "Befristet",
    CONTRACTOR: "Freie Mitarbeit",
  } satisfies Record<EmploymentType, string>,
  about: {
    team: {
      heading: "Unser Team",
      intro: "Ein Ausschnitt aus dem Team hinter Matchpuls.",
    },
    jobs: {
      heading: "Offene Jobs",
      intro: "Lust, mit uns die beste Fußball-App zu bauen? Hier findest du alle offenen Stellen.",
    },
  },
  job: {
    backToJobs: "Alle offenen Jobs",
    location: "Standort",
    employmentType: "Anstellung",
    datePosted: "Veröffentlicht am",
    contactHeading: "Deine Ansprechperson",
    contactIntro: "Fragen zur Stelle? Melde dich gern direkt.",
    apply: "Jetzt bewerben",
    applySubject: "Bewerbung: {job}",
  },
  share: {
    open: "Job teilen",
    title: "Diesen Job teilen",
    link: "Link zur Stelle",
    copy: "Link kopieren",
    copied: "Link in die Zwischenablage kopiert.",
    copyFailed: "Kopieren nicht möglich. Bitte markiere den Link und kopiere ihn selbst.",
    native: "Mit einer App teilen",
    mail: "Per E-Mail teilen",
    mailSubject: "Job bei Matchpuls: {job}",
    mailBody: "Hallo,\n\ndiese Stelle bei Matchpuls könnte dich interessieren: {job}\n\n{url}",
    on: "Auf {network} teilen",
    close: "Schließen",
  },
  faq: {
    searchLabel: "Fragen durchsuchen",
    searchButton: "Suchen",
    reset: "Suche zurücksetzen",
    hits: {
      one: "{count} passende Frage",
      other: "{count} passende Fragen",
    },
  },
  press: {
    /** The press page's lead and description: what the page offers. */
    lead: "Logos, Screenshots und Factsheet zum Herunterladen, dazu Pressekontakte und aktuelle Presseartikel über Matchpuls.",
    info: {
      heading: "Presseinformationen",
      paragraphs: [
        "Matchpuls ist eine unabhängige Fußball-App aus Hamburg, gegründet {foundedYear}. Sie liefert Live-Ergebnisse, Tabellen, Torschützenlisten und News für mehr als {leagueCount} Ligen – für iOS und Android und als Skill für Sprachassistenten.",
        "Für Interviews, Hintergrundgespräche oder aktuelle Zahlen wende dich gern an unser Presseteam. Wir antworten in der Regel innerhalb eines Werktags.",
      ],
    },
    logoWall: "Matchpuls in den Medien",
    contacts: "Pressekontakt",
    latest: "Aktuelle Presseartikel",
    allArticles: "Alle Presseartikel",
  },
  ads: {
    contacts: "Deine Ansprechpersonen für Werbung",
  },
};

// This feature's part of every language's dictionary, typed for the shared layers (app/i18n/messages/de.ts).
declare module "#app/i18n/messages/de.ts" {
  interface FeatureMessages {
    content: Widen<typeof contentDe>;
  }
}
