import { Link } from "react-router";
import { href } from "../../i18n/href.ts";
import { useSite } from "../../i18n/use-site.ts";
import { Logo } from "../Logo.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { HEADER_NAV } from "./nav-entries.ts";
import { NavEntryLink } from "./NavLink.tsx";

export function SiteHeader() {
  const { language, messages } = useSite();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={href("home", language)} className="site-header__brand" aria-label={`${messages.siteName} – ${messages.nav.home}`}>
          <Logo />
        </Link>
        <nav className="site-nav" aria-label={messages.nav.label}>
          <ul>
            {HEADER_NAV.map((entry) => (
              <li key={entry.label}>
                <NavEntryLink entry={entry} />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
