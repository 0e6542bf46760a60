import type { Messages } from "../../../i18n/messages/de.ts";

export const contentIt: Messages["content"] = {
  onThisPage: "In questa pagina",
  contactCard: {
    email: "E-mail",
    phone: "Telefono",
  },
  employmentTypes: {
    FULL_TIME: "Tempo pieno",
    PART_TIME: "Part-time",
    INTERN: "Tirocinio",
    TEMPORARY: "A tempo determinato",
    CONTRACTOR: "Collaborazione freelance",
  },
  about: {
    whoWeAre: {
      heading: "Chi siamo",
      paragraphs: [
        "Matchpuls è un'app di calcio nata ad Amburgo. Dal {foundedYear} portiamo gol, classifiche e notizie sugli smartphone dei tifosi – più veloci di qualsiasi tabellone dello stadio.",
        "Quello che è nato come progetto di due amici con l'abbonamento allo stadio oggi è un team di sviluppatori, designer, redattori ed esperti di dati. Il nostro ufficio è vicino al porto, il nostro cuore batte per i club di tutta Europa.",
      ],
    },
    howWeWork: {
      heading: "Come lavoriamo",
      intro: "Piccoli team seguono un tema dall'idea al rilascio. Le decisioni le prende chi è più vicino al problema.",
      points: [
        "Ibrido: due giornate di team insieme nel nostro ufficio di Amburgo, per il resto della settimana lavori dove lavori meglio.",
        "Pensiamo alle giornate di campionato: chi è reperibile nel fine settimana recupera con giorni liberi durante la settimana.",
        "Imparare fa parte del lavoro: un budget annuale per la formazione, conferenze e hack day insieme.",
        "Aperti e diretti: roadmap, numeri e decisioni sono visibili a tutto il team.",
      ],
    },
    coreValues: {
      heading: "I nostri valori",
      values: [
        { title: "Prima i tifosi", text: "Ogni funzione parte da una domanda: aiuta davvero i tifosi nel giorno della partita?" },
        { title: "Veloci e affidabili", text: "Un gol è una notizia solo se è corretto. Preferiamo essere affidabili piuttosto che rumorosi." },
        { title: "Correttezza reciproca", text: "Diciamo quello che pensiamo, ascoltiamo e ci sosteniamo a vicenda – anche quando le cose non vanno." },
        { title: "Restare curiosi", text: "Sperimentiamo, misuriamo e impariamo dagli errori invece di nasconderli." },
      ],
    },
    team: {
      heading: "Il nostro team",
      intro: "Alcune delle persone dietro Matchpuls.",
    },
    jobs: {
      heading: "Posizioni aperte",
      intro: "Vuoi costruire con noi la migliore app di calcio? Qui trovi tutte le posizioni aperte.",
    },
  },
  job: {
    backToJobs: "Tutte le posizioni aperte",
    location: "Sede",
    employmentType: "Tipo di contratto",
    datePosted: "Pubblicato il",
    contactHeading: "La tua persona di riferimento",
    contactIntro: "Domande sulla posizione? Scrivici direttamente.",
    apply: "Candidati ora",
    applySubject: "Candidatura: {job}",
  },
  share: {
    open: "Condividi l'offerta",
    title: "Condividi questa offerta",
    link: "Link all'offerta",
    copy: "Copia link",
    copied: "Link copiato negli appunti.",
    copyFailed: "Impossibile copiare. Seleziona il link e copialo manualmente.",
    native: "Condividi con un'app",
    mail: "Condividi via e-mail",
    mailSubject: "Lavoro in Matchpuls: {job}",
    mailBody: "Ciao,\n\nquesta offerta di Matchpuls potrebbe interessarti: {job}\n\n{url}",
    on: "Condividi su {network}",
    close: "Chiudi",
  },
  faq: {
    searchLabel: "Cerca nelle domande",
    searchButton: "Cerca",
    reset: "Azzera la ricerca",
    /** After a question or answer shown in German because its translation is missing. */
    inGerman: "in tedesco",
    hits: {
      one: "{count} domanda trovata",
      other: "{count} domande trovate",
    },
  },
  press: {
    lead: "Loghi, screenshot e scheda informativa da scaricare, contatti per la stampa e gli ultimi articoli su Matchpuls.",
    info: {
      heading: "Informazioni per la stampa",
      paragraphs: [
        "Matchpuls è un'app di calcio indipendente di Amburgo, fondata nel {foundedYear}. Offre risultati in diretta, classifiche, marcatori e notizie per oltre {leagueCount} campionati – per iOS e Android e come skill per assistenti vocali.",
        "Per interviste, approfondimenti o dati aggiornati contatta il nostro ufficio stampa. Di solito rispondiamo entro un giorno lavorativo.",
      ],
    },
    logoWall: "Matchpuls nei media",
    contacts: "Contatti stampa",
    latest: "Ultimi articoli di stampa",
    allArticles: "Tutti gli articoli di stampa",
  },
  ads: {
    contacts: "I tuoi referenti per la pubblicità",
  },
};
