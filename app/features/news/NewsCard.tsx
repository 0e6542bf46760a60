import { Link } from "react-router";
import type { Language } from "#lib/languages.ts";
import { NewsByline } from "./NewsByline.tsx";
import { NewsPicture } from "./NewsPicture.tsx";
import { otherLanguageNote } from "./views/format.ts";
import type { NewsCardItem } from "./views/news-view.ts";

/**
 * One item of a news list: its category (on the all-news list) and the language it is written in
 * where that is not the page's (the backend's German fallback), linked title, date, byline and teaser;
 * its picture above them where it has one (ADR 0502), sized by its attributes so nothing moves when
 * it arrives, loaded lazily below the first card (`eager` for the first).
 */
export function NewsCard({
  item,
  pageLanguage,
  showCategory,
  texts,
  eager = false,
}: {
  item: NewsCardItem;
  eager?: boolean;
  pageLanguage: Language;
  showCategory: boolean;
  texts: { byAuthor: string; source: string; inLanguage: string };
}) {
  const lang = item.language !== pageLanguage ? item.language : undefined;
  const eyebrow = [showCategory ? item.categoryName : null, otherLanguageNote(item.language, pageLanguage, texts.inLanguage)];
  return (
    <li>
      <article className="card news-card">
        {item.image ? <NewsPicture image={item.image} place="card" lazy={!eager} lang={lang} /> : null}
        {eyebrow.some(Boolean) ? <p className="news-eyebrow">{eyebrow.filter(Boolean).join(" · ")}</p> : null}
        <h2 lang={lang}>
          <Link to={item.href}>{item.title}</Link>
        </h2>
        <NewsByline published={item.published} dateText={item.published?.date ?? ""} author={item.author} provider={item.provider} texts={texts} />
        {item.teaser ? <p lang={lang}>{item.teaser}</p> : null}
      </article>
    </li>
  );
}
