import { Link } from "react-router";
import { StoreBadges } from "#app/components/StoreBadges.tsx";
import { ReadingLayout, SideCard } from "#app/features/reading/interface.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/news-article";
import { newsArticleLoader } from "./news-loader.server.ts";
import { NewsByline } from "./NewsByline.tsx";
import { NewsPicture } from "./NewsPicture.tsx";

/**
 * One news article at `/news/{category}/artikel/{slug}` (en/it `/article/`). The loader finds it
 * by the id at the end of the slug and redirects (301) to the canonical category and slug.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return newsArticleLoader(request, params, context);
}

/** The page's meta plus the `<link rel="alternate">` of the language's Atom feed (LinksFunction gets no data). */
export const meta: Route.MetaFunction = (args) => [
  ...metaFromLoader(args),
  ...(args.loaderData?.feed
    ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", title: args.loaderData.feed.title, href: args.loaderData.feed.href }]
    : []),
];

type ArticleView = Route.ComponentProps["loaderData"]["article"];

/** The article's paragraphs, with the teams, competitions, players and match results they mention linked. */
function ArticleText({ body, lang }: { body: ArticleView["body"]; lang: string | undefined }) {
  return (
    <div className="prose news-article__body" lang={lang}>
      {body.map((paragraph, i) => (
        <p key={i}>
          {paragraph.map((part, j) =>
            typeof part === "string" ? (
              part
            ) : (
              <Link key={j} to={part.url} className="news-mention" data-kind={part.kind}>
                {part.text}
              </Link>
            ),
          )}
        </p>
      ))}
    </div>
  );
}

/** The matches the article is about, listed after it with their results. */
function ArticleMatches({ matches, heading }: { matches: ArticleView["matches"]; heading: string }) {
  return (
    <section className="news-article__matches" aria-labelledby="news-matches">
      <h2 id="news-matches">{heading}</h2>
      <ul>
        {matches.map((match) => (
          <li key={match.url}>
            <Link to={match.url} className="news-mention" data-kind="match">
              {match.home} {match.result ?? "–"} {match.away}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function NewsArticle({ loaderData: { article, category } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  const texts = messages.news;
  // The backend falls back to German for items without the page's language: mark the text as such.
  const lang = article.language !== language ? article.language : undefined;
  const back = fillTemplate(texts.backToList, { category: category.name });
  const appCta = messages.reading.appCta;
  const main = (
    <article className="reading__main news-article">
      <p className="news-article__back">
        <Link to={category.href}>
          <span aria-hidden="true">‹</span>
          {back}
        </Link>
      </p>
      <header className="page-header">
        <p className="news-eyebrow">
          <Link to={category.href}>{category.name}</Link>
        </p>
        <h1 lang={lang}>{article.title}</h1>
        <NewsByline
          published={article.published}
          dateText={article.publishedText}
          dateTemplate={texts.publishedOn}
          author={article.author}
          provider={article.provider}
          full
          texts={texts}
        />
        {lang ? <p className="news-note">{texts.fallbackNotice}</p> : null}
        {article.teaser ? (
          <p className="lead" lang={lang}>
            {article.teaser}
          </p>
        ) : null}
      </header>
      {article.image ? <NewsPicture image={article.image} place="article" lang={lang} /> : null}
      <ArticleText body={article.body} lang={lang} />
      {article.matches.length > 0 ? <ArticleMatches matches={article.matches} heading={texts.matchesHeading} /> : null}
      <p className="news-article__more">
        <Link className="button button--secondary" to={category.href}>
          {fillTemplate(texts.moreInCategory, { category: category.name })}
        </Link>
      </p>
    </article>
  );
  // Beside the article on wide screens, after it on phones: the way to the app.
  const side = (
    <SideCard id="app-cta" heading={appCta.heading} text={appCta.text}>
      <StoreBadges />
    </SideCard>
  );
  return <ReadingLayout main={main} side={side} />;
}
