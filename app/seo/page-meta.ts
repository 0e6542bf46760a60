import type { MetaDescriptor } from "react-router";
import { fillTemplate } from "../i18n/template";
import type { Messages } from "../i18n/messages/de";

/** A page's title and meta description, computed by its loader from the page's templates. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The document title: the page title followed by the brand, unless the title already names it. */
export function documentTitle(messages: Messages, title: string): string {
  return title.includes(messages.siteName) ? title : fillTemplate(messages.titleTemplate, { title });
}

export function pageMeta(messages: Messages, title: string, description: string): PageMeta {
  return { title: documentTitle(messages, title), description };
}

/** The `meta` export every page uses: its loader returns `{ meta }`. */
export function metaFromLoader({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  const meta = (loaderData as { meta?: PageMeta } | undefined)?.meta;
  if (!meta) return [];
  return [{ title: meta.title }, { name: "description", content: meta.description }];
}
