import { Link } from "react-router";
import type { Language } from "../../../lib/languages.ts";
import { NewsByline } from "./NewsByline.tsx";
import { otherLanguageNote } from "./views/format.ts";
import type { NewsCardItem } from "./views/news-view.ts";

/**
 * One item of a news list: its category (on the all-news list) and the language it is written in
 * where that is not the page's (the backend's German fallback), linked title, date, byline and teaser.
 */
export function NewsCard({
  item,
  pageLanguage,
  showCategory,
  texts,
}: {
  item: NewsCardItem;
  pageLanguage: Language;
  showCategory: boolean;
  texts: { byAuthor: string; source: string; inLanguage: string };
}) {
  const lang = item.language !== pageLanguage ? item.language : undefined;
  const eyebrow = [showCategory ? item.categoryName : null, otherLanguageNote(item.language, pageLanguage, texts.inLanguage)];
  return (
    <li>
      <article className="card news-card">
        {eyebrow.some(Boolean) ? <p className="news-eyebrow">{eyebrow.filter(Boolean).join(" · ")}</p> : null}
        <h2 lang={lang}>
          <Link to={item.href}>{item.title}</Link>
        </h2>
        <NewsByline published={item.published} dateText={item.published.date} author={item.author} provider={item.provider} texts={texts} />
        <p lang={lang}>{item.teaser}</p>
      </article>
    </li>
  );
}
