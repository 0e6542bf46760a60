import type { MetaDescriptor } from "react-router";
import { DEFAULT_IOS_APP_STORE_ID } from "#app/config/app-store-id.ts";
import { LANGUAGES, localeOf, type Language } from "#lib/languages.ts";
import type { Messages } from "../i18n/messages/de.ts";
import { fillTemplate } from "../i18n/template.ts";
import { languageOf } from "../i18n/use-site.ts";
import { alternatePaths } from "./alternates.ts";
import type { PageData, PageMeta, SiteHeadData } from "./page-data.ts";
import { SHARE_IMAGE } from "./share-image.ts";

/** A page's title and meta description, computed by its loader from the page's templates. */
export type { PageMeta };

/** The document title: the page title followed by the brand, unless the title already names it. */
export function documentTitle(messages: Messages, title: string): string {
  return title.includes(messages.siteName) ? title : fillTemplate(messages.titleTemplate, { title });
}

export function pageMeta(messages: Messages, title: string, description: string): PageMeta {
  return { title: documentTitle(messages, title), description };
}

const ogLocale = (language: Language) => localeOf(language).iso.replace("-", "_");

/** A route match as `meta` sees it (React Router's Route.MetaArgs has these and more). */
interface MetaMatch {
  id: string;
  params: Record<string, string | undefined>;
}

/**
 * What `metaFromLoader` reads of Route.MetaArgs. Assigning it to a route's `meta` export
 * (`export const meta: Route.MetaFunction = metaFromLoader`) checks at compile time that the
 * route's loader returns PageData and that the root loader (the first match) provides SiteHeadData.
 */
export interface PageMetaArgs {
  loaderData: PageData | undefined;
  location: { pathname: string };
  matches: readonly [(MetaMatch & { loaderData: (SiteHeadData & AppBannerHeadData) | undefined }) | undefined, ...(MetaMatch | undefined)[]];
}

/** The App Store id the root loader may provide (IOS_APP_STORE_ID); without it, the one of the store link. */
interface AppBannerHeadData {
  iosAppStoreId?: string;
}

/**
 * Safari's smart app banner: it offers the app, or opens it at the page's own URL (`app-argument`)
 * when it is installed (docs/decisions/0801-app-pages-and-app-links.md).
 */
export function smartAppBanner(appStoreId: string | undefined, pageUrl: string): MetaDescriptor[] {
  return appStoreId ? [{ name: "apple-itunes-app", content: `app-id=${appStoreId}, app-argument=${pageUrl}` }] : [];
}

/**
 * The `meta` export every page uses: title and description from its loader, the canonical URL,
 * hreflang alternates for every language plus x-default (reciprocal by construction: all come
 * from the same table), Open Graph and Twitter tags, and the page's JSON-LD. Absolute URLs use
 * SITE_URL, which the root loader provides.
 */
export function metaFromLoader({ loaderData, location, matches }: PageMetaArgs): MetaDescriptor[] {
  const meta = loaderData?.meta;
  if (!meta) return [];
  const root = matches[0]?.loaderData;
  const siteUrl = root?.siteUrl ?? "";
  const language = languageOf(root, location.pathname);
  // The leaf is this page: its alternates are the typed loader data, not the match's copy.
  const leaf = matches.at(-1);
  const paths = alternatePaths(leaf && { id: leaf.id, params: leaf.params, loaderData });
  const url = siteUrl + location.pathname;
  // The page's own card where it has one (matches, tables, teams, players, news articles), same size.
  const image = siteUrl + (loaderData.card ?? SHARE_IMAGE.path(language));

  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map(({ code }) => ({ tagName: "link", rel: "alternate", hrefLang: code, href: siteUrl + paths[code] })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: siteUrl + paths.de },
    { property: "og:site_name", content: "Matchpuls" },
    { property: "og:type", content: loaderData.ogType ?? "website" },
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
    ...smartAppBanner(root?.iosAppStoreId ?? DEFAULT_IOS_APP_STORE_ID, url),
    ...(loaderData.structuredData ?? []).map((object) => ({ "script:ld+json": object })),
  ] as MetaDescriptor[];
}
