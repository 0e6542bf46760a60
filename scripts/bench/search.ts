// The site search's server time, for `npm run bench` (run.mjs starts it): the services as the server
// builds them (embedded backend, content from content/), each language's index built, then 1,000
// mixed queries answered in turn — names, codes, other languages' names, typos, word forms,
// prefixes as typed, words that find nothing, and bad input — each timed from the call to its
// answer. Prints the build time, the indexes' memory (heap after a collection, before and after
// building them) and the latency percentiles; fails when p95 is over TARGET_P95_MS.
// Run with --expose-gc (run.mjs does).
import { mkdtempSync } from "node:fs";
import { registerHooks } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

// The content's sample files are JSON modules imported the way Vite reads them (no import
// attribute): Node needs the attribute, so it is added for them here.
registerHooks({
  load(url, context, nextLoad) {
    return nextLoad(url, url.endsWith(".json") ? { ...context, importAttributes: { type: "json" } } : context);
  },
});
const { parseEnv } = await import("#app/config/env.server.ts");
const { createServices } = await import("#server/services.ts");
const { LANGUAGE_CODES } = await import("#lib/languages.ts");

const TARGET_P95_MS = 20;
const QUERIES = 1000;

const QUERY_MIX = [
  "Bayern",
  "FCB",
  "Bayern Munich",
  "Monaco di Baviera",
  "mbape",
  "muenchen",
  "munchen",
  "dunkel",
  "Kane",
  "Harry Kane",
  "Inter",
  "Mailand",
  "Champions League",
  "WM 2022",
  "World Cup",
  "Germania",
  "Leverkusen",
  "Dortmund",
  "BVB",
  "Premium",
  "Push",
  "Benachrichtigungen",
  "notifiche",
  "Developer",
  "Jobs",
  "Meister",
  "Tor",
  "ba",
  "bay",
  "bayer",
  "Messi",
  "messsi",
  "Ronaldo",
  "Salah",
  "Atletico Madrid",
  "Real",
  "xyzzy",
  "qwertz",
  "",
  "(a+)+$",
  "<script>alert(1)</script>",
  "x".repeat(1000),
  "Bay\u0000ern",
  "über",
  "Straße",
  "Gladbach",
  "Köln",
  "Cologne",
  "Roma",
  "Napoli",
];

const services = await createServices(
  parseEnv({ NODE_ENV: "production", DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-search-")), SITE_URL: "http://localhost" }),
);
const { search } = services.site;
const gc = (globalThis as { gc?: () => void }).gc;
try {
  // The caches the index reads from are warmed first, so the build and the memory are the index's own.
  for (const language of LANGUAGE_CODES) {
    const source = services.site.results(language, new Headers());
    await Promise.all([source.getTeams(), source.getCompetitions(), source.getPlayers(), source.getNewsPage(0, 1)]);
  }
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const buildStarted = performance.now();
  await search.warm();
  const buildMs = performance.now() - buildStarted;
  gc?.();
  const heapAfter = process.memoryUsage().heapUsed;

  // A warm-up round first (the JIT compiles the search's code), as on a server that has been up a while.
  for (const query of QUERY_MIX) await search.search("de", query);
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const language = LANGUAGE_CODES[i % LANGUAGE_CODES.length]!;
    const query = QUERY_MIX[i % QUERY_MIX.length]!;
    const started = performance.now();
    await search.search(language, query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))]!;
  const documents = search.stats();
  console.log(
    `search: ${Object.entries(documents)
      .map(([l, n]) => `${l} ${n}`)
      .join(", ")} documents; built in ${buildMs.toFixed(0)} ms (all languages)`,
  );
  console.log(
    `search index memory: ${gc ? `${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MiB heap for the three indexes` : "run with --expose-gc to measure"}`,
  );
  console.log(
    `search: ${QUERIES} mixed queries, p50 ${at(50).toFixed(2)} ms  p95 ${at(95).toFixed(2)} ms  p99 ${at(99).toFixed(2)} ms  max ${times.at(-1)!.toFixed(2)} ms (target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
  process.exitCode = at(95) <= TARGET_P95_MS ? 0 : 1;
} finally {
  await services.stop();
}
