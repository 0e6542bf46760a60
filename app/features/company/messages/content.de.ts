import type { EmploymentType } from "../../../content/schemas.ts";

/**
 * German texts of the content pages (about, job detail, FAQ, press, press articles, ads): the
 * reference shape for content.en.ts and content.it.ts. `{foundedYear}` and `{leagueCount}` are
 * filled from app/config/constants.ts, never written out.
 */
export const contentDe = {
  onThisPage: "Auf dieser Seite",
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
    whoWeAre: {
      heading: "Wer wir sind",
      paragraphs: [
        "Matchpuls ist eine Fußball-App aus Hamburg. Seit {foundedYear} bringen wir Fans Tore, Tabellen und News aufs Smartphone – schneller als jede Anzeigetafel.",
        "Was als Nebenprojekt zweier Freunde mit Dauerkarte begann, ist heute ein Team aus Entwicklung, Design, Redaktion und Datenfachleuten. Unser Büro liegt am Hafen, unser Herz schlägt für Vereine in ganz Europa.",
      ],
    },
    howWeWork: {
      heading: "Wie wir arbeiten",
      intro: "Kleine Teams verantworten ein Thema von der Idee bis zum Release. Entscheidungen treffen die, die am nächsten dran sind.",
      points: [
        "Hybrid: zwei gemeinsame Teamtage im Hamburger Büro, den Rest der Woche arbeitest du, wo du am besten arbeiten kannst.",
        "Spieltage im Blick: Wer am Wochenende Bereitschaft hat, bekommt dafür freie Tage unter der Woche.",
        "Lernen gehört dazu: ein jährliches Weiterbildungsbudget, Konferenzen und gemeinsame Hack-Days.",
        "Offen und direkt: Roadmap, Zahlen und Entscheidungen sind für alle im Team einsehbar.",
      ],
    },
    coreValues: {
      heading: "Unsere Werte",
      values: [
        { title: "Fans zuerst", text: "Jede Funktion beginnt mit der Frage, ob sie Fans am Spieltag wirklich hilft." },
        { title: "Schnell und verlässlich", text: "Ein Tor ist erst eine Nachricht, wenn sie stimmt. Wir sind lieber zuverlässig als laut." },
        { title: "Fair miteinander", text: "Wir sagen, was wir denken, hören zu und geben einander Rückendeckung – auch wenn es mal nicht läuft." },
        { title: "Neugierig bleiben", text: "Wir probieren aus, messen nach und lernen aus Fehlern, statt sie zu verstecken." },
      ],
    },
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
    /** After a question or answer shown in German because its translation is missing. */
    inGerman: "auf Deutsch",
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
