import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { ShouldRevalidateFunction } from "react-router";
import { headScript } from "virtual:browser-scripts";
import { languageOfPath } from "#lib/languages.ts";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { SiteShell } from "./components/layout/SiteShell.tsx";
import { previewBanner } from "./content/preview-banner.server.ts";
import { previewContext } from "./content/preview.server.ts";
import { middlewareByName } from "./http/named-middleware.ts";
import { DateTextsScript } from "./i18n/DateTextsScript.tsx";
import { dictionaryRef } from "./i18n/dictionary-asset.server.ts";
import { loadDictionary } from "./i18n/dictionary-loader.ts";
import { ERROR_TEXTS } from "./i18n/error-texts.ts";
import { pageContext } from "./i18n/page-language.server.ts";
import { languageOf, useLanguage } from "./i18n/use-site.ts";
import type { RootData } from "./root-data.ts";
import { servicesOf } from "./services.server.ts";
import stylesHref from "./styles/site.css?url";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// Canonical paths first (a redirect needs no language), then the page language every loader reads.
export const middleware = middlewareByName(["canonical-path", "page-language"]);

/** Only error pages use this: every page route has its own meta. */
export const meta: Route.MetaFunction = ({ error, location, loaderData }) => {
  if (!error) return [];
  const texts = ERROR_TEXTS[languageOf(loaderData, location.pathname)];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? texts.notFoundTitle : texts.serverErrorTitle} | Matchpuls` },
    { name: "description", content: notFound ? texts.notFoundDescription : texts.serverErrorDescription },
    { name: "robots", content: "noindex" },
  ];
};

// The root loader has no params, so React Router would not rerun it on navigation; it must when
// the language changes (the language switcher and links between languages are client-side).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { content, env } = servicesOf(context);
  const { language } = pageContext(context);
  // The social links are a snapshot refreshed in the background: reading them never waits.
  // `language` and `siteUrl` are every page's SiteHeadData (metaFromLoader reads the root match).
  // The texts themselves are a cached file the browser fetches once (i18n/dictionary.ts).
  return {
    language,
    dictionary: dictionaryRef(language),
    socialLinks: await content.getSocialMedia(),
    siteUrl: env.SITE_URL,
    iosAppStoreId: env.IOS_APP_STORE_ID,
    ...(context.get(previewContext) ? { preview: previewBanner(language) } : {}),
  };
}

/** A navigation into another language renders only once that language's dictionary is in. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadDictionary(data.dictionary);
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const language = useLanguage();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const dictionary = rootData?.dictionary;
  const preview = rootData?.preview;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d2e" />
        {/* With a precedence React flushes the stylesheet ahead of the module preloads it hoists. */}
        <link rel="stylesheet" href={stylesHref} precedence="site" />
        {/* No frame is painted before the header is whole (the cookie notice above it too): on a slow
            phone the parser may yield inside it, and the row would grow as its last entries arrive. */}
        <link rel="expect" href="#site-header" blocking="render" />
        <Meta />
        <Links />
        {/* Fetched while the page paints; the client entry waits for it before hydrating. */}
        {dictionary && <link rel="preload" href={dictionary.href} as="fetch" crossOrigin="anonymous" fetchPriority="low" data-dictionary="" />}
        {/* The head script (app/head-script.ts, built by server/browser-scripts.ts). Server-rendered only:
            in the browser it renders empty, and hydration keeps the server's text (React's development
            build says the text differs; nothing else does). */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? headScript.text : "" }} />
      </head>
      <body>
        {preview && (
          <p className="preview-banner" role="status">
            {preview.note} <a href={preview.endHref}>{preview.end}</a>
          </p>
        )}
        {/* The frame lives in the layout, so it stays mounted when a page turns into the error
            page (the progress bar then shows the failure instead of starting afresh). */}
        <SiteShell>{children}</SiteShell>
        {/* After the content, whose render it records: the dates hydration needs (i18n/dates.ts). */}
        <DateTextsScript />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  return <ErrorPage language={language} error={error} />;
}
