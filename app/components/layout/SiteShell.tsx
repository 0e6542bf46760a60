import { useEffect, useState } from "react";
import { useLocation, useMatches, useNavigation } from "react-router";
import { keepShownRootData, useOptionalSite } from "#app/i18n/use-site.ts";
import { isPageData } from "#app/seo/page-data.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { CookieNotice } from "./CookieNotice.tsx";
import { NavigationProgress } from "./NavigationProgress.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/**
 * The page frame: skip link, progress bar, cookie notice, header, breadcrumbs and main content,
 * footer. Without the root loader's data (the root loader itself failed on the server) only the
 * main content shows: the header and footer need the dictionary.
 */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const site = useOptionalSite();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Kept for a navigation whose data request fails as a whole: its error page keeps this frame.
  useEffect(() => {
    if (site) keepShownRootData(site);
  }, [site]);
  if (!site) return <main id="main">{children}</main>;
  // The page transition (docs/decisions/0003-layout-behaviour.md): the leaving page fades out while the next
  // loads, and the next mounts afresh and fades in; a tab, round or news category is a page of its own path
  // too. Another query of the same path (a search, the contact form's answer) changes in place.
  const leaving = navigation.state === "loading" && navigation.location.pathname !== pathname;
  return (
    <>
      <a className="skip-link" href="#main">
        {site.messages.skipToContent}
      </a>
      <NavigationProgress />
      <CookieNotice />
      <SiteHeader />
      <PageMain key={pathname} leaving={leaving}>
        <Shortcuts />
        <Breadcrumbs />
        {children}
      </PageMain>
      <SiteFooter />
    </>
  );
}

/**
 * The competition shortcut row of results, news and home pages: markup the page's loader made on the
 * server (PageData `shortcuts`, its `<nav>` and list), placed as it is, so no component of it ships to
 * the browser (the match page had 0.1 KiB of its JavaScript budget left).
 */
function Shortcuts() {
  const data = useMatches().at(-1)?.loaderData;
  const html = isPageData(data) ? data.shortcuts : undefined;
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** Set once the first page has hydrated: every page mounted after it came by a client navigation. */
let firstPageShown = false;

/**
 * The main element of one page. Only a page reached by a client navigation fades in: the first one,
 * server-rendered, is painted at once (its fade would only delay what a first visit sees).
 */
function PageMain({ leaving, children }: { leaving: boolean; children: React.ReactNode }) {
  const [entering] = useState(() => firstPageShown);
  useEffect(() => {
    firstPageShown = true;
  }, []);
  const className = ["page", entering && "page--entering", leaving && "page--leaving"].filter(Boolean).join(" ");
  return (
    <main id="main" tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
