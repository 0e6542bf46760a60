import { lazy, Suspense, useId, useState } from "react";
import { SEARCH_QUERY_PARAM } from "../../http/page-query.ts";
import { href } from "../../i18n/href.ts";
import { useSite } from "../../i18n/use-site.ts";

/** The suggestions' code and styles' behaviour: loaded on the field's first focus, never on a page's first load. */
const SearchSuggestions = lazy(() => import("./SearchSuggestions.tsx"));

/**
 * A search field: a GET form to the search page, so it works without JavaScript. With JavaScript,
 * the field's first focus loads the suggestions (SearchSuggestions.tsx, a chunk of its own), which
 * then list the best hits as the visitor types. The header holds one, the search page another.
 */
export function SearchForm({ variant, initial = "" }: { variant: "header" | "page"; initial?: string }) {
  const { language, messages } = useSite();
  const texts = messages.search;
  const id = useId();
  const [active, setActive] = useState(false);
  const [query, setQuery] = useState(initial);
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
        onFocus={() => setActive(true)}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <button type="submit" className="search-form__submit">
        <SearchIcon />
        <span className="visually-hidden">{texts.submit}</span>
      </button>
      {active ? (
        <Suspense fallback={null}>
          <SearchSuggestions query={query} />
        </Suspense>
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
