import { href } from "#app/i18n/href.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/news";
import { newsListLoader } from "./news-loader.server.ts";
import { NewsCard } from "./NewsCard.tsx";
import { NewsFilterNav } from "./NewsFilterNav.tsx";
import { NewsPagination } from "./NewsPagination.tsx";

/**
 * The news list of a category (route ids `news-*` and `news-paged-*`): filter navigation, cards,
 * pagination. `/news` and `/news/{category}` redirect to `/news/{category}/1` (the loader).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return newsListLoader(request, params, context);
}

/** The page's meta plus the `<link rel="alternate">` of the language's Atom feed (LinksFunction gets no data). */
export const meta: Route.MetaFunction = (args) => [
  ...metaFromLoader(args),
  ...(args.loaderData?.feed
    ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", title: args.loaderData.feed.title, href: args.loaderData.feed.href }]
    : []),
];

/** The loader's `Cache-Control: no-store` when the backend is down. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { heading, category, filters, page, items, unavailable, totalPages, hasNextPage } = loaderData;
  const { language, messages } = useSite();
  const texts = messages.news;
  return (
    <div className="container news-page">
      <header className="page-header">
        <h1>
          <span className="news-eyebrow">
            {heading}
            <span className="visually-hidden">: </span>
          </span>
          {category.name}
        </h1>
      </header>
      <NewsFilterNav filters={filters} active={category.slug} onFirstPage={page === 1} label={texts.filterNavLabel} />
      {items.length === 0 ? (
        <p className="empty-state" role={unavailable ? "status" : undefined}>
          {messages.states.noData}
        </p>
      ) : (
        <ul className="card-grid news-list" aria-label={fillTemplate(texts.listLabel, { category: category.name })}>
          {items.map((item, i) => (
            <NewsCard key={item.id} item={item} pageLanguage={language} showCategory={category.all} texts={texts} eager={i === 0} />
          ))}
        </ul>
      )}
      {unavailable ? null : (
        <NewsPagination
          page={page}
          total={totalPages}
          hasNext={hasNextPage}
          hrefOf={(n) => href("news-paged", language, { category: category.slug, page: n })}
          texts={texts.pagination}
        />
      )}
    </div>
  );
}
