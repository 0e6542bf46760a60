import type { DatabaseSync, StatementSync } from "node:sqlite";
import { NEWS_PAGE_SIZE } from "#contract/api-calls.ts";
import { newsFilterById } from "#contract/news.ts";
import type { NewsItemResponse, NewsListResponse, NewsSummary } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { NotFoundError } from "./results-data.ts";

/**
 * News (`newsList`, `newsItem`): queried per call from `news` and `news_texts`, each item's text in
 * the requested language or, where it has no translation, in German, which every item has
 * (content/news/README.md). In a replay (RESULTS_CLOCK) an item published after the replayed moment
 * does not exist yet: left out of lists and counts, unknown (404) as an item, so every page and the
 * search, which all read these answers, agree with the scores of the same moment.
 */

interface NewsRow {
  news_id: number;
  type: string;
  provider: string;
  category_id: number;
  published_at: string;
  author: string | null;
  language: Language;
  title: string;
  teaser: string;
  body_json: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
}

/** An item with its text in `:lng`, or in German where it has none in `:lng`. */
const NEWS_COLUMNS = `n.news_id, n.type, n.provider, n.category_id, n.published_at, n.author,
  n.image_url, n.image_width, n.image_height, COALESCE(l.image_alt, d.image_alt) AS image_alt,
  COALESCE(l.language, d.language) AS language, COALESCE(l.title, d.title) AS title,
  COALESCE(l.teaser, d.teaser) AS teaser, COALESCE(l.body_json, d.body_json) AS body_json
  FROM news n JOIN news_texts d ON d.news_id = n.news_id AND d.language = 'de'
  LEFT JOIN news_texts l ON l.news_id = n.news_id AND l.language = :lng`;

/** Published by `:until` (an ISO instant in UTC, as the rows store it), or at any time when it is null. */
const PUBLISHED = "(:until IS NULL OR n.published_at <= :until)";

/** `replayedMinute`: the replay clock's minute (minutes since the epoch), or null when answering as recorded. */
export function newsAnswers(db: DatabaseSync, replayedMinute: () => number | null = () => null) {
  const statements: Record<"count" | "page" | "item", StatementSync> = {
    count: db.prepare(`SELECT COUNT(*) AS total FROM news n WHERE (:category = 0 OR n.category_id = :category) AND ${PUBLISHED}`),
    page: db.prepare(
      `SELECT ${NEWS_COLUMNS} WHERE (:category = 0 OR n.category_id = :category) AND ${PUBLISHED}
       ORDER BY n.published_at DESC, n.news_id DESC LIMIT :limit OFFSET :offset`,
    ),
    item: db.prepare(`SELECT ${NEWS_COLUMNS} WHERE n.news_id = :id AND ${PUBLISHED}`),
  };

  /** The newest publication time shown: the end of the replayed minute (an item of 18:45:30 shows at 18:45), else none. */
  function until(): string | null {
    const minute = replayedMinute();
    return minute === null ? null : new Date((minute + 1) * 60_000 - 1).toISOString();
  }

  function newsPage(filterId: number, page: number, language: Language): NewsListResponse {
    if (!newsFilterById(filterId)) throw new NotFoundError(`news filter ${filterId} not found`);
    const published = until();
    const { total } = statements.count.get({ category: filterId, until: published }) as { total: number };
    const rows = statements.page.all({
      category: filterId,
      lng: language,
      until: published,
      limit: NEWS_PAGE_SIZE,
      offset: page * NEWS_PAGE_SIZE,
    }) as unknown as NewsRow[];
    return {
      data: rows.map((row) => ({ type: row.type, news: toNewsSummary(row, language) })),
      pagination: { page, page_size: NEWS_PAGE_SIZE, total_items: total, total_pages: Math.ceil(total / NEWS_PAGE_SIZE) },
    };
  }

  function newsItem(newsId: number, language: Language): NewsItemResponse {
    const row = statements.item.get({ id: newsId, lng: language, until: until() }) as NewsRow | undefined;
    if (!row) throw new NotFoundError(`news ${newsId} not found`);
    return { data: { type: row.type, news: { ...toNewsSummary(row, language), body: JSON.parse(row.body_json) as string[] } } };
  }

  return { newsPage, newsItem };
}

function toNewsSummary(row: NewsRow, language: Language): NewsSummary {
  const category = newsFilterById(row.category_id)!;
  return {
    news_id: row.news_id,
    title: row.title,
    teaser: row.teaser,
    provider: row.provider,
    category: { id: category.id, slug: category.slug, name: category.names[language] },
    published_at: row.published_at,
    author: row.author,
    language: row.language,
    image:
      row.image_url && row.image_width && row.image_height && row.image_alt
        ? { url: row.image_url, width: row.image_width, height: row.image_height, alt: row.image_alt }
        : null,
  };
}
