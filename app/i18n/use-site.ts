import { useContext } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from "#lib/languages.ts";
import type { RootData } from "../root-data.ts";
import { DictionaryContext } from "./dictionary.ts";

/** What every component may read: the root loader's data (language, social links) and the language's texts. */
export function useSite() {
  const site = useOptionalSite();
  if (!site) throw new Error("useSite() needs the root loader's data and its language's dictionary");
  return site;
}

/** The root loader's data of the page the browser showed last, kept by the frame (SiteShell). */
let shownRootData: RootData | undefined;

export function keepShownRootData(data: RootData): void {
  shownRootData = data;
}

/**
 * useSite(), or undefined where the root loader failed (its error page renders without it). A
 * navigation whose data request failed as a whole (a 5xx from a proxy, not the site's own answer)
 * leaves the root without data too: the browser then keeps the last page's, so the error page shows
 * inside the header, footer and red progress bar (docs/decisions/0003-layout-behaviour.md).
 */
export function useOptionalSite() {
  const data = useRouteLoaderData<RootData>("root") ?? shownRootData;
  const messages = useContext(DictionaryContext)(data?.language ?? DEFAULT_LANGUAGE);
  return data && messages ? { ...data, messages } : undefined;
}

/** The page's language, even where the root loader's data is missing (error boundary). */
export function useLanguage(): Language {
  const data = useRouteLoaderData<RootData>("root");
  const { pathname } = useLocation();
  return languageOf(data, pathname);
}

/**
 * The page's language as the root loader gave it (the server's middleware decided it from the
 * matched route). Where its data is missing, because the root loader itself failed, the browser has
 * only the path: its first segment, German otherwise, the rule the not-found route keeps.
 */
export function languageOf(rootData: { language: Language } | undefined, pathname: string): Language {
  return rootData?.language ?? languageOfPath(pathname);
}
