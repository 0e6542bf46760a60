import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { getMessages } from "./messages/index.server.ts";
import { fillPlural, isPluralText, pluralForm, type PluralText } from "./plural.ts";

/** Placeholders whose value is a number. */
const NUMBER_PLACEHOLDERS = new Set([
  "count",
  "goals",
  "minutes",
  "points",
  "leagueCount",
  "min",
  "max",
  "total",
  "page",
  "matchday",
  "last",
  "first",
  "latest",
  "best",
  "worst",
  "year",
  "foundedYear",
  "percent",
  "difference",
]);

/**
 * Texts with a number that need no plural forms, and why. Each says why no count reaching it can
 * be singular or why no counted noun follows it.
 */
const NO_PLURAL_NEEDED: Record<string, string> = {
  "footer.copyright": "a year",
  "templates.tableRound.title": "an ordinal matchday",
  "templates.tableRound.description": "an ordinal matchday",
  "pages.news-paged.title": "a page number",
  "pages.news-paged.description": "a page number",
  "news.pagination.page": "a page number",
  "news.pagination.pageOfTotal": "page numbers, no counted noun",
  "results.standings.after": "an ordinal matchday",
  "results.team.position.of": "no counted noun ('of 18')",
  "results.team.chart.summary": "places and matchdays as positions, no counted noun after them",
  "results.team.goalDifference": "a signed difference, no counted noun",
  "results.lists.scorers.showTop": "LEADING_SCORERS, a constant above one, no counted noun",
  "search.shortened": "the query's maximum length, a constant above one",
  "contact.message.hint": "the message's length bounds, constants above one",
  "contact.errors.messageTooShort": "the message's minimum length, a constant above one",
  "contact.errors.messageTooLong": "the message's maximum length, a constant above one",
  "contact.errors.emailTooLong": "the address's maximum length, a constant above one",
  "appPromo.premium.saving": "a percentage",
  "appPromo.download.reasons.1.title": "LEAGUE_COUNT, a constant above one (the app's leagues)",
  "appPromo.premium.features.leagues.name": "LEAGUE_COUNT, a constant above one (the app's leagues)",
  "results.standings.projection.placeRange": "final places, as ordinals",
  "results.standings.projection.place": "a final place, as an ordinal",
  "results.standings.projection.placeSpoken": "a final place, a position",
  "results.standings.projection.placesSpoken": "final places, positions",
  "results.live.stripMore": "a count in brackets, no counted noun",
  "results.live.stripMoreLive": "counts in brackets; 'live' does not change with the count",
  "content.press.info.paragraphs.0": "the founding year and LEAGUE_COUNT, a constant above one",
};

/**
 * Every plural text of the dictionaries, with what its 1 and its 2 must read in each language (a
 * part of the filled text) and the placeholder that holds the count.
 */
const EXPECTED: Record<string, { counted: string } & Record<Language, [one: string, two: string]>> = {
  "templates.scorers.description": {
    counted: "goals",
    de: ["mit 1 Tor.", "mit 2 Toren."],
    en: ["with 1 goal.", "with 2 goals."],
    it: ["con 1 gol.", "con 2 gol."],
  },
  "templates.player.description": { counted: "goals", de: ["1 Tor mit", "2 Tore mit"], en: ["1 goal with", "2 goals with"], it: ["1 gol con", "2 gol con"] },
  "results.standings.projection.move.up": {
    counted: "count",
    de: ["einen Platz nach oben", "2 Plätze nach oben"],
    en: ["up one place", "up 2 places"],
    it: ["su di una posizione", "su di 2 posizioni"],
  },
  "results.standings.projection.move.down": {
    counted: "count",
    de: ["einen Platz nach unten", "2 Plätze nach unten"],
    en: ["down one place", "down 2 places"],
    it: ["giù di una posizione", "giù di 2 posizioni"],
  },
  "results.standings.projection.heading": {
    counted: "count",
    de: ["Letzter Spieltag", "Noch 2 Spieltage"],
    en: ["Last matchday", "2 matchdays left"],
    it: ["Ultima giornata", "Mancano 2 giornate"],
  },
  "results.player.goalCount": { counted: "count", de: ["1 Tor", "2 Tore"], en: ["1 goal", "2 goals"], it: ["1 gol", "2 gol"] },
  "results.team.position.points": { counted: "points", de: ["1 Pkt.", "2 Pkt."], en: ["1 pt", "2 pts"], it: ["1 punto", "2 punti"] },
  "results.team.form.label": {
    counted: "count",
    de: ["Das letzte Spiel", "Die letzten 2 Spiele"],
    en: ["Last match", "Last 2 matches"],
    it: ["Ultima partita", "Ultime 2 partite"],
  },
  "results.details.teamCount": { counted: "count", de: ["1 Team", "2 Teams"], en: ["1 team", "2 teams"], it: ["1 squadra", "2 squadre"] },
  "results.descriptionList": {
    counted: "count",
    de: ["1 Wettbewerb.", "2 Wettbewerben."],
    en: ["1 competition.", "2 competitions."],
    it: ["1 competizione.", "2 competizioni."],
  },
  "results.pairing.lead": { counted: "count", de: ["einmal", "2-mal"], en: ["once", "2 times"], it: ["una volta", "2 volte"] },
  "results.lists.scorers.showAll": {
    counted: "count",
    de: ["1 Torschützen", "Alle 2 Torschützen"],
    en: ["1 scorer", "all 2 scorers"],
    it: ["1 marcatore", "tutti i 2 marcatori"],
  },
  "search.resultsFor": { counted: "count", de: ["1 Treffer", "2 Treffer"], en: ["1 result", "2 results"], it: ["1 risultato", "2 risultati"] },
  "search.suggestionCount": {
    counted: "count",
    de: ["1 Vorschlag", "2 Vorschläge"],
    en: ["1 suggestion", "2 suggestions"],
    it: ["1 suggerimento", "2 suggerimenti"],
  },
  "contact.rateLimited": {
    counted: "minutes",
    de: ["in einer Minute", "in 2 Minuten"],
    en: ["in a minute", "in 2 minutes"],
    it: ["tra un minuto", "tra 2 minuti"],
  },
  "content.faq.hits": {
    counted: "count",
    de: ["1 passende Frage", "2 passende Fragen"],
    en: ["1 matching question", "2 matching questions"],
    it: ["1 domanda", "2 domande"],
  },
  "appPromo.premium.trial": { counted: "count", de: ["1 Tag", "2 Tage"], en: ["1 day", "2 days"], it: ["1 giorno", "2 giorni"] },
};

type Leaf = { path: string; text: string; plural: boolean };

/** Every text of a dictionary with its dotted path; the forms of a plural text are marked. */
function leavesOf(value: unknown, path: string[] = [], plural = false): Leaf[] {
  if (typeof value === "string") return [{ path: (plural ? path.slice(0, -1) : path).join("."), text: value, plural }];
  if (typeof value !== "object" || value === null) return [];
  const isPlural = isPluralText(value);
  return Object.entries(value).flatMap(([key, child]) => leavesOf(child, [...path, key], isPlural));
}

function pluralTextsOf(value: unknown, path: string[] = []): Map<string, PluralText> {
  const found = new Map<string, PluralText>();
  if (isPluralText(value)) return found.set(path.join("."), value);
  if (typeof value === "object" && value !== null)
    for (const [key, child] of Object.entries(value)) for (const [p, t] of pluralTextsOf(child, [...path, key])) found.set(p, t);
  return found;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{([a-zA-Z][\w:.-]*)\}/g)].map((m) => m[1]!);

describe("plural texts", () => {
  it("picks the form by the language's plural rules, every count but the singular one taking `other`", () => {
    const texts = { one: "{count} goal", other: "{count} goals" };
    expect(fillPlural(texts, 1, "en")).toBe("1 goal");
    expect(fillPlural(texts, 0, "en")).toBe("0 goals");
    expect(fillPlural(texts, 2, "it")).toBe("2 goals");
    // Italian's `many` (a million) takes `other`.
    expect(pluralForm(texts, 1_000_000, "it")).toBe("{count} goals");
    expect(fillPlural({ one: "{player}: {goals} Tor", other: "{player}: {goals} Tore" }, 1, "de", { player: "Kane", goals: 1 })).toBe("Kane: 1 Tor");
  });

  for (const language of LANGUAGE_CODES) {
    const messages = getMessages(language);

    it(`${language}: every text with a count has plural forms, or says why it needs none`, () => {
      const missing = leavesOf(messages)
        .filter((leaf) => !leaf.plural && placeholdersOf(leaf.text).some((name) => NUMBER_PLACEHOLDERS.has(name)))
        .map((leaf) => leaf.path)
        .filter((path) => !(path in NO_PLURAL_NEEDED));
      expect(missing).toEqual([]);
    });

    it(`${language}: each plural text reads right for 1 and for 2`, () => {
      const plurals = pluralTextsOf(messages);
      expect([...plurals.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
      for (const [path, texts] of plurals) {
        const { counted, [language]: expected } = EXPECTED[path]!;
        const dummies = Object.fromEntries([...placeholdersOf(texts.one), ...placeholdersOf(texts.other)].map((name) => [name, "X"]));
        for (const [count, part] of [
          [1, expected[0]],
          [2, expected[1]],
        ] as const) {
          expect.soft(fillPlural(texts, count, language, { ...dummies, [counted]: count }), `${path} (${count})`).toContain(part);
        }
      }
    });
  }

  it("lists no text as needing no plural forms that the dictionaries do not have", () => {
    const paths = new Set(leavesOf(getMessages("de")).map((leaf) => leaf.path));
    expect(Object.keys(NO_PLURAL_NEEDED).filter((path) => !paths.has(path))).toEqual([]);
  });
});
