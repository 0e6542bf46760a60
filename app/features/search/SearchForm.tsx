import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { SEARCH_QUERY_PARAM } from "../../http/page-query.ts";
import { href } from "../../i18n/href.ts";
import { useSite } from "../../i18n/use-site.ts";
import type { SearchHit, SuggestionsAnswer } from "../../search/search-hits.ts";

/** Waits this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 150;
/** The suggestions close this long after the field lost the focus to something outside the form. */
const CLOSE_DELAY_MS = 200;
/** Shorter queries get no suggestions. */
const MIN_LENGTH = 2;

/**
 * A search field: a GET form to the search page, so it works without JavaScript. With JavaScript,
 * the best hits are suggested as the visitor types, from the server's index (the suggestions'
 * JSON, `/suche/vorschlaege.json?q=…`, a few hundred bytes an answer; the index never comes to the
 * browser), and nothing is asked for before the field is used. The header holds one (on every
 * page: its code is a few hundred bytes, without a chunk of its own, which would bring Vite's
 * preload helper to every first visit), the search page another.
 */
export function SearchForm({ variant, initial = "" }: { variant: "header" | "page"; initial?: string }) {
  const { language, messages } = useSite();
  const texts = messages.search;
  const id = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const trimmed = query?.trim() ?? "";

  useEffect(() => {
    if (trimmed.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const url = `${href("search-suggestions", language)}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(trimmed)}`;
        const response = await fetch(url, { signal: controller.signal });
        if (response.ok) setAnswer({ query: trimmed, hits: ((await response.json()) as SuggestionsAnswer).hits });
      } catch {
        // Aborted by the next keystroke, or offline: the form still submits to the search page.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, language]);

  const shown = answer && answer.hits.length > 0 && trimmed.length >= MIN_LENGTH ? answer : null;
  return (
    <form role="search" aria-label={texts.label} action={href("search", language)} method="get" className={`search-form search-form--${variant}`}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={`${id}-q`}
        className="search-form__field"
        type="search"
        name={SEARCH_QUERY_PARAM}
        defaultValue={initial}
        placeholder={texts.field}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        onChange={(event) => setQuery(event.currentTarget.value)}
        // The suggestions close on Escape, and when the focus leaves the form from the field.
        onKeyDown={(event) => {
          if (event.key === "Escape") setQuery(null);
        }}
        // (A moment later: a browser that does not focus a clicked link reports no target, and the click must land first.)
        onBlur={(event) => {
          const form = event.currentTarget.form;
          if (!form?.contains(event.relatedTarget)) setTimeout(() => !form?.contains(document.activeElement) && setQuery(null), CLOSE_DELAY_MS);
        }}
      />
      <button type="submit" className="search-form__submit">
        <SearchIcon />
        <span className="visually-hidden">{texts.submit}</span>
      </button>
      {shown ? (
        <div className="search-suggestions">
          <p className="visually-hidden" role="status">
            {shown.hits.length} {texts.suggestions}
          </p>
          <ul aria-label={texts.suggestions}>
            {shown.hits.map((hit) => (
              <li key={hit.url}>
                <Link to={hit.url} onClick={() => setQuery(null)}>
                  <span className="search-suggestions__title">{hit.title}</span>
                  <span className="search-suggestions__kind">
                    {texts.kinds[hit.kind]}
                    {hit.detail ? ` · ${hit.detail}` : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}

export function SearchIcon() {
  return (
    <svg className="search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
