import { useEffect, useEffectEvent, useRef, useState } from "react";
import { SEARCH_QUERY_PARAM } from "#app/http/page-query.ts";
import type { Language } from "#lib/languages.ts";
import { NO_SUGGESTIONS, MIN_SUGGESTION_CHARS, SUGGESTION_DELAY_MS, suggestionsPath, type SuggestionsAnswer } from "./suggestions.ts";

/**
 * The server's suggestions for the field's text, asked SUGGESTION_DELAY_MS after it last changed:
 * a request is aborted when the text changes, and an answer for an older text is never shown over a
 * newer one. `onAnswer` runs with each answer shown.
 */
export function useSuggestionsAnswer(text: string, language: Language, onAnswer: () => void): SuggestionsAnswer {
  const [answer, setAnswer] = useState<SuggestionsAnswer>(NO_SUGGESTIONS);
  /** Bumped for every text asked about: only the answer to the newest is shown. */
  const asked = useRef(0);
  const shown = useEffectEvent((next: SuggestionsAnswer) => {
    setAnswer(next);
    onAnswer();
  });

  useEffect(() => {
    const request = ++asked.current;
    // Too short to ask about: no suggestions are shown for it (HeaderSuggestions' `current`).
    if (text.length < MIN_SUGGESTION_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${suggestionsPath(language)}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SuggestionsAnswer>) : NO_SUGGESTIONS))
        .then((next) => {
          if (request === asked.current) shown(next);
        })
        // Aborted, offline or refused: the list stays as it was.
        .catch(() => undefined);
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, language]);

  return answer;
}

/**
 * The header form's field and form, listened to while the suggestions are there (the elements are
 * HeaderSearch's server-rendered ones, not React's to bind): keys and input on the field, the focus
 * leaving the form. The handlers are read when an event comes, so they see the latest render.
 */
export function useFieldEvents(
  form: HTMLFormElement | null,
  field: HTMLInputElement | null | undefined,
  handlers: { key: (event: KeyboardEvent) => void; input: () => void; focusOut: (event: FocusEvent) => void },
) {
  const onKey = useEffectEvent(handlers.key);
  const onInput = useEffectEvent(handlers.input);
  const onFocusOut = useEffectEvent(handlers.focusOut);

  useEffect(() => {
    if (!form || !field) return;
    const key = (event: KeyboardEvent) => onKey(event);
    const input = () => onInput();
    const focusOut = (event: FocusEvent) => onFocusOut(event);
    field.addEventListener("keydown", key);
    field.addEventListener("input", input);
    form.addEventListener("focusout", focusOut);
    return () => {
      field.removeEventListener("keydown", key);
      field.removeEventListener("input", input);
      form.removeEventListener("focusout", focusOut);
    };
  }, [form, field]);
}

/** The ARIA combobox's state, on the field (after every render): its role, the list it controls, whether that is open, and the option chosen. */
export function useComboboxState(field: HTMLInputElement | null | undefined, listId: string, expanded: boolean, activeId: string | undefined) {
  useEffect(() => {
    if (!field) return;
    field.setAttribute("role", "combobox");
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("aria-controls", listId);
    field.setAttribute("aria-expanded", String(expanded));
    if (expanded && activeId) {
      field.setAttribute("aria-activedescendant", activeId);
      document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
    } else field.removeAttribute("aria-activedescendant");
  });
}
