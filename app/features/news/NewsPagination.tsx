import { Link } from "react-router";
import { fillTemplate } from "#app/i18n/template.ts";
import { pageWindow } from "./views/format.ts";

export interface PaginationTexts {
  label: string;
  previous: string;
  next: string;
  page: string;
  pageOfTotal: string;
}

/**
 * Previous/next and page numbers, 1-based. `total` is null when the backend sends no page count:
 * then only the neighbours that are known to exist are linked.
 */
export function NewsPagination({
  page,
  total,
  hasNext,
  hrefOf,
  texts,
}: {
  page: number;
  total: number | null;
  hasNext: boolean;
  hrefOf: (page: number) => string;
  texts: PaginationTexts;
}) {
  const last = total ?? (hasNext ? page + 1 : page);
  if (last <= 1 && page <= 1) return null;
  const numbers = pageWindow(page, last);
  return (
    <nav className="news-pagination" aria-label={texts.label}>
      <p className="news-pagination__status">{total === null ? fillTemplate(texts.page, { page }) : fillTemplate(texts.pageOfTotal, { page, total })}</p>
      <ul>
        <li className="news-pagination__edge">
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              {texts.previous}
            </Link>
          ) : null}
        </li>
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={hrefOf(n)} aria-label={fillTemplate(texts.page, { page: n })} aria-current={n === page ? "page" : undefined}>
                {n}
              </Link>
            </li>
          ),
        )}
        <li className="news-pagination__edge">
          {page < last ? (
            <Link to={hrefOf(page + 1)} rel="next">
              {texts.next}
              <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
