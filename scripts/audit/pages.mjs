// The page types audited in every language: fixed paths from the route table
// (app/i18n/route-table.ts) plus data pages found by following the first matching link.
export const LANGUAGES = ["de", "en", "it"];

// Static paths per language (must agree with app/i18n/route-table.ts).
const STATIC = {
  home: { de: "/", en: "/en", it: "/it" },
  about: { de: "/ueber-uns", en: "/en/about", it: "/it/about" },
  faq: { de: "/faq", en: "/en/faq", it: "/it/faq" },
  press: { de: "/presse", en: "/en/press", it: "/it/stampa" },
  "press-articles": { de: "/presse/artikel", en: "/en/press/articles", it: "/it/stampa/articoli" },
  ads: { de: "/werben", en: "/en/ads", it: "/it/ads" },
  contact: { de: "/kontakt", en: "/en/contact", it: "/it/contatto" },
  privacy: { de: "/datenschutz", en: "/en/privacy", it: "/it/privacy" },
  legal: { de: "/impressum", en: "/en/legal", it: "/it/nota-legale" },
  premium: { de: "/premium", en: "/en/premium", it: "/it/premium" },
  cookies: { de: "/cookies", en: "/en/cookies", it: "/it/cookies" },
  terms: { de: "/terms", en: "/en/terms", it: "/it/terms" },
  download: { de: "/download", en: "/en/download", it: "/it/download" },
  // `/news` redirects (301) to the first page of the first category.
  news: { de: "/news/kolumne/1", en: "/en/news/kolumne/1", it: "/it/news/kolumne/1" },
  results: { de: "/ergebnisse", en: "/en/results", it: "/it/risultati" },
  day: { de: "/ergebnisse/2025-05-17", en: "/en/results/2025-05-17", it: "/it/risultati/2025-05-17" },
  competition: { de: "/ergebnisse/bundesliga", en: "/en/results/bundesliga", it: "/it/risultati/bundesliga" },
  table: { de: "/ergebnisse/bundesliga/tabelle", en: "/en/results/bundesliga/tables", it: "/it/risultati/bundesliga/classifica" },
  scorers: { de: "/ergebnisse/wm-2022/torschuetzen", en: "/en/results/world-cup-2022/scorers", it: "/it/risultati/mondiali-2022/marcatori" },
  details: { de: "/ergebnisse/bundesliga/details", en: "/en/results/bundesliga/details", it: "/it/risultati/bundesliga/dettagli" },
  "table-round": {
    de: "/ergebnisse/bundesliga/tabelle/17-spieltag",
    en: "/en/results/bundesliga/tables/matchday-17",
    it: "/it/risultati/bundesliga/classifica/17a-giornata",
  },
  bracket: { de: "/ergebnisse/wm-2022/turnierbaum", en: "/en/results/world-cup-2022/bracket", it: "/it/risultati/mondiali-2022/tabellone" },
  "knockout-round": {
    de: "/ergebnisse/champions-league/achtelfinale",
    en: "/en/results/champions-league/round-of-16",
    it: "/it/risultati/champions-league/ottavi-di-finale",
  },
  search: { de: "/suche?q=bayern", en: "/en/search?q=bayern", it: "/it/cerca?q=bayern" },
  team: { de: "/teams/bayer-04-leverkusen", en: "/en/teams/bayer-04-leverkusen", it: "/it/squadre/bayer-04-leverkusen" },
  404: { de: "/diese-seite-gibt-es-nicht", en: "/en/this-page-does-not-exist", it: "/it/questa-pagina-non-esiste" },
};

// Data pages: the first link on `from` whose href matches `pattern`.
const DISCOVERED = {
  job: { from: "about", pattern: { de: /^\/ueber-uns\/jobs\/[^#?/]+$/, en: /^\/en\/about\/jobs\/[^#?/]+$/, it: /^\/it\/about\/jobs\/[^#?/]+$/ } },
  "news-article": {
    from: { de: "/news/kolumne/1", en: "/en/news/kolumne/1", it: "/it/news/kolumne/1" },
    pattern: { de: /^\/news\/[^/]+\/artikel\/[^#?/]+$/, en: /^\/en\/news\/[^/]+\/article\/[^#?/]+$/, it: /^\/it\/news\/[^/]+\/article\/[^#?/]+$/ },
  },
  player: {
    from: "scorers",
    pattern: { de: /^\/spieler\/[^#?/]+$/, en: /^\/en\/players\/[^#?/]+$/, it: /^\/it\/giocatori\/[^#?/]+$/ },
  },
  match: {
    from: "competition",
    pattern: { de: /^\/ergebnisse\/bundesliga\/[^/]+\/\d+$/, en: /^\/en\/results\/bundesliga\/[^/]+\/\d+$/, it: /^\/it\/risultati\/bundesliga\/[^/]+\/\d+$/ },
  },
};

// Audit order (the list).
export const PAGE_TYPES = [
  "home",
  "about",
  "job",
  "faq",
  "press",
  "press-articles",
  "ads",
  "contact",
  "privacy",
  "legal",
  "premium",
  "cookies",
  "terms",
  "download",
  "news",
  "news-article",
  "results",
  "day",
  "competition",
  "table",
  "scorers",
  "player",
  "match",
  "details",
  "table-round",
  "bracket",
  "knockout-round",
  "team",
  "search",
  "404",
];

function hrefs(html) {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
}

/**
 * Resolves every page type in every language to a path.
 * Returns [{ type, lang, path, status }] (status = HTTP status of the page, 0 when not found).
 */
export async function resolvePages(origin, { types = PAGE_TYPES, languages = LANGUAGES } = {}) {
  const pages = [];
  for (const lang of languages) {
    for (const type of types) {
      let pagePath;
      if (STATIC[type]) pagePath = STATIC[type][lang];
      else {
        const rule = DISCOVERED[type];
        const from = typeof rule.from === "string" ? STATIC[rule.from][lang] : rule.from[lang];
        const response = await fetch(origin + from);
        const html = await response.text();
        pagePath = hrefs(html).find((href) => rule.pattern[lang].test(href));
        if (!pagePath) {
          pages.push({ type, lang, path: undefined, from, status: 0 });
          continue;
        }
      }
      pages.push({ type, lang, path: pagePath });
    }
  }
  return pages;
}
