import { Link, useMatches } from "react-router";
import { useSite } from "#app/i18n/use-site.ts";
import { alternatePaths } from "#app/seo/alternates.ts";
import { LANGUAGES, type Language } from "#lib/languages.ts";

/** The same page in every language (see app/seo/alternates.ts). */
export function useAlternatePaths(): Record<Language, string> {
  const leaf = useMatches().at(-1);
  return alternatePaths(leaf && { id: leaf.id, params: leaf.params, loaderData: leaf.loaderData });
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
