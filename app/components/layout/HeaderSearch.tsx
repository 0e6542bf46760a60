import { SEARCH_QUERY_PARAM } from "../../http/page-query.ts";
import { href } from "../../i18n/href.ts";
import { useSite } from "../../i18n/use-site.ts";

/**
 * The header's search (docs/decisions/0009-site-search.md): a plain GET form to the search page.
 * From 1,100 px its field shows; below that only its button, a search icon, which opens the search
 * page (with an empty query). Markup only, no state, no effect, the icon drawn by the stylesheet:
 * the header is part of every first load, which has no room (≤ 125 KiB of JavaScript). The search
 * page's own field shows the hits as one types (app/features/search/search.tsx).
 */
export function HeaderSearch() {
  const { language, messages } = useSite();
  const texts = messages.search;
  return (
    <form role="search" aria-label={texts.headerSubmit} action={href("search", language)} className="search-form search-form--header">
      <input className="search-form__field" type="search" name={SEARCH_QUERY_PARAM} aria-label={texts.label} placeholder={texts.field} />
      <button className="search-form__submit" aria-label={texts.headerSubmit} />
    </form>
  );
}
