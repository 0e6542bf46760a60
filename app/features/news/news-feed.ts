import { COMPANY } from "#app/config/company.ts";
import { FOUNDED_YEAR } from "#app/config/constants.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import { servicesOf } from "#app/services.server.ts";
import { ALL_NEWS_FILTER_ID, newsFilterById, newsFilterBySlug, type ShownNewsItem } from "#contract/news.ts";
import type { Language } from "#lib/languages.ts";
import type { Route } from "./+types/news-feed";
import { newsFeedInfo } from "./views/news-view.ts";

/**
 * `/news/feed.xml` (en `/en/news/feed.xml`, it `/it/news/feed.xml`): an Atom 1.0 feed (RFC 4287) of
 * the newest news of all categories (filter 0, the first FEED_PAGES pages) in the page's language.
 * A resource route: it exports only the loader. Every URL is absolute (SITE_URL); each entry links
 * to the article's canonical URL. Backend down with nothing cached: a valid empty feed, not stored
 * by shared caches.
 */

/** How many pages of the "all news" filter the feed lists (newest first). */
export const FEED_PAGES = 3;

const ATOM_TYPE = "application/atom+xml; charset=utf-8";

/** Text for XML character data and attribute values: escaped, without characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 does not allow in a document at all: dropped, not escaped.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point here
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!)
  );
}

/** A stable entry id (RFC 4151 tag URI): the news id, not the slug, which changes with the title. */
function entryId(siteUrl: string, language: Language, newsId: number): string {
  return `tag:${new URL(siteUrl).hostname},${FOUNDED_YEAR}:news/${language}/${newsId}`;
}

/** The newest items of the "all news" filter, without duplicates (pages may shift while read). */
async function feedItems(source: ResultsSource): Promise<ShownNewsItem[]> {
  const first = await source.getNewsPage(ALL_NEWS_FILTER_ID, 1);
  const pageCount = first.pagination ? Math.min(FEED_PAGES, first.pagination.total_pages) : first.hasNextPage ? FEED_PAGES : 1;
  const more = await Promise.allSettled(Array.from({ length: Math.max(pageCount - 1, 0) }, (_, i) => source.getNewsPage(ALL_NEWS_FILTER_ID, i + 2)));
  const pages = [first, ...more.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []))];
  const seen = new Set<number>();
  return pages.flatMap((page) => page.items).filter((item) => !seen.has(item.news.news_id) && seen.add(item.news.news_id));
}

export function renderNewsFeed(siteUrl: string, language: Language, title: string, subtitle: string, items: ShownNewsItem[], now = new Date()): string {
  const feedUrl = siteUrl + href("news-feed", language);
  const listUrl = siteUrl + href("news-paged", language, { category: newsFilterById(ALL_NEWS_FILTER_ID)!.slug, page: 1 });
  // An Atom entry needs its date: items a backend sent without one are left out of the feed.
  const dated = items.flatMap((item) => (item.news.published_at === null ? [] : [{ ...item, news: { ...item.news, published_at: item.news.published_at } }]));
  const newest = dated
    .map((item) => item.news.published_at)
    .sort()
    .at(-1);
  const entries = dated.map(({ news, slug }) => {
    const url = siteUrl + href("news-article", language, { category: news.category.slug, article: slug });
    const category = newsFilterBySlug(news.category.slug)?.names[language] ?? news.category.name;
    const lang = news.language !== language ? ` xml:lang="${escapeXml(news.language)}"` : "";
    return [
      `  <entry${lang}>`,
      `    <id>${escapeXml(entryId(siteUrl, language, news.news_id))}</id>`,
      `    <title type="text">${escapeXml(news.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${escapeXml(news.published_at)}</published>`,
      `    <updated>${escapeXml(news.published_at)}</updated>`,
      `    <author><name>${escapeXml(news.author ?? news.provider)}</name></author>`,
      `    <category term="${escapeXml(news.category.slug)}" label="${escapeXml(category)}"/>`,
      ...(news.teaser === null ? [] : [`    <summary type="text">${escapeXml(news.teaser)}</summary>`]),
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <title type="text">${escapeXml(title)}</title>`,
    `  <subtitle type="text">${escapeXml(subtitle)}</subtitle>`,
    `  <updated>${escapeXml(newest ?? now.toISOString())}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${language}" href="${escapeXml(listUrl)}"/>`,
    `  <author><name>${escapeXml(COMPANY.brand)}</name><uri>${escapeXml(`${siteUrl}/`)}</uri></author>`,
    `  <icon>${escapeXml(`${siteUrl}/favicon.svg`)}</icon>`,
    `  <rights>© ${escapeXml(COMPANY.legalName)}</rights>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { results, env } = servicesOf(context);
  const { language, messages } = pageContext(context);
  const siteUrl = env.SITE_URL;
  const { title } = newsFeedInfo(language, messages);
  const subtitle = fillTemplate(messages.pages.news.description, { category: newsFilterById(ALL_NEWS_FILTER_ID)!.names[language] });
  let items: ShownNewsItem[];
  let cacheControl: string = CACHE_CONTROL.liveData;
  try {
    items = await feedItems(results(language, request.headers));
  } catch {
    // The results source has logged the failure (once per interval); nothing to add per request.
    items = [];
    cacheControl = CACHE_CONTROL.noStore;
  }
  return new Response(renderNewsFeed(siteUrl, language, title, subtitle, items), {
    headers: { "Content-Type": ATOM_TYPE, "Cache-Control": cacheControl },
  });
}
