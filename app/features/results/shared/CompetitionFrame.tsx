import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { CompetitionHeader } from "./competition-view.ts";

type Tab = keyof CompetitionHeader["tabs"];

/**
 * A competition page: its name as the page's heading, season and country, and the tabs (matches,
 * table, scorers, details) as plain links, so they work without JavaScript and can be shared.
 * On a phone five tabs are wider than the screen: the row scrolls sideways, shadows at its edges
 * say that more tabs follow (CSS), and the current tab is scrolled into the row's view.
 */
export function CompetitionFrame({
  header,
  active,
  children,
  match = false,
}: {
  header: CompetitionHeader;
  active: Tab;
  children: React.ReactNode;
  /** A match page: on a phone its head is smaller, so the score is in the first screen. */
  match?: boolean;
}) {
  const { messages } = useSite();
  const tabs: Tab[] = ["matches", "table", "bracket", "scorers", "details"];
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => revealCurrentTab(row.current), [active]);
  return (
    <div className={match ? "container competition competition--match" : "container competition"}>
      <header className="page-header">
        <h1>{header.name}</h1>
        <p className="lead">
          {fillTemplate(messages.results.season, { season: header.season })}
          {header.group ? ` · ${header.group}` : ""} · {messages.results.kind[header.kind]}
        </p>
      </header>
      <nav className="tabs" aria-label={messages.results.tabs.label}>
        <ul ref={row}>
          {tabs.map((tab) => {
            const to = header.tabs[tab];
            if (!to) return null;
            return (
              <li key={tab}>
                {/* The page says which tab it is: round and match pages belong to the matches tab. */}
                <Link to={to} aria-current={tab === active ? "page" : undefined} prefetch="intent">
                  {tab === "bracket" ? messages.results.knockout.tab : messages.results.tabs[tab]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/**
 * Scrolls the tab row (never the page, as `scrollIntoView` could) just enough to show the current
 * tab whole. Browsers with CSS `scroll-initial-target` have done so before the first paint.
 */
function revealCurrentTab(row: HTMLUListElement | null) {
  const current = row?.querySelector('[aria-current="page"]');
  if (!row || !current) return;
  const box = row.getBoundingClientRect();
  const tab = current.getBoundingClientRect();
  if (tab.left < box.left) row.scrollLeft -= box.left - tab.left;
  else if (tab.right > box.right) row.scrollLeft += tab.right - box.right;
}
