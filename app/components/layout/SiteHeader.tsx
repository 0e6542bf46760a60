import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { href } from "#app/i18n/href.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { Logo } from "../Logo.tsx";
import { HeaderSearch } from "./HeaderSearch.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { HEADER_NAV, PHONE_MENU_NAV, type NavEntry } from "./nav-entries.ts";
import { LoadingStatus } from "./NavigationProgress.tsx";
import { NavEntryLink } from "./NavLink.tsx";

function HeaderNav({ entries }: { entries: readonly NavEntry[] }) {
  const { messages } = useSite();
  return (
    <nav className="site-nav" aria-label={messages.nav.label}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            <NavEntryLink entry={entry} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phone menu: a <details> disclosure, so it opens and closes without JavaScript. With it, the
 * menu also closes when a link in it was followed, on Escape (focus back on the button) and on a
 * click outside.
 */
function PhoneMenu() {
  const { messages } = useSite();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // Closed when a navigation changed the page, not when the page hydrates: a menu opened while the
  // scripts were still loading stays open.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("click", closeOnOutsideClick);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("click", closeOnOutsideClick);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, []);

  return (
    <details className="site-menu" ref={menu}>
      <summary className="site-menu__button">
        <svg className="site-menu__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {messages.nav.menu}
      </summary>
      <div className="site-menu__panel">
        <HeaderNav entries={PHONE_MENU_NAV} />
        <LanguageSwitcher />
      </div>
    </details>
  );
}

/**
 * The header: one slim row that stays at the top. Wide screens show the five entries, the language
 * switcher and the search field in the row; phones show the brand, the search's icon (its button,
 * which opens the search page) and a menu button that holds the rest. Each variant is hidden by CSS at the other
 * widths (display: none, so neither is announced twice).
 */
export function SiteHeader() {
  const { language, messages } = useSite();
  return (
    <header className="site-header" id="site-header">
      <div className="container site-header__inner">
        <Link to={href("home", language)} className="site-header__brand" aria-label={`${messages.siteName} – ${messages.nav.home}`}>
          <Logo />
        </Link>
        <div className="site-header__wide">
          <HeaderNav entries={HEADER_NAV} />
          <LanguageSwitcher />
        </div>
        <HeaderSearch />
        <LoadingStatus />
        <PhoneMenu />
      </div>
    </header>
  );
}
