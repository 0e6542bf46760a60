import { Link } from "react-router";
import { otherLanguageNote } from "#app/features/news/interface.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { HomeNewsItem } from "./views/home-view.ts";

/** The latest news: category (and language, where not the page's), linked title and date of each, and the way to all news. */
export function NewsTeaser({ news, allHref }: { news: HomeNewsItem[]; allHref: string }) {
  const { language, messages } = useSite();
  return (
    <section className="home-panel home-panel--news render-when-near" aria-labelledby="home-news">
      <h3 id="home-news">{messages.home.news}</h3>
      <ul className="home-news">
        {news.map((item) => (
          <li key={item.id}>
            <span className="news-eyebrow">
              {[item.category, otherLanguageNote(item.language, language, messages.news.inLanguage)].filter(Boolean).join(" · ")}
            </span>
            <Link to={item.href} lang={item.language !== language ? item.language : undefined}>
              {item.title}
            </Link>
            {item.published ? <time dateTime={item.published.iso}>{item.published.date}</time> : null}
          </li>
        ))}
      </ul>
      <Link className="home-more" to={allHref}>
        {messages.home.allNews}
      </Link>
    </section>
  );
}
