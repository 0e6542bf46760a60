import type { RouterContextProvider } from "react-router";
import { PAGE_TEXT_PAGES, type PageText, type PageTextPage } from "#app/content/schemas.ts";
import type { ContentService } from "#app/content/service.server.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { pageData } from "#app/seo/page-data.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { servicesOf } from "#app/services.server.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { errorMessage, logFailureOnce } from "#lib/log.server.ts";
import { renderPageText, renderStaticPage } from "./markdown.server.ts";
import type { StaticPageText } from "./views/static-page-view.ts";

/**
 * The pages whose text is a Markdown file per language in content/pages/, deployed with the site; editors replace
 * it in Cockpit's PageTexts (app/content/page-text-files.ts makes the files the embedded content).
 */
export const STATIC_PAGES = PAGE_TEXT_PAGES;
export type StaticPageKey = PageTextPage;

// Bundled at build time: the server never reads these files from the working directory.
const SOURCES = import.meta.glob<string>("../../../content/pages/*.md", { query: "?raw", import: "default", eager: true });

function sourceOf(page: StaticPageKey, language: Language): string {
  const source = SOURCES[`../../../content/pages/${page}.${language}.md`];
  if (source === undefined) throw new Error(`Missing content/pages/${page}.${language}.md`);
  return source;
}

const rendered = new Map<string, StaticPageText>();

export function getStaticPage(page: StaticPageKey, language: Language): StaticPageText {
  const key = `${page}.${language}`;
  let text = rendered.get(key);
  if (!text) {
    text = renderStaticPage(sourceOf(page, language), language);
    rendered.set(key, text);
  }
  return text;
}

/** Every static page in every language, rendered once: a test calls this to catch bad files. */
export function renderAllStaticPages(): number {
  STATIC_PAGES.forEach((page) => LANGUAGE_CODES.forEach((language) => getStaticPage(page, language)));
  return rendered.size;
}

/** Texts from the content service, rendered once per entry (a reload brings new entry objects). */
const renderedEntries = new WeakMap<PageText, StaticPageText>();

/**
 * A page's text in `language`: as editors wrote it in the content service, else as deployed. An entry that does not
 * render (a placeholder or section the renderer refuses) is passed over for the deployed text, never a broken page.
 */
export async function pageText(content: ContentService, page: StaticPageKey, language: Language): Promise<StaticPageText> {
  const entry = await content.getPageText(page, language);
  if (entry) {
    let text = renderedEntries.get(entry);
    try {
      text ??= renderPageText(entry, language);
      renderedEntries.set(entry, text);
      return text;
    } catch (error) {
      logFailureOnce("content:page-texts", `PageTexts ${page} (${language}) not shown: ${errorMessage(error)}`, { key: `${page}:${language}` });
    }
  }
  return getStaticPage(page, language);
}

/** The loader data of a static page: its text in the request's language, title and description from its front matter. */
export async function staticPage(page: StaticPageKey, context: Readonly<RouterContextProvider>) {
  const { language, messages } = pageContext(context);
  const text = await pageText(servicesOf(context).content, page, language);
  return pageData({ meta: pageMeta(messages, text.title, text.description) }, { text, language });
}
