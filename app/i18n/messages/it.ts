import type { SharedMessages } from "./de.ts";

export const it: SharedMessages = {
  siteName: "Matchpuls",
  titleTemplate: "{title} | Matchpuls",
  loading: "caricamento...",
  skipToContent: "Vai al contenuto",
  breadcrumbs: "Percorso di navigazione",
  nav: {
    label: "Navigazione principale",
    footerLabel: "Altre pagine",
    home: "Home",
    news: "News",
    download: "Scarica l'app",
    jobs: "Lavora con noi",
    ads: "Pubblicità",
    faq: "FAQ",
    contact: "Contatti",
    about: "Chi siamo",
    press: "Stampa",
    privacy: "Privacy",
    terms: "Termini di utilizzo",
    legal: "Nota legale",
    cookies: "Cookie",
    premium: "Premium",
    results: "Risultati",
    opensInNewTab: "(si apre in una nuova scheda)",
    menu: "Menu",
  },
  languageSwitcher: {
    label: "Scegli la lingua",
    current: "Lingua attuale",
  },
  footer: {
    tagline: "Risultati in diretta, classifiche e news dal mondo del calcio.",
    social: "Seguici",
    copyright: "© {year} {legalName}",
    darkMode: "Tema scuro",
  },
  cookieNotice: {
    label: "Informazioni sui cookie",
    text: "Non usiamo cookie di tracciamento.",
    link: "Informativa privacy",
    dismiss: "OK",
  },
  states: {
    noData: "nessun dato disponibile :(",
    noSearchResults: "nessun risultato",
    noDetails: "Nessun dettaglio.",
    noTable: "Nessuna classifica.",
    matchesUnavailable: "Purtroppo questi dati non sono disponibili.",
  },
  download: {
    title: "Scarica l'app",
    description: "Scarica gratis l'app Matchpuls per iPhone e Android.",
    heading: "Scarica l'app Matchpuls",
    lead: "Gratis per iPhone e Android. Inquadra il codice con il telefono o scegli il tuo store.",
    appStore: "Scarica su App Store",
    googlePlay: "Disponibile su Google Play",
  },
  pages: {
    about: {
      title: "Chi siamo e offerte di lavoro",
      description: "Conosci il team di Matchpuls: chi siamo, come lavoriamo, i nostri valori e le posizioni aperte ad Amburgo.",
      heading: "Chi siamo",
    },
    contact: {
      title: "Contatti",
      description: "Scrivici: assistenza per l'app, richieste della stampa o richieste commerciali al team di Matchpuls.",
      heading: "Contatti",
    },
    faq: {
      title: "Domande frequenti (FAQ)",
      description: "Risposte alle domande più comuni sull'app Matchpuls: notifiche push, campionati, premium, account e privacy.",
      heading: "Domande frequenti",
      searchPlaceholder: "Inserisci una parola chiave..",
    },
    press: {
      title: "Stampa",
      description: "Materiale stampa, loghi, contatti per la stampa e gli ultimi articoli su Matchpuls.",
      heading: "Stampa",
    },
    "press-articles": {
      title: "Articoli di stampa",
      description: "Tutti gli articoli di stampa su Matchpuls, dal più recente.",
      heading: "Articoli di stampa",
    },
    news: {
      title: "News: {category}",
      description: "Le ultime news di calcio e le rubriche della redazione di Matchpuls: {category}.",
      heading: "News",
    },
    "news-paged": {
      title: "News: {category} – pagina {page}",
      description: "News di calcio e rubriche della redazione di Matchpuls: {category}, pagina {page}.",
      heading: "News",
    },
    "news-article": {
      title: "{headline}",
      description: "{teaser}",
      heading: "News",
    },
    results: {
      title: "Risultati, classifiche e marcatori",
      description: "Risultati, classifiche e marcatori: Bundesliga, Serie A, Premier League, Champions League e altro.",
      heading: "Risultati",
    },
    search: {
      title: "Cerca",
      description: "Cerca su Matchpuls squadre, giocatori, competizioni, news, domande e offerte di lavoro.",
      heading: "Cerca",
    },
    "job-detail": {
      title: "{job} – Lavora con noi",
      description: "{job} presso Matchpuls a {location}: mansioni, profilo e persona di contatto.",
      heading: "Offerta di lavoro",
    },
  },
  templates: {
    competition: {
      title: "{competition}: risultati {round}",
      description: "{competition}, {round}: tutte le partite e i risultati.",
    },
    round: {
      title: "{competition} – {round}: risultati",
      description: "{competition}, {round}: tutte le partite con risultati e orari.",
    },
    table: {
      title: "{competition} – classifica",
      description: "{competition}: la classifica con partite, differenza reti e punti di ogni squadra.",
    },
    tableRound: {
      title: "{competition} – classifica dopo la {matchday}ª giornata",
      description: "{competition}: la classifica dopo la {matchday}ª giornata con punti, differenza reti e forma di ogni squadra.",
    },
    scorers: {
      title: "{competition} – marcatori",
      description: {
        one: "{competition}: la classifica marcatori – in testa {scorer} con {goals} gol.",
        other: "{competition}: la classifica marcatori – in testa {scorer} con {goals} gol.",
      },
    },
    bracket: {
      title: "{competition} – tabellone",
      description: "{competition}: il tabellone – tutti i turni a eliminazione diretta e i loro risultati, fino alla finale.",
    },
    match: {
      title: "{home} – {away} {score} ({competition})",
      description: "{home} contro {away} il {date}: {score}. Tutto sulla partita – {competition}.",
    },
    pairing: {
      title: "{home} – {away}: tutte le sfide ({competition})",
      description: "{home} contro {away}: ogni sfida di questo abbinamento nella stagione {season}, con il risultato – {competition}.",
    },
    team: {
      title: "{team}: partite, risultati e classifica",
      description: "{team}: tutte le partite e i risultati, con bilancio, forma e posizione in classifica – {competitions}.",
    },
    player: {
      title: "{player} ({team}): tutti i gol",
      description: {
        one: "{player} ({team}): {goals} gol con minuto e partita – {competitions}.",
        other: "{player} ({team}): {goals} gol con minuto e partita – {competitions}.",
      },
    },
  },
  matchDisplay: {
    halftime: "Primo tempo",
    afterExtraTime: "d.t.s.",
    afterPenalties: "d.c.r.",
    status: {
      canceled: "annullata",
      postponed: "rinviata",
      calledOff: "sospesa",
    },
  },
  tableColumns: {
    position: "Pos.",
    team: "Squadra",
    matches: "G",
    difference: "DR",
    points: "Pt",
  },
  scorerColumns: {
    scorer: "Marcatore",
    goals: "Gol",
  },
};
