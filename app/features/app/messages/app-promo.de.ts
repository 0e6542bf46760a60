import type { Widen } from "#app/i18n/messages/de.ts";
/** German texts: Download and premium pages, smart app banner. The reference shape for the other languages. */
export const appPromoDe = {
  download: {
    reasons: [
      { title: "Live dabei, mit Tor-Alarm", text: "Spielstände und Liveticker in Echtzeit, dazu eine Push-Meldung, sobald dein Team trifft." },
      { title: "Mehr als {leagueCount} Ligen", text: "Ergebnisse, Tabellen und Torschützen von der Bundesliga bis zur Champions League." },
      {
        title: "Kostenlos, Premium nach Wunsch",
        text: "Alles Wichtige gibt es gratis, auch Live-Tabellen. Premium bringt mehr Statistiken, Widgets und keine Werbung.",
      },
    ],
    qrHeading: "Direkt aufs Handy",
    qrCaption: "Scanne den Code mit der Kamera deines Handys.",
    qrLabel: "QR-Code für {url}",
  },
  premium: {
    plansHeading: "Wähle dein Abo",
    period: { month: "Monatsabo", year: "Jahresabo" },
    per: { month: "pro Monat", year: "pro Jahr" },
    perMonth: "entspricht {price} im Monat",
    saving: "{percent} günstiger",
    trial: { one: "{count} Tag kostenlos testen", other: "{count} Tage kostenlos testen" },
    pricesNote: "Preise in Deutschland inkl. MwSt. In anderen Ländern zeigt dir der Store den Preis in deiner Währung.",
    getIt: "Premium schließt du in der App ab. Hol sie dir hier:",
    compareHeading: "Kostenlos oder Premium?",
    compareCaption: "Was die kostenlose App bietet und was Premium dazulegt",
    feature: "Funktion",
    free: "Kostenlos",
    premium: "Premium",
    included: "enthalten",
    notIncluded: "nicht enthalten",
    features: {
      liveScores: { name: "Live-Ergebnisse und Liveticker" },
      goalAlerts: { name: "Tor-Alarm per Push" },
      leagues: { name: "Tabellen, Torschützen und News aus mehr als {leagueCount} Ligen" },
      voice: { name: "Skills für Alexa und Google Assistant" },
      noAds: { name: "Keine Werbung", detail: "Keine Banner, Videoanzeigen oder gesponserten Push-Mitteilungen" },
      liveTables: { name: "Live-Tabellen", detail: "Die Tabelle ändert sich mit jedem Tor, schon während der Spiele" },
      headToHead: { name: "Direkter Vergleich", detail: "Alle Duelle zweier Teams, nach Heim- und Auswärtsspielen getrennt" },
      stats: { name: "Erweiterte Statistiken", detail: "Ballbesitz, Torschüsse, Ecken, Fouls und Formkurve, wo uns die Daten vorliegen" },
      widgets: { name: "Widgets und Live-Aktivitäten", detail: "Spielstand, nächste Partie und Tabellenplatz auf Start- und Sperrbildschirm" },
      appIcons: { name: "Eigene App-Symbole", detail: "Ein anderes Symbol für deinen Startbildschirm" },
    },
    faqHeading: "Häufige Fragen zu Premium",
    moreQuestions: "Noch Fragen?",
    allFaqs: "Alle FAQ",
    contactUs: "Schreib uns",
  },
  /** The quiet line at the end of match and team pages (AppStoreLinks.tsx). */
  storeLinks: { lead: "Live-Ticker und Tor-Alarm in der App:", appStore: "App Store", googlePlay: "Google Play" },
  /** The note the followed teams' script shows once, after the first follow (app-alert-note-script.ts); {team} is the star's team. */
  alertNote: { note: "Tor-Alarm für {team} in der App", get: "App laden", close: "Hinweis schließen" },
};

// This feature's part of every language's dictionary, typed for the shared layers (app/i18n/messages/de.ts).
declare module "#app/i18n/messages/de.ts" {
  interface FeatureMessages {
    appPromo: Widen<typeof appPromoDe>;
  }
}
