import type { Language } from "#lib/languages.ts";
import { PREVIEW_END_PATH } from "./preview.server.ts";

/** What a preview's pages say above everything else: that unpublished entries show, and how to leave. */
export interface PreviewBanner {
  note: string;
  end: string;
  endHref: string;
}

const TEXTS: Record<Language, Omit<PreviewBanner, "endHref">> = {
  de: { note: "Vorschau: Diese Seite zeigt auch unveröffentlichte Einträge.", end: "Vorschau beenden" },
  en: { note: "Preview: this page also shows unpublished entries.", end: "End preview" },
  it: { note: "Anteprima: questa pagina mostra anche i contenuti non pubblicati.", end: "Termina l'anteprima" },
};

/** The banner of a preview's page (ending the preview goes back to the page it was ended on: app/content/preview.server.ts). */
export function previewBanner(language: Language): PreviewBanner {
  return { ...TEXTS[language], endHref: PREVIEW_END_PATH };
}
