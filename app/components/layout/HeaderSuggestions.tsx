import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { SEARCH_QUERY_PARAM } from "#app/http/page-query.ts";
import { href } from "#app/i18n/href.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { MIN_SUGGESTION_CHARS, NO_SUGGESTIONS, type SuggestionsAnswer } from "./suggestions.ts";
import { useComboboxState, useFieldEvents, useSuggestionsAnswer } from "./use-header-suggestions.ts";

/**
 * The header search's suggestions (docs/decisions/0009-site-search.md), a chunk that HeaderSearch
 * imports when its form first gets the focus: as one types, a few teams, competitions, players,
 * news, questions and jobs, grouped by kind, each a link, and last a link to all results.
 *
 * The field follows the ARIA combobox pattern (role, aria-expanded, aria-controls,
 * aria-activedescendant, set here on the server-rendered input, which React does not otherwise
 * manage): the focus stays in the field, the arrow keys move through the suggestions, Enter follows
 * the one chosen (or, with none chosen, submits the form to the search page, as without JavaScript),
 * Escape closes the list, and on a phone then the field. A status region says how many there are.
 *
 * The answers come from the server's index (app/features/search/suggestions-answer.server.ts)
 * SUGGESTION_DELAY_MS after the last keystroke; a request is aborted when the text changes, and an
 * answer for an older text is never shown over a newer one.
 */
/** The form's field, which HeaderSearch renders. */
const fieldOf = (form: HTMLFormElement | null) => form?.elements.namedItem(SEARCH_QUERY_PARAM) as HTMLInputElement | null | undefined;

/** A phone's field, opened by the icon (HeaderSearch), closes; emptied too on another page. */
function closeField(form: HTMLFormElement | null, empty = false) {
  if (!form) return;
  delete form.dataset.open;
  const field = fieldOf(form);
  if (empty && field) field.value = "";
}

/**
 * Another page: the list's state is reset (`reset`, at once, while rendering) and the field emptied,
 * a phone's field closed too (after rendering: the field is not React's).
 */
function useOnAnotherPage(form: HTMLFormElement | null, reset: () => void) {
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    reset();
  }
  const fieldPath = useRef(pathname);
  useEffect(() => {
    if (fieldPath.current === pathname) return;
    fieldPath.current = pathname;
    closeField(form, true);
  }, [form, pathname]);
}

export function HeaderSuggestions({ form }: { form: HTMLFormElement | null }) {
  const { language, messages } = useSite();
  const navigate = useNavigate();
  const listId = useId();
  const field = fieldOf(form);
  // What was typed before this chunk arrived counts.
  const [typed, setTyped] = useState(() => field?.value ?? "");
  const [open, setOpen] = useState(() => !!field?.value);
  const [active, setActive] = useState(-1);

  useOnAnotherPage(form, () => {
    setTyped("");
    setOpen(false);
    setActive(-1);
  });

  const text = typed.trim();
  const answer = useSuggestionsAnswer(text, language, () => setActive(-1));
  const current = text.length >= MIN_SUGGESTION_CHARS && answer.query !== "" ? answer : NO_SUGGESTIONS;
  const allResults = current.query ? `${href("search", language)}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(text)}` : undefined;
  const options = [...current.groups.flatMap((group) => group.hits.map((hit) => hit.url)), ...(allResults ? [allResults] : [])];
  const expanded = open && options.length > 0;

  const close = (alsoField: boolean) => {
    setOpen(false);
    setActive(-1);
    if (alsoField) closeField(form);
  };

  useFieldEvents(form, field, {
    key: (event) => {
      const count = options.length;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setOpen(true);
        if (!expanded || count === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((index) => (index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
      } else if (event.key === "Enter" && expanded && active >= 0) {
        event.preventDefault();
        close(true);
        void navigate(options[active]!);
      } else if (event.key === "Escape") {
        if (expanded) {
          event.preventDefault();
          close(false);
        } else if (form && "open" in form.dataset) {
          event.preventDefault();
          close(true);
          form.querySelector("button")?.focus();
        }
      }
    },
    input: () => {
      setTyped(field?.value ?? "");
      setOpen(true);
      setActive(-1);
    },
    focusOut: (event) => {
      if (!form?.contains(event.relatedTarget as Node | null)) close(true);
    },
  });
  useComboboxState(field, listId, expanded, active >= 0 ? `${listId}-${active}` : undefined);

  const status =
    text.length < MIN_SUGGESTION_CHARS || answer.query === ""
      ? ""
      : current.total === 0
        ? messages.search.noSuggestions
        : fillPlural(messages.search.suggestionCount, current.total, language);

  return (
    <div className="header-suggestions">
      <p className="visually-hidden" role="status">
        {open ? status : ""}
      </p>
      <SuggestionList listId={listId} current={current} allResults={allResults} text={text} expanded={expanded} active={active} onChoose={() => close(true)} />
    </div>
  );
}

/**
 * The listbox: the suggestions grouped by kind, then the link to all results. The focus stays in the
 * field: a press on the list must not move it there.
 */
function SuggestionList(props: {
  listId: string;
  current: SuggestionsAnswer;
  allResults: string | undefined;
  text: string;
  expanded: boolean;
  active: number;
  onChoose: () => void;
}) {
  const { listId, current, allResults, text, expanded, active, onChoose } = props;
  const texts = useSite().messages.search;
  /** Each group's first option's place among all options. */
  const firstIndex = current.groups.map((_, at) => current.groups.slice(0, at).reduce((sum, group) => sum + group.hits.length, 0));
  const optionCount = current.groups.reduce((sum, group) => sum + group.hits.length, 0) + (allResults ? 1 : 0);

  const option = (at: number, url: string, content: ReactNode, key: string) => {
    return (
      <Link
        key={key}
        to={url}
        id={`${listId}-${at}`}
        role="option"
        aria-selected={at === active}
        tabIndex={-1}
        className="header-suggestions__option"
        onClick={onChoose}
      >
        {content}
      </Link>
    );
  };

  return (
    <div
      id={listId}
      role="listbox"
      tabIndex={-1}
      aria-label={texts.suggestions}
      className="header-suggestions__list"
      hidden={!expanded}
      onMouseDown={(event) => event.preventDefault()}
    >
      {current.groups.map((group, groupIndex) => (
        <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
          <div role="presentation" id={`${listId}-${group.kind}`} className="header-suggestions__kind">
            {texts.kinds[group.kind]}
          </div>
          {group.hits.map((hit, hitIndex) =>
            option(
              firstIndex[groupIndex]! + hitIndex,
              hit.url,
              <>
                <span className="header-suggestions__title">{hit.title}</span>
                {hit.detail ? <span className="header-suggestions__detail">{hit.detail}</span> : null}
              </>,
              hit.url,
            ),
          )}
        </div>
      ))}
      {allResults
        ? option(optionCount - 1, allResults, <span className="header-suggestions__title">{fillTemplate(texts.allResults, { query: text })}</span>, "all")
        : null}
    </div>
  );
}
