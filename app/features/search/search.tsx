import type { HeadersFunction } from "react-router";
import { Link } from "react-router";
import { CACHE_CONTROL } from "../../http/cache-control.ts";
import { fillTemplate } from "../../i18n/template.ts";
import { useSite } from "../../i18n/use-site.ts";
import { metaFromLoader } from "../../seo/page-meta.ts";
import type { Route } from "./+types/search";
import { loadSearchPage } from "./search-answer.server.ts";
import { SearchForm } from "./SearchForm.tsx";

/** `/suche?q=…`: the site search's results, grouped by kind (a GET form: works without JavaScript). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => (loaderHeaders.has("Cache-Control") ? loaderHeaders : { "Cache-Control": CACHE_CONTROL.page });

/** Results pages are not for search engines (each query is a page of its own); the links on them are. */
export const meta: Route.MetaFunction = (args) => [...metaFromLoader(args), { name: "robots", content: "noindex, follow" }];

const EXAMPLES = ["Bayern", "Mbappé", "Champions League", "Premium"];

export default function Search({ loaderData: { typed, answer, failed } }: Route.ComponentProps) {
  const { messages } = useSite();
  const texts = messages.search;
  return (
    <div className="container search-page">
      <header className="page-header">
        <h1>{messages.pages.search.heading}</h1>
        <SearchForm variant="page" initial={typed} key={typed} />
      </header>
      {failed ? <p className="empty-state">{texts.unavailable}</p> : null}
      {!answer && !failed ? (
        <div className="search-page__prompt">
          <p>{texts.prompt}</p>
          <p>{fillTemplate(texts.examples, { examples: EXAMPLES.join(", ") })}</p>
        </div>
      ) : null}
      {answer ? (
        <>
          <p className="search-page__summary" role="status">
            {answer.total === 0
              ? fillTemplate(texts.noResults, { query: answer.query })
              : fillTemplate(answer.total === 1 ? texts.oneResultFor : texts.resultsFor, { count: answer.total, query: answer.query })}
          </p>
          {answer.shortened ? <p className="search-page__note">{fillTemplate(texts.shortened, { count: answer.maxLength })}</p> : null}
          {answer.groups.map((group) => (
            <section key={group.kind} className="search-group" aria-labelledby={`search-${group.kind}`}>
              <h2 id={`search-${group.kind}`}>{texts.kinds[group.kind]}</h2>
              <ul className="search-hits">
                {group.hits.map((hit) => (
                  <li key={hit.url}>
                    <Link to={hit.url} className="search-hit">
                      <span className="search-hit__title">{hit.title}</span>
                      {hit.detail ? <span className="search-hit__detail">{hit.detail}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}
