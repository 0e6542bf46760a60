import { href } from "#app/i18n/href.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import type { Language } from "#lib/languages.ts";
import { newsMentions } from "./news-mentions.server.ts";
import { formatNewsDate } from "./views/format.ts";

/**
 * The news about a team, for its page (docs/decisions/0501-news-that-connects.md): the latest
 * articles whose title or teaser mentions the team (news-mentions.server.ts: by its names, and
 * only where the name is the team's alone), newest first. Markup made here, as the calendar links
 * are: the team page's JavaScript is at its budget, and a list of links needs none.
 */

/** How many the team page shows. */
export const TEAM_NEWS_COUNT = 3;
/** How far back the news are looked through: the newest pages of every category. */
const PAGES_LOOKED_AT = 5;

export interface TeamNewsItem {
  title: string;
  href: string;
  /** UTC instant, and the date as the list shows it; null when the backend sent no date. */
  iso: string | null;
  date: string | null;
  /** The text's language where the backend fell back to another. */
  lang?: Language;
}

/** The latest news mentioning team `teamId`; none when the news cannot be had (the page shows without them). */
export async function teamNews(language: Language, results: (language: Language) => ResultsSource, teamId: number): Promise<TeamNewsItem[]> {
  try {
    const source = results(language);
    const mentions = await newsMentions(language, results, "de");
    const found: TeamNewsItem[] = [];
    for (let page = 1; page <= PAGES_LOOKED_AT; page++) {
      const answer = await source.getNewsPage(0, page);
      for (const { news, slug } of answer.items) {
        if (!mentions.mentioned(`${news.title}\n${news.teaser ?? ""}`).includes(`team:${teamId}`)) continue;
        const published = news.published_at === null ? null : formatNewsDate(news.published_at, language);
        found.push({
          title: news.title,
          href: href("news-article", language, { category: news.category.slug, article: slug }),
          iso: published?.iso ?? null,
          date: published?.date ?? null,
          lang: news.language !== language ? news.language : undefined,
        });
      }
      if (!answer.hasNextPage) break;
    }
    // Newest first; items without a date after the dated ones, in the backend's order.
    const iso = (item: TeamNewsItem) => item.iso ?? "";
    return found.sort((a, b) => (iso(a) < iso(b) ? 1 : iso(a) > iso(b) ? -1 : 0)).slice(0, TEAM_NEWS_COUNT);
  } catch {
    return [];
  }
}

const HEADING_ID = "team-news-heading";

/** The team page's "News" section, or "" without news about the team. */
export function teamNewsHtml(items: readonly TeamNewsItem[], heading: string): string {
  if (items.length === 0) return "";
  const entries = items.map(
    (item) =>
      `<li><a class="team-news__link" href="${escapeMarkup(item.href)}"><span class="team-news__title"${item.lang ? ` lang="${item.lang}"` : ""}>${escapeMarkup(item.title)}</span>` +
      (item.iso && item.date ? `<time class="team-news__date" datetime="${escapeMarkup(item.iso)}">${escapeMarkup(item.date)}</time>` : "") +
      "</a></li>",
  );
  return [
    `<section class="team-news" aria-labelledby="${HEADING_ID}">`,
    `<h2 id="${HEADING_ID}">${escapeMarkup(heading)}</h2>`,
    `<ul class="team-news__list">${entries.join("")}</ul>`,
    "</section>",
  ].join("");
}
