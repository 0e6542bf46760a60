import { type ComponentType, useEffect, useEffectEvent, useState } from "react";
import { SEARCH_QUERY_PARAM } from "#app/http/page-query.ts";
import { href } from "#app/i18n/href.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { SearchIcon } from "../SearchIcon.tsx";

/**
 * The header's search (docs/decisions/0009-site-search.md): a plain GET form to the search page,
 * which is all there is without JavaScript. From 1,127 px its field shows; below that only its
 * button, a search icon, which opens the search page without JavaScript and, with it, the field
 * over the header's row.
 *
 * The suggestions under the field (HeaderSuggestions.tsx) are a chunk of their own, imported when
 * the form first gets the focus: the header is part of every first load, which has no room for them
 * (≤ 125 KiB of JavaScript). What stays here is the least that loads them and opens a phone's field.
 */
export function HeaderSearch() {
  const { language, messages } = useSite();
  const texts = messages.search;
  const [Suggestions, setSuggestions] = useState<ComponentType<{ form: HTMLFormElement | null }>>();
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const load = () => Suggestions ?? void import("./HeaderSuggestions.tsx").then((module) => setSuggestions(() => module.HeaderSuggestions));
  // A field focused before the page hydrated (its modules run on the first intent, ADR 0711) had
  // its focus event before React listened: the suggestions load once it has.
  const loadIfFocused = useEffectEvent(() => {
    if (form?.contains(document.activeElement)) load();
  });
  useEffect(() => loadIfFocused(), [form]);
  return (
    <form
      ref={setForm}
      role="search"
      aria-label={texts.headerSubmit}
      action={href("search", language)}
      className="search-form search-form--header"
      onFocus={load}
      onSubmit={(event) => {
        // A phone's hidden field: the icon opens it (the suggestions close it again).
        const field = event.currentTarget.elements.namedItem(SEARCH_QUERY_PARAM) as HTMLInputElement;
        if (field.offsetWidth > 0) return;
        event.preventDefault();
        event.currentTarget.dataset.open = "";
        field.focus();
      }}
    >
      <input
        className="search-form__field"
        type="search"
        name={SEARCH_QUERY_PARAM}
        aria-label={texts.label}
        placeholder={texts.headerField}
        autoComplete="off"
      />
      <button className="search-form__submit" aria-label={texts.headerSubmit}>
        <SearchIcon />
      </button>
      {Suggestions ? <Suggestions form={form} /> : null}
    </form>
  );
}
