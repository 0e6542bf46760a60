import type { Language } from "#lib/languages.ts";

/**
 * The fact sheet's own texts. They live here, not in the dictionary: they are only ever printed
 * into the PDF on the server, and the dictionary reaches the browser on every page.
 */
export interface FactSheetTexts {
  title: string;
  asOf: string;
  labels: {
    company: string;
    founded: string;
    headquarters: string;
    platforms: string;
    leagues: string;
    competitions: string;
    languages: string;
    website: string;
  };
  platforms: string[];
  leagues: string;
  pressContacts: string;
  pressEmail: string;
}

export const FACT_SHEET_TEXTS: Record<Language, FactSheetTexts> = {
  de: {
    title: "Factsheet",
    asOf: "Stand: {date}",
    labels: {
      company: "Unternehmen",
      founded: "Gegründet",
      headquarters: "Sitz",
      platforms: "Plattformen",
      leagues: "Ligen",
      competitions: "Ergebnisse im Web",
      languages: "Sprachen",
      website: "Website",
    },
    platforms: ["iOS (iPhone und iPad) im App Store", "Android bei Google Play", "Sprachassistenten: Skill für Alexa, Action für Google Assistant"],
    leagues: "Mehr als {leagueCount} Ligen und Wettbewerbe",
    pressContacts: "Pressekontakt",
    pressEmail: "Presseanfragen allgemein: {email}",
  },
  en: {
    title: "Fact sheet",
    asOf: "As of {date}",
    labels: {
      company: "Company",
      founded: "Founded",
      headquarters: "Headquarters",
      platforms: "Platforms",
      leagues: "Leagues",
      competitions: "Results on the web",
      languages: "Languages",
      website: "Website",
    },
    platforms: ["iOS (iPhone and iPad) on the App Store", "Android on Google Play", "Voice assistants: Alexa skill, Google Assistant action"],
    leagues: "More than {leagueCount} leagues and competitions",
    pressContacts: "Press contacts",
    pressEmail: "General press enquiries: {email}",
  },
  it: {
    title: "Scheda informativa",
    asOf: "Aggiornata al {date}",
    labels: {
      company: "Società",
      founded: "Anno di fondazione",
      headquarters: "Sede",
      platforms: "Piattaforme",
      leagues: "Campionati",
      competitions: "Risultati sul web",
      languages: "Lingue",
      website: "Sito web",
    },
    platforms: ["iOS (iPhone e iPad) su App Store", "Android su Google Play", "Assistenti vocali: skill per Alexa, azione per Google Assistant"],
    leagues: "Oltre {leagueCount} campionati e competizioni",
    pressContacts: "Contatti stampa",
    pressEmail: "Richieste stampa generali: {email}",
  },
};
