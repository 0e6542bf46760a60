import type { Messages } from "#app/i18n/messages/de.ts";

export const contentIt: Messages["content"] = {
  onThisPage: "In questa pagina",
  /** After a text shown in German because its translation is missing (FAQ, team, contacts). */
  inGerman: "in tedesco",
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
