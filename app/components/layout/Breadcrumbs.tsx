import { Link, useMatches } from "react-router";
import { useSite } from "#app/i18n/use-site.ts";
import { isPageData } from "#app/seo/page-data.ts";

interface Crumb {
  name: string;
  path: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The trail of the page's BreadcrumbList (the JSON-LD its loader gives search engines), so the trail a
 * visitor sees and the one a search result shows are the same. Pages without one show none.
 */
function crumbsOf(loaderData: unknown): Crumb[] {
  if (!isPageData(loaderData)) return [];
  const list = loaderData.structuredData?.find((object) => isRecord(object) && object["@type"] === "BreadcrumbList");
  const items = isRecord(list) && Array.isArray(list.itemListElement) ? list.itemListElement : [];
  return items.flatMap((item: unknown) =>
    isRecord(item) && typeof item.name === "string" && typeof item.item === "string" ? [{ name: item.name, path: new URL(item.item).pathname }] : [],
  );
}

/** "Startseite › Ergebnisse › Bundesliga": the way back up from results, news and job pages. */
export function Breadcrumbs() {
  const { messages } = useSite();
  const loaderData = useMatches().at(-1)?.loaderData;
  const crumbs = crumbsOf(loaderData);
  const titleLanguage = isPageData(loaderData) ? loaderData.titleLanguage : undefined;
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumbs container" aria-label={messages.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page" lang={titleLanguage}>
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
