import { useEffect, useEffectEvent, useRef, useState } from "react";
import { type HeadersFunction, Link, useNavigate } from "react-router";
import { SearchIcon } from "#app/components/SearchIcon.tsx";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { SEARCH_QUERY_PARAM } from "#app/http/page-query.ts";
import { href } from "#app/i18n/href.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import type { Language } from "#lib/languages.ts";
import type { Route } from "./+types/search";
import { loadSearchPage } from "./search-answer.server.ts";

/**
 * `/suche?q=…`: the site search's hits, grouped by kind. A GET form, so it works without
 * JavaScript; with it, the hits follow the field as one types (the address is replaced and the
 * loader answers: a data request of a few kilobytes, never stored; the index stays on the server).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => (loaderHeaders.has("Cache-Control") ? loaderHeaders : { "Cache-Control": CACHE_CONTROL.page });

/** Results pages are not for search engines (each query is a page of its own); the links on them are. */
export const meta: Route.MetaFunction = (args) => [...metaFromLoader(args), { name: "robots", content: "noindex, follow" }];

const EXAMPLES = ["Bayern", "Mbappé", "Champions League", "Premium"];

/** With JavaScript, the hits follow the field this long after the last keystroke. */
const LIVE_DELAY_MS = 250;

export default function Search({ loaderData: { typed, answer, failed } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  const texts = messages.search;
  const { field, setQuery } = useFieldFollowedByHits(typed, language);

  return (
    <div className="container search-page">
      <header className="page-header">
        <h1>{messages.pages.search.heading}</h1>
        <form role="search" aria-label={texts.label} action={href("search", language)} className="search-form search-form--page">
          <label htmlFor="search-page-q" className="visually-hidden">
            {texts.label}
          </label>
          <input
            id="search-page-q"
            className="search-form__field"
            type="search"
            name={SEARCH_QUERY_PARAM}
            ref={field}
            defaultValue={typed}
            placeholder={texts.field}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <button type="submit" className="search-form__submit" aria-label={texts.submit}>
            <SearchIcon />
          </button>
        </form>
      </header>
      {failed ? <p className="empty-state">{texts.unavailable}</p> : null}
      {!answer && !failed ? (
        <div className="search-page__prompt">
          <p>{texts.prompt}</p>
          <p>{fillTemplate(texts.examples, { examples: EXAMPLES.join(", ") })}</p>
        </div>
      ) : null}
      {answer ? <SearchHits answer={answer} /> : null}
    </div>
  );
}

/**
 * The search field and the address: as one types, the address follows the field (and the loader
 * answers with its hits); a new address from elsewhere sets the field. Returns the field's ref and
 * what its `onChange` reports to.
 */
function useFieldFollowedByHits(typed: string, language: Language) {
  const navigate = useNavigate();
  // The field is uncontrolled, so React never writes over what a visitor types: not what they typed
  // before the page was hydrated, nor keystrokes made while the hits for an earlier text were loading.
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(typed);
  /** The texts the field itself sent to the address: their answers must not set the field back. */
  const sent = useRef(new Set<string>());

  // What was typed before hydration counts as typed.
  useEffect(() => {
    if (field.current) setQuery(field.current.value);
  }, []);

  // A new address from elsewhere (a link, the header's form, back) sets the field.
  const shownTyped = useRef(typed);
  useEffect(() => {
    if (typed === shownTyped.current) return;
    shownTyped.current = typed;
    if (sent.current.has(typed.trim())) return;
    sent.current.clear();
    if (field.current && field.current.value.trim() !== typed.trim()) field.current.value = typed;
    setQuery(typed);
  }, [typed]);

  // As one types, the hits below follow: the address is replaced (no history entry per key) and the loader answers.
  const followField = useEffectEvent(() => {
    if (query.trim() === typed.trim()) return;
    sent.current.add(query.trim());
    const search = query.trim() ? `?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query)}` : "";
    void navigate(`${href("search", language)}${search}`, { replace: true, preventScrollReset: true });
  });
  useEffect(() => {
    const timer = setTimeout(followField, LIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return { field, setQuery };
}

type Answer = NonNullable<Route.ComponentProps["loaderData"]["answer"]>;

/** The answer to a query: how many hits (a status, so the count is announced as one types) and the hits, grouped by kind. */
function SearchHits({ answer }: { answer: Answer }) {
  const { language, messages } = useSite();
  const texts = messages.search;
  return (
    <>
      <p className="search-page__summary" role="status">
        {answer.total === 0
          ? fillTemplate(texts.noResults, { query: answer.query })
          : fillPlural(texts.resultsFor, answer.total, language, { query: answer.query })}
      </p>
      {answer.shortened ? <p className="search-page__note">{fillTemplate(texts.shortened, { count: answer.maxLength })}</p> : null}
      {answer.groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`search-${group.kind}`}>
          <h2 id={`search-${group.kind}`}>{texts.kinds[group.kind]}</h2>
          <ul className="search-hits">
            {group.hits.map((hit) => (
              <li key={hit.url}>
                <Link to={hit.url} className="search-hit">
                  <span className="search-hit__title">{hit.title}</span>
                  {hit.detail ? <span className="search-hit__detail">{hit.detail}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
