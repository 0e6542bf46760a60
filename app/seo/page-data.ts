import type { Language } from "#lib/languages.ts";

/**
 * What a page's loader returns for its `<head>`, beside the data the page renders: title and
 * description, the same page's paths in the other languages (pages whose slugs differ per
 * language), JSON-LD objects and the Open Graph type. `metaFromLoader` (page-meta.ts) and
 * `alternatePaths` (alternates.ts) read it; loaders build it with `pageData()`, so a misspelt key
 * is a compile error instead of a page silently without its hreflang links.
 */
/**
 * A page's title and meta description, computed by its loader from the page's templates
 * (`pageMeta()`, page-meta.ts). Declared here with the other head data, which page-meta.ts and
 * alternates.ts read, so neither is imported back.
 */
export interface PageMeta {
  title: string;
  description: string;
}

/** The same page's paths in other languages, for pages whose slugs differ (alternates.ts). */
export type Alternates = Partial<Record<Language, string>>;

export interface PageData {
  meta: PageMeta;
  /** Paths of this page in other languages; a language left out gets the route table's path. */
  alternates?: Alternates;
  /** JSON-LD objects (schema.org), each rendered as its own script block. */
  structuredData?: object[];
  /**
   * The path of the page's share card (`/cards/…png`, app/features/cards/card-model.ts): its Open
   * Graph and Twitter image, 1200 × 630; without one, the language's share image.
   */
  card?: string;
  /** Open Graph type: "website" unless the page says otherwise ("article" for news). */
  ogType?: "website" | "article";
  /**
   * The competition shortcut row, markup made on the server (results, news and home pages:
   * app/football/shortcuts.server.ts); the layout places it under the header.
   */
  shortcuts?: string;
  /**
   * The language of the page's own title where it is not the page's: a German news item on the
   * Italian site. The breadcrumbs mark the last crumb with it, as the page marks its heading.
   */
  titleLanguage?: Language;
}

/** What the root loader provides to every page's `<head>`: the public origin and the page's language. */
export interface SiteHeadData {
  siteUrl: string;
  language: Language;
}

/** The view data of a page must not reuse a key of PageData: that key belongs in the head. */
type WithoutPageDataKeys = { [K in keyof PageData]?: never };

/**
 * A loader's answer: the page's head data (typed as PageData, so an unknown key is an error) and
 * the data the page renders, merged into the one object React Router hands to `meta` and to the
 * component.
 */
export function pageData<View extends object>(head: PageData, view: View & WithoutPageDataKeys): PageData & View {
  return { ...head, ...view };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Whether untyped loader data has the PageData shape. React Router types the loader data of a
 * route's own `meta` export (Route.MetaArgs), but `useMatches()` (the language switcher) hands
 * out `unknown`: this is the one place such data is narrowed. It checks the fields `alternatePaths`
 * and `metaFromLoader` read: `meta` with a title and a description, `alternates` (if any) with
 * string paths.
 */
export function isPageData(value: unknown): value is PageData {
  if (!isRecord(value) || !isRecord(value.meta)) return false;
  if (typeof value.meta.title !== "string" || typeof value.meta.description !== "string") return false;
  const { alternates } = value;
  return alternates === undefined || (isRecord(alternates) && Object.values(alternates).every((path) => path === undefined || typeof path === "string"));
}
