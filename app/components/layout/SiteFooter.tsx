import { COMPANY } from "../../config/company";
import { LEAGUE_COUNT } from "../../config/constants";
import { fillTemplate } from "../../i18n/template";
import { useSite } from "../../i18n/use-site";
import { FOOTER_NAV } from "./nav-entries";
import { NavEntryLink } from "./NavLink";

export function SiteFooter() {
  const { messages } = useSite();
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer__tagline">{fillTemplate(messages.footer.tagline, { leagueCount: LEAGUE_COUNT })}</p>
        <nav aria-label={messages.nav.footerLabel} className="site-footer__nav">
          {FOOTER_NAV.map((column, index) => (
            <ul key={index}>
              {column.map((entry) => (
                <li key={entry.label}>
                  <NavEntryLink entry={entry} />
                </li>
              ))}
            </ul>
          ))}
        </nav>
        <p className="site-footer__copyright">
          {fillTemplate(messages.footer.copyright, { year: new Date().getFullYear(), legalName: COMPANY.legalName })}
        </p>
      </div>
    </footer>
  );
}
