import type { RouterContextProvider } from "react-router";
import type { Messages } from "../i18n/messages/index.server.ts";
import { pageContext } from "../i18n/page-language.server.ts";
import { fillTemplate } from "../i18n/template.ts";
import { pageData } from "./page-data.ts";
import { pageMeta, type PageMeta } from "./page-meta.ts";

type PageTextKey = keyof Messages["pages"];

/** Title and description of a data page from its templates in the dictionary. */
export function dataPageMeta(messages: Messages, page: PageTextKey, values: Record<string, string | number> = {}): PageMeta {
  const texts = messages.pages[page];
  return pageMeta(messages, fillTemplate(texts.title, values), fillTemplate(texts.description, values));
}

/** The loader data of a page whose title and heading come straight from the dictionary of the request's language. */
export function dictionaryPage(page: PageTextKey, context: Readonly<RouterContextProvider>, values: Record<string, string | number> = {}) {
  const { messages } = pageContext(context);
  const texts = messages.pages[page];
  return pageData({ meta: dataPageMeta(messages, page, values) }, { heading: texts.heading, lead: fillTemplate(texts.description, values) });
}
