import type { RouterContextProvider } from "react-router";
import { LANGUAGE_CODES, type Language } from "../../../lib/languages.ts";
import { pageContext } from "../../i18n/page-language.server.ts";
import { pageData } from "../../seo/page-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { renderStaticPage } from "./markdown.server.ts";
import type { StaticPageText } from "./views/static-page-view.ts";

/** The static pages whose text is a Markdown file per language in content/pages/. */
export const STATIC_PAGES = ["home", "premium", "ads", "legal", "privacy", "cookies", "terms"] as const;
export type StaticPageKey = (typeof STATIC_PAGES)[number];

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

/** The loader data of a static page: its text in the request's language, title and description from its front matter. */
export function staticPage(page: StaticPageKey, context: Readonly<RouterContextProvider>) {
  const { language, messages } = pageContext(context);
  const text = getStaticPage(page, language);
  return pageData({ meta: pageMeta(messages, text.title, text.description) }, { text, language });
}
