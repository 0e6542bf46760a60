import { Link } from "react-router";
import type { NewsFilterLink } from "./views/news-view.ts";

/**
 * The spec's 7 news filters as links to page 1 of each. The active one is marked: as the current
 * page on page 1, as the current category on later pages (its link then leads elsewhere).
 */
export function NewsFilterNav({ filters, active, onFirstPage, label }: { filters: NewsFilterLink[]; active: string; onFirstPage: boolean; label: string }) {
  return (
    <nav className="news-filters" aria-label={label}>
      <ul>
        {filters.map((filter) => (
          <li key={filter.slug}>
            <Link to={filter.href} aria-current={filter.slug === active ? (onFirstPage ? "page" : "true") : undefined}>
              {filter.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
