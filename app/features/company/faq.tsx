import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Link, useLocation, useNavigate, type ShouldRevalidateFunction } from "react-router";
import { PageHeader } from "../../components/PageHeader.tsx";
import { faqMatches } from "../../content/faq-matcher.ts";
import { searchTerms } from "../../content/faq-search.ts";
import { FAQ_QUERY_PARAM as QUERY_PARAM } from "../../http/page-query.ts";
import { href } from "../../i18n/href.ts";
import { pageContext } from "../../i18n/page-language.server.ts";
import { fillPlural } from "../../i18n/plural.ts";
import { useSite } from "../../i18n/use-site.ts";
import { pageData } from "../../seo/page-data.ts";
import { dataPageMeta } from "../../seo/page-loader.server.ts";
import { metaFromLoader } from "../../seo/page-meta.ts";
import { faqPage } from "../../seo/structured-data.ts";
import { servicesOf } from "../../services.server.ts";
import { ReadingLayout, SideCard } from "../reading/ReadingLayout.tsx";
import type { Route } from "./+types/faq";
import { FaqList } from "./FaqList.tsx";
import { NoData } from "./NoData.tsx";
import { faqView } from "./views/faq-view.ts";

/** The address follows the search field this long after the last keystroke. */
const URL_SYNC_DELAY_MS = 400;

/**
 * The whole collection plus the query and the entries it matches; the page filters
 * (docs/decisions/0302-faq-loading-and-search.md). The matches come from here for the query of the
 * address (the page needs no matcher to show them, with or without JavaScript), and from the
 * matcher the page loads once the visitor types.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, messages } = pageContext(context);
  const faq = await servicesOf(context).content.getFaqs(language);
  const query = new URL(request.url).searchParams.get(QUERY_PARAM) ?? "";
  return pageData(
    { meta: dataPageMeta(messages, "faq"), structuredData: faq.entries.length > 0 ? [faqPage(faq.entries)] : [] },
    { faq, query, matched: { query, ids: [...faqMatches(faq.entries, query)] } },
  );
}

type FaqData = Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>;

/**
 * "The FAQ is fetched only if not already loaded" (spec §4): the collection is kept in memory per
 * language for the life of the browser tab, under the FAQ's path in that language (one per
 * language). The hydration run primes it with the server-rendered data, so neither coming back to
 * the FAQ nor a new search ever fetches it again. Empty results (service down) are not kept.
 */
const loaded = new Map<string, FaqData>();

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams.get(QUERY_PARAM) ?? "";
  const cached = loaded.get(url.pathname);
  if (cached) return { ...cached, query };
  const fresh = await serverLoader();
  if (fresh.faq.entries.length > 0) loaded.set(url.pathname, fresh);
  return fresh;
}
clientLoader.hydrate = true as const;

/** A new search on the FAQ itself (same path, other `?q=`) never reloads the data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = metaFromLoader;

/** Marks the history entries the search field wrote, so the field does not follow its own echo. */
interface SearchState {
  faqSearch?: true;
}

/** The matcher, loaded in the browser when the visitor first types (app/content/faq-matcher.ts). */
type FaqMatcher = typeof faqMatches;

export default function Faq({ loaderData: { faq, matched } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  const texts = messages.content.faq;
  const page = messages.pages.faq;
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

  // The matcher (MiniSearch) comes when the visitor first types: no first visit carries it.
  const [matcher, setMatcher] = useState<FaqMatcher>();
  const typed = searchTerms(query).length > 0;
  useEffect(() => {
    if (!typed || matcher) return;
    let current = true;
    void import("../../content/faq-matcher.ts").then((module) => current && setMatcher(() => module.faqMatches));
    return () => {
      current = false;
    };
  }, [typed, matcher]);
  const matches = matcher ? matcher(faq.entries, query) : matched.query === query ? new Set(matched.ids) : undefined;
  const view = faqView(faq, query, matches);
  const status = !view.searching ? "" : view.hits > 0 ? fillPlural(texts.hits, view.hits, language) : messages.states.noSearchResults;

  const cta = messages.reading.faqCta;

  return (
    <ReadingLayout
      side={
        <SideCard id="faq-cta" heading={cta.heading} text={cta.text}>
          <p className="side-card__actions">
            <Link className="button" to={href("contact", language)} prefetch="intent">
              {cta.action}
            </Link>
          </p>
        </SideCard>
      }
      main={
        <div className="reading__main faq-page">
          <PageHeader heading={page.heading} lead={page.description} />
          {faq.entries.length === 0 ? (
            <NoData />
          ) : (
            <>
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
                    placeholder={page.searchPlaceholder}
                    autoComplete="off"
                    onChange={(event) => setQuery(event.currentTarget.value)}
                  />
                  <button type="submit" className="button">
                    {texts.searchButton}
                  </button>
                </div>
              </form>
              <div className="faq-status">
                <p role="status" className={view.searching && view.hits === 0 ? "empty-state" : undefined}>
                  {status}
                </p>
                {view.searching ? (
                  <Link to={href("faq", language)} defaultShouldRevalidate={false} preventScrollReset>
                    {texts.reset}
                  </Link>
                ) : null}
              </div>
              <FaqList groups={view.groups} open={view.searching} />
            </>
          )}
        </div>
      }
    />
  );
}
