import { LEGAL_NAME } from "#app/config/constants.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { SocialIcon } from "../SocialIcon.tsx";
import { FOOTER_NAV } from "./nav-entries.ts";
import { NavEntryLink } from "./NavLink.tsx";

export function SiteFooter() {
  const { messages, socialLinks } = useSite();
  return (
    <footer className="site-footer render-when-near">
      <div className="container">
        <p className="site-footer__tagline">{messages.footer.tagline}</p>
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
        {socialLinks.length > 0 ? (
          <nav aria-label={messages.footer.social} className="site-footer__social">
            <h2 className="site-footer__heading">{messages.footer.social}</h2>
            <ul>
              {socialLinks.map((link) => (
                <li key={link._id}>
                  <a href={link.url} target="_blank" rel="noopener me">
                    <SocialIcon network={link.network} />
                    <span>{link.label}</span>
                    <span className="visually-hidden"> {messages.nav.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="site-footer__end">
          <p className="site-footer__copyright">{fillTemplate(messages.footer.copyright, { year: new Date().getFullYear(), legalName: LEGAL_NAME })}</p>
          {/* Shown, kept in step and handled by the head script (head-script.ts): no page bundle carries it.
              No form around it, so it needs no type="button". */}
          <button className="theme-toggle">{messages.footer.darkMode}</button>
        </div>
      </div>
    </footer>
  );
}
