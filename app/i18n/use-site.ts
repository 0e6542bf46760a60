import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import { languageOfPath, type Language } from "./languages.ts";

/** What the root loader provides to every component: the language and its dictionary. */
export function useSite() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data;
}

/** The page's language, even where the root loader's data is missing (error boundary). */
export function useLanguage(): Language {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname } = useLocation();
  return data?.language ?? languageOfPath(pathname);
}
