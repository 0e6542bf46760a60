import { Link, type ShouldRevalidateFunction } from "react-router";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { faqMatches } from "#app/content/faq-matcher.ts";
import { ReadingLayout } from "#app/features/reading/interface.ts";
import { FAQ_QUERY_PARAM as QUERY_PARAM } from "#app/http/page-query.ts";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { pageData } from "#app/seo/page-data.ts";
import { dataPageMeta } from "#app/seo/page-loader.server.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { faqPage } from "#app/seo/structured-data.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/faq";
import { FaqList } from "./FaqList.tsx";
import { FaqContactCard, FaqSearchForm, useFaqMatcher, useFaqSearch } from "./FaqSearch.tsx";
import { NoData } from "./NoData.tsx";
import { faqView } from "./views/faq-view.ts";

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

export default function Faq({ loaderData: { faq, matched } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  const texts = messages.content.faq;
  const page = messages.pages.faq;
  const search = useFaqSearch();
  const { query } = search;
  const matcher = useFaqMatcher(query);
  const matches = matcher ? matcher(faq.entries, query) : matched.query === query ? new Set(matched.ids) : undefined;
  const view = faqView(faq, query, matches);
  const status = !view.searching ? "" : view.hits > 0 ? fillPlural(texts.hits, view.hits, language) : messages.states.noSearchResults;

  return (
    <ReadingLayout
      side={<FaqContactCard />}
      main={
        <div className="reading__main faq-page">
          <PageHeader heading={page.heading} lead={page.description} />
          {faq.entries.length === 0 ? (
            <NoData />
          ) : (
            <>
              <FaqSearchForm search={search} />
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
