import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { ALL_NEWS_FILTER_ID, NEWS_FILTERS } from "#contract/news.ts";
import type { Language } from "#lib/languages.ts";

/**
 * The sample news items under content/news/ (one JSON file per item, format in
 * content/news/README.md). Validated here, so a broken file stops the database build with its
 * name instead of reaching a page.
 */

const text = z.string().trim().min(1);

const NewsTextSchema = z.strictObject({
  title: text.max(160),
  teaser: text.max(400),
  body: z.array(text).min(1),
  /** What the item's picture shows, in this text's language: required in every text when the item has a picture. */
  image_alt: text.max(300).optional(),
});

/** A picture of our own under public/images/news/, with its size (the page reserves its space). */
const NewsImageFileSchema = z.strictObject({
  src: z.string().regex(/^\/images\/news\/[a-z0-9-]+\.(?:svg|png|jpg|webp)$/, "a file under /images/news/"),
  width: z.int().positive().max(10_000),
  height: z.int().positive().max(10_000),
});

const CATEGORY_SLUGS = NEWS_FILTERS.filter((f) => f.id !== ALL_NEWS_FILTER_ID).map((f) => f.slug) as [string, ...string[]];

export const NewsFileSchema = z
  .strictObject({
    news_id: z.int().positive().max(999_999_999),
    type: z.string().regex(/^[a-z][a-z_]*$/, "a lowercase word such as news, video, promotion"),
    provider: text,
    category: z.enum(CATEGORY_SLUGS),
    published_at: z.iso.datetime({ offset: true }),
    author: text.optional(),
    image: NewsImageFileSchema.optional(),
    translations: z.strictObject({ de: NewsTextSchema, en: NewsTextSchema.optional(), it: NewsTextSchema.optional() }),
  })
  .superRefine((item, ctx) => {
    for (const [language, t] of Object.entries(item.translations)) {
      if (t && item.image && !t.image_alt)
        ctx.addIssue({ code: "custom", path: ["translations", language, "image_alt"], message: "a picture needs its alt text in every language" });
      if (t?.image_alt && !item.image) ctx.addIssue({ code: "custom", path: ["translations", language, "image_alt"], message: "alt text without a picture" });
    }
  });
export type NewsFile = z.infer<typeof NewsFileSchema>;
export type NewsText = z.infer<typeof NewsTextSchema>;

export interface NewsContentItem extends Omit<NewsFile, "translations" | "published_at"> {
  categoryId: number;
  /** UTC instant. */
  publishedAt: string;
  texts: Partial<Record<Language, NewsText>> & { de: NewsText };
}

export function newsContentFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(dir, name));
}

export function loadNewsContent(dir: string): NewsContentItem[] {
  const seen = new Map<number, string>();
  return newsContentFiles(dir).map((path) => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, "utf8"));
    } catch (error) {
      throw new Error(`${path}: not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = NewsFileSchema.safeParse(json);
    if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
    const { translations, published_at, ...item } = parsed.data;
    const duplicate = seen.get(item.news_id);
    if (duplicate) throw new Error(`${path}: news_id ${item.news_id} is also used by ${duplicate}`);
    seen.set(item.news_id, path);
    return {
      ...item,
      categoryId: NEWS_FILTERS.find((f) => f.slug === item.category)!.id,
      publishedAt: new Date(published_at).toISOString(),
      texts: translations,
    };
  });
}
