/**
 * The German texts the shared layers use: the reference for the shape of en.ts and it.ts (a key
 * missing there is a compile error). Each feature adds its part under a key of its own (see
 * `FeatureMessages` below); app/dictionaries.server.ts puts the parts together. Dictionaries are
 * server-only: the browser fetches the current language's as a cached JSON file (i18n/dictionary.ts),
 * so neither the client bundle nor any page carries them.
 * Templates use {placeholders}, filled by `fillTemplate()`.
 */
export const de = {
  siteName: "Matchpuls",
  titleTemplate: "{title} | Matchpuls",
  loading: "Wird geladen …",
  skipToContent: "Zum Inhalt springen",
  breadcrumbs: "Brotkrümelnavigation",
  nav: {
    label: "Hauptnavigation",
    footerLabel: "Weitere Seiten",
    home: "Startseite",
    news: "News",
    download: "App laden",
    jobs: "Jobs",
    ads: "Werben",
    faq: "FAQ",
    contact: "Kontakt",
    about: "Über uns",
    press: "Presse",
    privacy: "Datenschutz",
    terms: "Nutzungsbedingungen",
    legal: "Impressum",
    cookies: "Cookies",
    premium: "Premium",
    results: "Ergebnisse",
    opensInNewTab: "(öffnet in neuem Tab)",
    menu: "Menü",
  },
  languageSwitcher: {
    label: "Sprache wählen",
    current: "Aktuelle Sprache",
  },
  footer: {
    tagline: "Live-Ergebnisse, Tabellen und News rund um den Fußball.",
    social: "Folge uns",
    copyright: "© {year} {legalName}",
    darkMode: "Dunkles Design",
  },
  cookieNotice: {
    label: "Hinweis zu Cookies",
    text: "Wir setzen keine Tracking-Cookies. Mehr dazu:",
    link: "Datenschutz",
    dismiss: "OK",
  },
  states: {
    noData: "Keine Daten vorhanden :(",
    noSearchResults: "Keine Suchergebnisse vorhanden",
    noDetails: "Keine Details vorhanden.",
    noTable: "Keine Tabelle vorhanden.",
    matchesUnavailable: "Diese Daten sind leider nicht verfügbar.",
  },
  download: {
    title: "App herunterladen",
    description: "Lade die Matchpuls-App kostenlos für iPhone und Android herunter.",
    heading: "Hol dir die Matchpuls-App",
    lead: "Kostenlos für iPhone und Android. Scanne den Code mit deinem Handy oder wähle deinen Store.",
    appStore: "Laden im App Store",
    googlePlay: "Jetzt bei Google Play",
  },
  pages: {
    about: {
      title: "Über uns und Jobs",
      description: "Lerne das Team hinter Matchpuls kennen: wer wir sind, wie wir arbeiten, unsere Werte und offene Jobs in Hamburg.",
      heading: "Über uns",
    },
    contact: {
      title: "Kontakt",
      description: "Schreib uns: Support zur App, Presseanfragen oder geschäftliche Anfragen an das Matchpuls-Team.",
      heading: "Kontakt",
    },
    faq: {
      title: "Häufige Fragen (FAQ)",
      description: "Antworten auf häufige Fragen zur Matchpuls-App: Push-Nachrichten, Ligen, Premium, Konto und Datenschutz.",
      heading: "Häufige Fragen",
      searchPlaceholder: "Stichwort eingeben..",
    },
    press: {
      title: "Presse",
      description: "Pressematerial, Logos, Ansprechpersonen und aktuelle Presseartikel über Matchpuls.",
      heading: "Presse",
    },
    "press-articles": {
      title: "Presseartikel",
      description: "Alle Presseartikel über Matchpuls, die neuesten zuerst.",
      heading: "Presseartikel",
    },
    news: {
      title: "News: {category}",
      description: "Aktuelle Fußball-News und Kolumnen der Matchpuls-Redaktion: {category}.",
      heading: "News",
    },
    "news-paged": {
      title: "News: {category} – Seite {page}",
      description: "Fußball-News und Kolumnen der Matchpuls-Redaktion: {category}, Seite {page}.",
      heading: "News",
    },
    "news-article": {
      title: "{headline}",
      description: "{teaser}",
      heading: "News",
    },
    results: {
      title: "Ergebnisse, Tabellen und Torschützen",
      description: "Fußball-Ergebnisse, Tabellen und Torjäger: Bundesliga, Serie A, Premier League, Champions League und mehr.",
      heading: "Ergebnisse",
    },
    search: {
      title: "Suche",
      description: "Suche nach Teams, Spielern, Wettbewerben, News, Fragen und Jobs bei Matchpuls.",
      heading: "Suche",
    },
    "job-detail": {
      title: "{job} – Jobs",
      description: "{job} bei Matchpuls in {location}: Aufgaben, Profil und Ansprechperson.",
      heading: "Job",
    },
  },
  templates: {
    competition: {
      title: "{competition}: Ergebnisse {round}",
      description: "{competition}, {round}: alle Spiele und Ergebnisse.",
    },
    round: {
      title: "{competition} – {round}: Ergebnisse",
      description: "{competition}, {round}: alle Spiele mit Ergebnissen und Anstoßzeiten.",
    },
    table: {
      title: "{competition} – Tabelle",
      description: "{competition}: die Tabelle mit Spielen, Tordifferenz und Punkten aller Teams.",
    },
    tableRound: {
      title: "{competition} – Tabelle nach dem {matchday}. Spieltag",
      description: "{competition}: die Tabelle nach dem {matchday}. Spieltag mit Punkten, Tordifferenz und Form aller Teams.",
    },
    scorers: {
      title: "{competition} – Torschützen",
      description: {
        one: "{competition}: die Torjäger – {scorer} führt mit {goals} Tor.",
        other: "{competition}: die Torjäger – {scorer} führt mit {goals} Toren.",
      },
    },
    bracket: {
      title: "{competition} – Turnierbaum",
      description: "{competition}: der Turnierbaum – alle K.-o.-Runden mit ihren Ergebnissen bis zum Finale.",
    },
    match: {
      title: "{home} – {away} {score} ({competition})",
      description: "{home} gegen {away} am {date}: {score}. Alles zum Spiel – {competition}.",
    },
    pairing: {
      title: "{home} – {away}: alle Spiele ({competition})",
      description: "{home} gegen {away}: jedes Spiel dieser Paarung in der Saison {season}, mit Ergebnis – {competition}.",
    },
    team: {
      title: "{team}: Spiele, Ergebnisse und Tabellenplatz",
      description: "{team}: alle Spiele und Ergebnisse, Bilanz, Form und Tabellenplatz – {competitions}.",
    },
    player: {
      title: "{player} ({team}): alle Tore",
      description: {
        one: "{player} ({team}): {goals} Tor mit Minute und Spiel – {competitions}.",
        other: "{player} ({team}): {goals} Tore mit Minute und Spiel – {competitions}.",
      },
    },
  },
  matchDisplay: {
    halftime: "Halbzeit",
    afterExtraTime: "n. V.",
    afterPenalties: "i. E.",
    status: {
      canceled: "abgesagt",
      postponed: "verlegt",
      calledOff: "abgebrochen",
    },
  },
  tableColumns: {
    position: "Pl.",
    team: "Team",
    matches: "Sp.",
    difference: "Diff.",
    points: "Pkt.",
  },
  scorerColumns: {
    scorer: "Torschütze",
    goals: "Tore",
  },
};

/** The shape of a German part with its literal texts widened to `string`: what every language's part must have. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shared layers' part of every language's dictionary. */
export type SharedMessages = Widen<typeof de>;

/**
 * Each feature's part of the dictionary, by its key: a feature declares its part beside its German texts
 * (`declare module "#app/i18n/messages/de.ts" { interface FeatureMessages { news: Widen<typeof newsDe> } }`),
 * so the shared layers type every key without importing a feature (docs/architecture.md, "Layers").
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration merging
export interface FeatureMessages {}

/** The shape every language's dictionary must have: the shared part and every feature's. */
export type Messages = SharedMessages & FeatureMessages;
