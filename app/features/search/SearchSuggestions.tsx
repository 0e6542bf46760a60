import { useEffect, useState } from "react";
import { Link } from "react-router";
import { SEARCH_QUERY_PARAM } from "../../http/page-query.ts";
import { href } from "../../i18n/href.ts";
import { fillTemplate } from "../../i18n/template.ts";
import { useSite } from "../../i18n/use-site.ts";
import type { SuggestionsAnswer } from "../../search/search-hits.ts";

/** Waits this long after the last keystroke before asking. */
const DEBOUNCE_MS = 150;
/** Shorter queries get no suggestions. */
const MIN_LENGTH = 2;

/**
 * The suggestions under a search field (SearchForm.tsx), in a chunk of their own: the best hits
 * of the server's index for what is typed (`/suche/vorschlaege.json?q=…`, a few hundred bytes per
 * answer), each a link with its kind, and a link to every hit. The index never comes to the
 * browser. A failed request shows nothing: the form still submits to the search page.
 */
export default function SearchSuggestions({ query }: { query: string }) {
  const { language, messages } = useSite();
  const texts = messages.search;
  const [answer, setAnswer] = useState<{ query: string; hits: SuggestionsAnswer["hits"] } | null>(null);
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const url = `${href("search-suggestions", language)}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(trimmed)}`;
        const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
        if (!response.ok) return;
        const body = (await response.json()) as SuggestionsAnswer;
        setAnswer({ query: trimmed, hits: body.hits });
      } catch {
        // Aborted by the next keystroke, or offline: the form still works.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, language]);

  const shown = answer && trimmed.length >= MIN_LENGTH ? answer : null;
  if (!shown || shown.hits.length === 0) return null;
  return (
    <div className="search-suggestions">
      <p className="visually-hidden" role="status">
        {shown.hits.length} {texts.suggestions}
      </p>
      <ul aria-label={texts.suggestions}>
        {shown.hits.map((hit) => (
          <li key={hit.url}>
            <Link to={hit.url} className="search-suggestions__hit">
              <span className="search-suggestions__title">{hit.title}</span>
              <span className="search-suggestions__kind">
                {messages.search.kinds[hit.kind]}
                {hit.detail ? ` · ${hit.detail}` : ""}
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={`${href("search", language)}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(shown.query)}`} className="search-suggestions__all">
            {fillTemplate(texts.allResults, { query: shown.query })}
          </Link>
        </li>
      </ul>
    </div>
  );
}
