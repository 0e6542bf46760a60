import { createdAtIso } from "#app/content/press-articles.ts";
import type { PressArticle } from "#app/content/schemas.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { formatDate } from "./views/format.ts";

/**
 * Press articles in the order given (the loaders pass them newest first): title linking to the
 * outlet's article in the article's own language, outlet and date.
 */
export function PressArticleList({ articles, headingLevel }: { articles: PressArticle[]; headingLevel: 2 | 3 }) {
  const { language } = useSite();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="press-list">
      {articles.map((article) => (
        <li key={article._id} className="press-item">
          <Heading className="press-item__title">
            <ExternalLink href={article.url} hrefLang={article.language}>
              <span lang={article.language}>{article.title}</span>
            </ExternalLink>
          </Heading>
          <p className="press-item__meta">
            <span>{article.outlet}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={createdAtIso(article)}>{formatDate(article._created * 1000, language)}</time>
          </p>
          {article.teaser ? (
            <p className="press-item__teaser" lang={article.language}>
              {article.teaser}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
