import type { Language } from "#lib/languages.ts";

/** The fact sheet's media type and the name it is saved under (the route sends it; the press page's link offers it). */
export const FACT_SHEET_TYPE = "application/pdf";

export function factSheetFileName(language: Language): string {
  return `matchpuls-fact-sheet-${language}.pdf`;
}
