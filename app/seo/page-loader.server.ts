import { languageOfPath, type Language } from "../../lib/languages.ts";
import { getMessages, type Messages } from "../i18n/messages/index.server.ts";
import { fillTemplate } from "../i18n/template.ts";
import { pageData } from "./page-data.ts";
import { pageMeta, type PageMeta } from "./page-meta.ts";

type PageTextKey = keyof Messages["pages"];

/** The language and dictionary of the page a request is for. */
export function pageContext(request: Request): { language: Language; messages: Messages; url: URL } {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  return { language, messages: getMessages(language), url };
}

/** Title and description of a data page from its templates in the dictionary. */
export function dataPageMeta(messages: Messages, page: PageTextKey, values: Record<string, string | number> = {}): PageMeta {
  const texts = messages.pages[page];
  return pageMeta(messages, fillTemplate(texts.title, values), fillTemplate(texts.description, values));
}

/** The loader data of a page whose title and heading come straight from the dictionary. */
export function dictionaryPage(page: PageTextKey, request: Request, values: Record<string, string | number> = {}) {
  const { messages } = pageContext(request);
  const texts = messages.pages[page];
  return pageData({ meta: dataPageMeta(messages, page, values) }, { heading: texts.heading, lead: fillTemplate(texts.description, values) });
}
