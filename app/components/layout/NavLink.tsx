import { Link, NavLink } from "react-router";
import { buildPath } from "../../i18n/href.ts";
import { ROUTE_TABLE } from "../../i18n/route-table.ts";
import { useSite } from "../../i18n/use-site.ts";
import type { NavEntry } from "./nav-entries.ts";

/** One navigation entry as a localized link; the download entry opens the store in a new tab. */
export function NavEntryLink({ entry, className }: { entry: NavEntry; className?: string }) {
  const { language, messages } = useSite();
  const to = buildPath(ROUTE_TABLE[entry.page][language], entry.params ?? {}) + (entry.hash ? `#${entry.hash}` : "");
  const label = messages.nav[entry.label];
  if (entry.external) {
    return (
      <a href={to} target="_blank" rel="noopener" className={className}>
        {label}
        <span className="visually-hidden"> {messages.nav.opensInNewTab}</span>
      </a>
    );
  }
  // An anchor entry (jobs → about#jobs) is not "the current page" even on that page.
  if (entry.hash) {
    return (
      <Link to={to} className={className} prefetch="intent">
        {label}
      </Link>
    );
  }
  return (
    <NavLink to={to} className={className} prefetch="intent" end>
      {label}
    </NavLink>
  );
}
