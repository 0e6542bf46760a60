import { useLocation, useNavigation } from "react-router";
import { useOptionalSite } from "../../i18n/use-site.ts";
import { CookieNotice } from "./CookieNotice.tsx";
import { NavigationProgress } from "./NavigationProgress.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/**
 * The page frame: skip link, progress bar, header, main content, footer, cookie notice.
 * Without the root loader's data (the root loader itself failed) only the main content shows:
 * the header and footer need the dictionary.
 */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const site = useOptionalSite();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (!site) return <main id="main">{children}</main>;
  const leaving = navigation.state === "loading" && navigation.location.pathname !== pathname;
  return (
    <>
      <a className="skip-link" href="#main">
        {site.messages.skipToContent}
      </a>
      <NavigationProgress />
      <SiteHeader />
      {/* Keyed by path: each new page mounts afresh and fades in (page transition, docs/decisions/0003-layout-behaviour.md). */}
      <main id="main" tabIndex={-1} key={pathname} className={leaving ? "page page--leaving" : "page"}>
        {children}
      </main>
      <SiteFooter />
      <CookieNotice />
    </>
  );
}
