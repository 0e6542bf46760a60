import { data, redirect, type RouterContextProvider } from "react-router";
import { newsCard } from "#app/features/cards/interface.server.ts";
import { cardPathOf } from "#app/features/cards/interface.ts";
import { competitionShortcuts } from "#app/football/shortcuts.server.ts";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { isNotFound, type ShownNewsArticle } from "#app/results-api/results-source.server.ts";
import type { Alternates } from "#app/seo/alternates.ts";
import { pageData } from "#app/seo/page-data.ts";
import { dataPageMeta } from "#app/seo/page-loader.server.ts";
import { breadcrumbList, newsArticle } from "#app/seo/structured-data.ts";
import { servicesOf, type SiteServices } from "#app/services.server.ts";
import { DEFAULT_NEWS_FILTER_ID, MAX_API_PAGE, newsFilterById, newsFilterBySlug, newsIdFromSlug, type NewsFilter } from "#contract/news.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { newsMatches } from "./news-matches.server.ts";
import { newsMentions } from "./news-mentions.server.ts";
import { formatNewsDate } from "./views/format.ts";
import { linkMatchScores } from "./views/match-mentions.ts";
import { categoryName, filterLinks, newsCardItem, type NewsCardItem, newsFeedInfo, providerName } from "./views/news-view.ts";

/**
 * Loaders of the news list (`news-*`, `news-paged-*`) and the news article (`news-article-*`),
 * docs/decisions/0500-news-pages.md:
 *
 * - `/news` and `/news/{category}` move (301) to the canonical `/news/{category}/1`; `/news` is
 *   category kolumne (the spec's default filter).
 * - The page is a positive integer without sign, fraction or exponent; leading zeros move (301) to
 *   the plain number; a page below 1 (`0`, `-3`) moves (301) to page 1, as the spec turns UI pages
 *   below 1 into the first; anything else, a page above the API's cap and a page beyond the last
 *   are 404. An unknown category is 404.
 * - Backend down with nothing cached: the list answers 200 with the empty state and
 *   `Cache-Control: no-store`; the article answers 503.
 * - An article slug or category other than the canonical one moves (301) to the canonical URL.
 */

const NO_STORE = { "Cache-Control": "no-store" } as const;

function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The 1-based page of a URL segment: digits only, at least 1, at most the API's cap (its last page
 * plus one). Undefined for anything else. Leading zeros are accepted here; the loader redirects them.
 */
export function parseNewsPage(segment: string): number | undefined {
  if (!/^\d+$/.test(segment)) return undefined;
  const digits = segment.replace(/^0+/, "");
  if (digits === "" || digits.length > String(MAX_API_PAGE + 1).length) return undefined;
  const page = Number(digits);
  return page >= 1 && page <= MAX_API_PAGE + 1 ? page : undefined;
}

/** A whole number below 1 (`0`, `00`, `-1`): the spec's UI treats it as the first page. */
export function isBelowFirstPage(segment: string): boolean {
  return /^-?\d{1,20}$/.test(segment) && Number(segment) < 1;
}

/** The news list's loader data; `params` as the routes `news-*` and `news-paged-*` give them. */
export async function newsListLoader(request: Request, params: { category?: string; page?: string }, context: Readonly<RouterContextProvider>) {
  const services = servicesOf(context);
  const { language, messages } = pageContext(context);
  const url = new URL(request.url);
  const filter: NewsFilter | undefined = params.category === undefined ? newsFilterById(DEFAULT_NEWS_FILTER_ID) : newsFilterBySlug(params.category);
  if (!filter) notFound();

  const pathOf = (page: number) => href("news-paged", language, { category: filter.slug, page });
  const canonical = (page: number) => pathOf(page) + url.search;
  if (params.page === undefined) throw redirect(canonical(1), 301);
  const page = parseNewsPage(params.page);
  if (page === undefined) {
    if (isBelowFirstPage(params.page)) throw redirect(canonical(1), 301);
    notFound();
  }
  if (String(page) !== params.page) throw redirect(canonical(page), 301);

  const category = filter.names[language];
  const meta = page === 1 ? dataPageMeta(messages, "news", { category }) : dataPageMeta(messages, "news-paged", { category, page });
  // Home › category (› page N): the trail search engines and the page's breadcrumbs show.
  const siteUrl = services.env.SITE_URL;
  const trail = [
    { name: messages.nav.home, url: siteUrl + href("home", language) },
    { name: category, url: siteUrl + pathOf(1) },
    ...(page > 1 ? [{ name: fillTemplate(messages.news.pagination.page, { page }), url: siteUrl + pathOf(page) }] : []),
  ];
  const shortcuts = await competitionShortcuts(services.results(language, request.headers), language, messages);
  const head = { meta, structuredData: [breadcrumbList(trail)], shortcuts };
  const base = {
    heading: messages.pages.news.heading,
    category: { slug: filter.slug, name: category, all: filter.id === 0 },
    filters: filterLinks(language),
    page,
    feed: newsFeedInfo(language, messages),
  };

  let result;
  try {
    result = await services.results(language, request.headers).getNewsPage(filter.id, page);
  } catch (error) {
    if (isNotFound(error)) notFound();
    // The results source has logged the failure (once per interval); nothing to add per request.
    const unavailable = { ...base, unavailable: true, items: [] as NewsCardItem[], totalPages: null as number | null, hasNextPage: false };
    return data(pageData(head, unavailable), { headers: NO_STORE });
  }

  const { items, pagination, hasNextPage } = result;
  // A page beyond the last: by the backend's page count, else by an empty answer (not page 1: an
  // empty category still has its first page, with the empty state).
  if (page > 1 && (pagination ? page > pagination.total_pages : items.length === 0 && !hasNextPage)) notFound();

  const cards = items.map((item) => newsCardItem(item, language, messages));

  return data(pageData(head, { ...base, unavailable: false, items: cards, totalPages: pagination ? Math.max(pagination.total_pages, 1) : null, hasNextPage }));
}

/** The same article's path in every language (its title, hence its slug, may differ); failures are left out. */
async function articleAlternates(id: number, current: Language, currentPath: string, services: SiteServices, headers: Headers) {
  const others = LANGUAGE_CODES.filter((code) => code !== current);
  const settled = await Promise.allSettled(others.map((code) => services.results(code, headers).getNewsItem(id)));
  const alternates: Alternates = { [current]: currentPath };
  settled.forEach((outcome, i) => {
    if (outcome.status !== "fulfilled") return;
    const code = others[i]!;
    alternates[code] = href("news-article", code, { category: outcome.value.news.category.slug, article: outcome.value.slug });
  });
  return alternates;
}

/** The article of that id in the page's language (or German, the backend's fallback): 404 when there is none, 503 when the backend fails. */
async function loadArticle(services: SiteServices, language: Language, headers: Headers, id: number): Promise<ShownNewsArticle> {
  try {
    return await services.results(language, headers).getNewsItem(id);
  } catch (error) {
    if (isNotFound(error)) notFound();
    // The results source has logged the failure (once per interval); nothing to add per request.
    // Thrown errors render the root's error boundary with the root's headers; a 503 is not
    // cacheable without explicit freshness anyway (RFC 9111 §4.2.2).
    throw data(null, { status: 503 });
  }
}

/** What the article's text refers to: the teams, competitions and players it mentions, and the matches it is about. */
async function articleReferences(news: ShownNewsArticle["news"], language: Language, services: SiteServices, headers: Headers) {
  // The teams, competitions and players the text mentions, linked (the names of the text's language).
  const mentions = await newsMentions(language, (l) => services.results(l, headers), news.language);
  // The matches it is about: their results linked where the text states them, and listed after it.
  // Without a date, which matches the text is about cannot be told (a pairing meets twice a season).
  const matches =
    news.published_at === null
      ? []
      : await newsMatches(
          { title: news.title, teaser: news.teaser ?? "", body: news.body, publishedAt: news.published_at },
          mentions,
          services.results(language, headers),
          language,
        );
  return { mentions, matches };
}

/** The news article's loader data; `params` as the routes `news-article-*` give them. */
export async function newsArticleLoader(request: Request, params: { category: string; article: string }, context: Readonly<RouterContextProvider>) {
  const services = servicesOf(context);
  const { language, messages } = pageContext(context);
  const url = new URL(request.url);
  const id = newsIdFromSlug(params.article);
  if (id === undefined) notFound();

  const { news, slug } = await loadArticle(services, language, request.headers, id);
  const path = href("news-article", language, { category: news.category.slug, article: slug });
  if (params.category !== news.category.slug || params.article !== slug) throw redirect(path + url.search, 301);

  const category = categoryName(news.category.slug, news.category.name, language);
  const published = news.published_at === null ? null : formatNewsDate(news.published_at, language);
  // For the head and search engines: the teaser, else (a backend that sends none) the first paragraph.
  const description = news.teaser ?? news.body[0]!;
  const { mentions, matches } = await articleReferences(news, language, services, request.headers);
  const categoryHref = href("news-paged", language, { category: news.category.slug, page: 1 });
  const siteUrl = services.env.SITE_URL;
  const card = cardPathOf({ kind: "news", ids: [id] }, newsCard(news, language));
  return pageData(
    {
      card,
      meta: dataPageMeta(messages, "news-article", { headline: news.title, teaser: description }),
      ogType: "article",
      ...(news.language === language ? {} : { titleLanguage: news.language }),
      alternates: await articleAlternates(id, language, path, services, request.headers),
      shortcuts: await competitionShortcuts(services.results(language, request.headers), language, messages),
      structuredData: [
        newsArticle(siteUrl, {
          headline: news.title,
          description,
          datePublished: news.published_at,
          author: news.author,
          provider: news.provider,
          url: siteUrl + path,
          language: news.language,
          image: siteUrl + card,
        }),
        breadcrumbList([
          { name: messages.nav.home, url: siteUrl + href("home", language) },
          { name: category, url: siteUrl + categoryHref },
          { name: news.title, url: siteUrl + path },
        ]),
      ],
    },
    {
      feed: newsFeedInfo(language, messages),
      article: {
        id: news.news_id,
        title: news.title,
        teaser: news.teaser,
        body: linkMatchScores(mentions.link(news.body), matches),
        matches: matches.map(({ url, home, away, result }) => ({ url, home, away, result })),
        author: news.author,
        provider: providerName(news.provider, messages),
        language: news.language,
        image: news.image ?? null,
        published,
        publishedText: published ? fillTemplate(messages.news.dateTime, { date: published.date, time: published.time }) : "",
      },
      category: { slug: news.category.slug, name: category, href: categoryHref },
    },
  );
}
