import { NO_SUGGESTIONS, SUGGESTIONS_PER_KIND, type SuggestionsAnswer } from "#app/components/layout/suggestions.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import type { Language } from "#lib/languages.ts";
import { errorMessage, log } from "#lib/log.server.ts";
import { rawQueryOf } from "./search-answer.server.ts";
import type { SiteSearch } from "./site-search.server.ts";

/**
 * The answer of the suggestions' resource route (app/components/layout/suggestions.ts): whatever the query
 * holds (nothing, 1,000 characters, control characters, markup, regular-expression syntax), a
 * small JSON answer with status 200 — without hits where there is no word to search. It is made
 * for the request and never stored: `no-store` for browsers and shared caches, and the page cache
 * does not even look it up (`NEVER_STORED_PATHS`, app/http/page-query.server.ts). Only an index that cannot
 * answer gives a 503, which the field shows as no suggestions.
 */

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": CACHE_CONTROL.noStore,
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
};

/** The suggestions for the request's query (its first `q`) in `language`. */
export async function suggestionsResponse(request: Request, language: Language, search: Pick<SiteSearch, "search">): Promise<Response> {
  const raw = rawQueryOf(request);
  if (raw.trim() === "") return json(NO_SUGGESTIONS);
  try {
    const answer = await search.search(language, raw, { perKind: SUGGESTIONS_PER_KIND });
    return json({
      query: answer.query,
      groups: answer.groups.map(({ kind, hits }) => ({ kind, hits: hits.map(({ title, detail, url }) => ({ title, detail, url })) })),
      total: answer.total,
    });
  } catch (error) {
    log("error", "search_suggestions_failed", { language, error: errorMessage(error) });
    return new Response(body(NO_SUGGESTIONS), { status: 503, headers: { ...HEADERS, "Retry-After": "30" } });
  }
}

/**
 * The answer as JSON with every `<` escaped (`\u003c`, the same string to a JSON parser): what a
 * visitor typed comes back in it, and no markup of theirs is ever in what the site sends, even in a
 * type no browser renders.
 */
const body = (answer: SuggestionsAnswer) => JSON.stringify(answer).replaceAll("<", "\\u003c");
const json = (answer: SuggestionsAnswer) => new Response(body(answer), { headers: HEADERS });
