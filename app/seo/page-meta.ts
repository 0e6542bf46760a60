import type { MetaDescriptor } from "react-router";
import { languageOfPath, LANGUAGES, localeOf, type Language } from "../i18n/languages.ts";
import type { Messages } from "../i18n/messages/de.ts";
import { fillTemplate } from "../i18n/template.ts";
import { alternatePaths, type LeafMatch } from "./alternates.ts";

/** A page's title and meta description, computed by its loader from the page's templates. */
export interface PageMeta {
  title: string;
  description: string;
}

/** What a page's loader may return for its <head> besides `meta`. */
export interface PageSeo {
  meta?: PageMeta;
  /** Open Graph type: "website" unless the page says otherwise ("article" for news). */
  ogType?: string;
  /** JSON-LD objects (schema.org), each rendered as its own script block. */
  structuredData?: object[];
}

/** The document title: the page title followed by the brand, unless the title already names it. */
export function documentTitle(messages: Messages, title: string): string {
  return title.includes(messages.siteName) ? title : fillTemplate(messages.titleTemplate, { title });
}

export function pageMeta(messages: Messages, title: string, description: string): PageMeta {
  return { title: documentTitle(messages, title), description };
}

/** The share image of each language (1200×630), under public/images. */
export const SHARE_IMAGE = { path: (language: Language) => `/images/share-${language}.jpg`, width: 1200, height: 630 };

const ogLocale = (language: Language) => localeOf(language).iso.replace("-", "_");

interface MetaArgsLike {
  loaderData?: unknown;
  location: { pathname: string };
  matches: readonly ({ id: string; params: Record<string, string | undefined>; loaderData?: unknown } | undefined)[];
}

/**
 * The `meta` export every page uses: title and description from its loader, the canonical URL,
 * hreflang alternates for every language plus x-default (reciprocal by construction: all come
 * from the same table), Open Graph and Twitter tags, and the page's JSON-LD. Absolute URLs use
 * SITE_URL, which the root loader provides.
 */
export function metaFromLoader({ loaderData, location, matches }: MetaArgsLike): MetaDescriptor[] {
  const seo = loaderData as PageSeo | undefined;
  const meta = seo?.meta;
  if (!meta) return [];
  const root = matches[0]?.loaderData as { siteUrl?: string; language?: Language } | undefined;
  const siteUrl = root?.siteUrl ?? "";
  const language = root?.language ?? languageOfPath(location.pathname);
  const paths = alternatePaths(matches.at(-1) as LeafMatch | undefined);
  const url = siteUrl + location.pathname;
  const image = siteUrl + SHARE_IMAGE.path(language);

  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map(({ code }) => ({ tagName: "link", rel: "alternate", hrefLang: code, href: siteUrl + paths[code] })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: siteUrl + paths.de },
    { property: "og:site_name", content: "Matchpuls" },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: meta.title },
    { property: "og:locale", content: ogLocale(language) },
    ...LANGUAGES.filter(({ code }) => code !== language).map(({ code }) => ({ property: "og:locale:alternate", content: ogLocale(code) })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    ...(seo.structuredData ?? []).map((object) => ({ "script:ld+json": object })),
  ] as MetaDescriptor[];
}
