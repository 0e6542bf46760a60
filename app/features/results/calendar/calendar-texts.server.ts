import type { Language } from "#lib/languages.ts";

/**
 * The words of the match calendars and of their links on the team and competition pages. Only the
 * server uses them (the feeds, and the links' markup made in calendar-links.server.ts), so they are
 * kept out of the dictionary every page loads. `{name}` is the team's or the competition's name.
 */
export interface CalendarTexts {
  /** The calendar's name in the calendar app (X-WR-CALNAME). */
  name: string;
  /** The calendar's description. */
  description: string;
  /** The label before a played match's result in an event's description. */
  result: string;
  /** The label before the match page's address in an event's description. */
  matchPage: string;
  /** The links' heading on the page. */
  heading: string;
  /** A sentence under the heading: what subscribing does. */
  hint: string;
  /**
   * The subscription link's text, and the words only a screen reader reads after it (in brackets: the
   * hidden part is a box of its own, so browsers put a space before it in the link's name).
   */
  subscribe: string;
  subscribeHidden: string;
  /** The download link's text, and the words only a screen reader reads after it. */
  download: string;
  downloadHidden: string;
}

export const CALENDAR_TEXTS: Record<Language, CalendarTexts> = {
  de: {
    name: "{name} – Spielplan und Ergebnisse",
    description: "Alle Spiele von {name} mit Anstoß in deiner Zeitzone und dem Ergebnis, sobald es feststeht (Matchpuls).",
    result: "Ergebnis",
    matchPage: "Zum Spiel",
    heading: "Spielplan im Kalender",
    hint: "Abonniert, trägt dein Kalender neue Anstoßzeiten und Ergebnisse von selbst nach.",
    subscribe: "Kalender abonnieren",
    subscribeHidden: "(Spielplan von {name})",
    download: "Als .ics-Datei laden",
    downloadHidden: "(Spielplan von {name})",
  },
  en: {
    name: "{name} – fixtures and results",
    description: "Every {name} match with its kick-off in your time zone and the result once it is in (Matchpuls).",
    result: "Result",
    matchPage: "Match page",
    heading: "Fixtures in your calendar",
    hint: "Subscribe and your calendar picks up new kick-off times and results by itself.",
    subscribe: "Subscribe in your calendar",
    subscribeHidden: "({name} fixtures)",
    download: "Download the .ics file",
    downloadHidden: "({name} fixtures)",
  },
  it: {
    name: "{name} – calendario e risultati",
    description: "Tutte le partite di {name} con il calcio d'inizio nel tuo fuso orario e il risultato appena c'è (Matchpuls).",
    result: "Risultato",
    matchPage: "Pagina della partita",
    heading: "Le partite nel tuo calendario",
    hint: "Con l'abbonamento il tuo calendario aggiorna da solo orari e risultati.",
    subscribe: "Abbonati al calendario",
    subscribeHidden: "(partite di {name})",
    download: "Scarica il file .ics",
    downloadHidden: "(partite di {name})",
  },
};
