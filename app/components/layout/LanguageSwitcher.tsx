import { Link, useMatches } from "react-router";
import { buildPath } from "../../i18n/href";
import { LANGUAGES, type Language } from "../../i18n/languages";
import { ROUTE_TABLE, parseRouteId } from "../../i18n/route-table";
import { useSite } from "../../i18n/use-site";

/** Pages whose slugs differ per language return the other languages' paths as `alternates`. */
export type Alternates = Partial<Record<Language, string>>;

/** The same page in every language: from the page's own alternates, else from the route table. */
export function useAlternatePaths(): Record<Language, string> {
  const leaf = useMatches().at(-1);
  const fromPage = (leaf?.loaderData as { alternates?: Alternates } | undefined)?.alternates;
  const route = leaf ? parseRouteId(leaf.id) : undefined;
  return Object.fromEntries(
    LANGUAGES.map(({ code }) => {
      if (fromPage?.[code]) return [code, fromPage[code]];
      if (!route) return [code, ROUTE_TABLE.home[code]];
      return [code, buildPath(ROUTE_TABLE[route.page][code], leaf!.params)];
    }),
  ) as Record<Language, string>;
}

export function LanguageSwitcher() {
  const { language, messages } = useSite();
  const paths = useAlternatePaths();
  return (
    <nav className="language-switcher" aria-label={messages.languageSwitcher.label}>
      <ul>
        {LANGUAGES.map(({ code, name }) => (
          <li key={code}>
            <Link to={paths[code]} hrefLang={code} lang={code} aria-current={code === language ? "true" : undefined}>
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="visually-hidden">{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
