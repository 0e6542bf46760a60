import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { faqMatches } from "#app/content/faq-matcher.ts";
import { searchTerms } from "#app/content/faq-search.ts";
import { SideCard } from "#app/features/reading/interface.ts";
import { FAQ_QUERY_PARAM as QUERY_PARAM } from "#app/http/page-query.ts";
import { href } from "#app/i18n/href.ts";
import { useSite } from "#app/i18n/use-site.ts";

/*
 * The FAQ page's search (faq.tsx, docs/decisions/0302-faq-loading-and-search.md) and its side card.
 * A module of its own: the route module's client loader then stays a chunk of its own (React Router
 * splits an export off only when it shares no top-level code with the page's component).
 */

/** The address follows the search field this long after the last keystroke. */
const URL_SYNC_DELAY_MS = 400;

/** Marks the history entries the search field wrote, so the field does not follow its own echo. */
interface SearchState {
  faqSearch?: true;
}

/** The matcher, loaded in the browser when the visitor first types (app/content/faq-matcher.ts). */
type FaqMatcher = typeof faqMatches;

/**
 * The search field's text and the address that follows it. The field is the visitor's
 * (uncontrolled); `fieldVersion` makes a new one when a link or the back button brings a query.
 */
export function useFaqSearch() {
  const { language } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const urlQuery = new URLSearchParams(location.search).get(QUERY_PARAM) ?? "";
  const [query, setQuery] = useState(urlQuery);

  // The field is the visitor's (uncontrolled): what is typed before the page hydrates (its modules
  // run on the first intent, ADR 0711) stays in it, where a controlled field lost it to React's
  // value, and the state adopts it once the page has hydrated.
  const field = useRef<HTMLInputElement>(null);
  const adoptTyped = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== query) setQuery(typed);
  });
  useEffect(() => adoptTyped(), []);

  // A link to the FAQ or the browser's back button sets the field (a new field, `fieldVersion`);
  // its own URL updates do not. (State adjusted while rendering, when a new history entry arrives:
  // no effect, no extra render pass.)
  const [entryKey, setEntryKey] = useState(location.key);
  const [fieldVersion, setFieldVersion] = useState(0);
  if (entryKey !== location.key) {
    setEntryKey(location.key);
    if (!(location.state as SearchState | null)?.faqSearch) {
      setQuery(urlQuery);
      setFieldVersion(fieldVersion + 1);
    }
  }

  function syncUrl(value: string) {
    const search = value.trim() ? `?${new URLSearchParams({ [QUERY_PARAM]: value })}` : "";
    navigate(
      { pathname: href("faq", language), search },
      { replace: true, preventScrollReset: true, state: { faqSearch: true } satisfies SearchState, defaultShouldRevalidate: false },
    );
  }

  // The address follows the field (shareable, survives a reload) without a history entry per key.
  // A change of the address alone must not write it back: only a change of the field starts the timer.
  const syncUrlIfChanged = useEffectEvent(() => {
    if (query !== urlQuery) syncUrl(query);
  });
  useEffect(() => {
    const timer = setTimeout(syncUrlIfChanged, URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return { query, setQuery, field, fieldVersion, syncUrl };
}

/** The matcher (MiniSearch) comes when the visitor first types: no first visit carries it. */
export function useFaqMatcher(query: string): FaqMatcher | undefined {
  const [matcher, setMatcher] = useState<FaqMatcher>();
  const typed = searchTerms(query).length > 0;
  useEffect(() => {
    if (!typed || matcher) return;
    let current = true;
    void import("#app/content/faq-matcher.ts").then((module) => current && setMatcher(() => module.faqMatches));
    return () => {
      current = false;
    };
  }, [typed, matcher]);
  return matcher;
}

/** The search form: a GET to the FAQ without JavaScript; with it, the list follows the field and a submit only updates the address. */
export function FaqSearchForm({ search: { query, setQuery, field, fieldVersion, syncUrl } }: { search: ReturnType<typeof useFaqSearch> }) {
  const { language, messages } = useSite();
  const texts = messages.content.faq;
  return (
    <form
      role="search"
      aria-label={texts.searchLabel}
      method="get"
      action={href("faq", language)}
      className="faq-search"
      onSubmit={(event) => {
        // The list already shows the hits; only the address is brought up to date.
        event.preventDefault();
        syncUrl(query);
      }}
    >
      <label htmlFor="faq-query">{texts.searchLabel}</label>
      <div className="faq-search__row">
        <input
          key={fieldVersion}
          ref={field}
          id="faq-query"
          type="search"
          name={QUERY_PARAM}
          defaultValue={query}
          placeholder={messages.pages.faq.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <button type="submit" className="button">
          {texts.searchButton}
        </button>
      </div>
    </form>
  );
}

/** Beside the questions: the way to the contact form for a question they do not answer. */
export function FaqContactCard() {
  const { language, messages } = useSite();
  const cta = messages.reading.faqCta;
  return (
    <SideCard id="faq-cta" heading={cta.heading} text={cta.text}>
      <p className="side-card__actions">
        <Link className="button" to={href("contact", language)} prefetch="intent">
          {cta.action}
        </Link>
      </p>
    </SideCard>
  );
}
