import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { Language } from "#lib/languages.ts";
import { loadDictionary, loadedDictionary } from "./i18n/dictionary-loader.ts";
import { DictionaryContext } from "./i18n/dictionary.ts";

// The page's texts are a separate cached file (i18n/dictionary.ts), preloaded by the document's
// head. Hydration waits for it: rendering without it would replace the server's text. Should it
// fail to load, the page stays the working server-rendered HTML it already is. A page without the
// link (the root loader failed) renders no texts from a dictionary. The page's language is the
// document's, which the server rendered from the page language the root loader gave (always one
// of LANGUAGES), so nothing here parses a URL or validates it again. This module is evaluated
// only when the page should hydrate (at once where it must, else on the visitor's first intent):
// the bootstrap waits for the head script's decision before it imports the page's modules
// (server/hydrate-after-paint.ts, head-script.ts, ADR 0711).
const preload = document.querySelector<HTMLLinkElement>("link[data-dictionary]");
const language = document.documentElement.lang as Language;
(preload ? loadDictionary({ language, href: preload.href }) : Promise.resolve())
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <DictionaryContext value={loadedDictionary}>
            <HydratedRouter />
          </DictionaryContext>
        </StrictMode>,
      );
    }),
  )
  // The page stays the server's HTML, which works without JavaScript; the error says why.
  .catch(console.warn);
