import { Link, useLocation, useMatches } from "react-router";
import { buildPath } from "#app/i18n/href.ts";
import { ROUTE_TABLE, parseRouteId, type PageKey } from "#app/i18n/route-table.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { NavEntry } from "./nav-entries.ts";

/**
 * Where the visitor is, as the navigation marks it: "page" on the entry of the current page itself,
 * "true" on the entry of the section the current page belongs to (a job below the jobs entry, a
 * match below results). An anchor entry (jobs → about#jobs) is never the current page.
 */
function currentMark(entry: NavEntry, to: string, pathname: string, page: PageKey | undefined): "page" | "true" | undefined {
  if (!entry.hash && to === pathname) return "page";
  if (page && (entry.section?.includes(page) || (!entry.hash && page === entry.page))) return "true";
  return undefined;
}

/** One navigation entry as a localized link; the download entry opens the store in a new tab. */
export function NavEntryLink({ entry, className }: { entry: NavEntry; className?: string }) {
  const { language, messages } = useSite();
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const path = buildPath(ROUTE_TABLE[entry.page][language], entry.params ?? {});
  const label = messages.nav[entry.label];
  if (entry.external) {
    return (
      <a href={path} target="_blank" rel="noopener" className={className}>
        {label}
        <span className="visually-hidden"> {messages.nav.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <Link
      to={entry.hash ? `${path}#${entry.hash}` : path}
      className={className}
      prefetch="intent"
      aria-current={currentMark(entry, path, pathname, leaf && parseRouteId(leaf.id)?.page)}
    >
      {label}
    </Link>
  );
}
