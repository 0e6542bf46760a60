import { DATE_TEXTS_ELEMENT_ID, dateTextsOfPage, documentDateRecord } from "./dates.ts";

/**
 * The page's date texts as JSON (i18n/dates.ts), after the page's content, so the server's record is
 * complete when this renders; in the browser the record the document carries, unchanged. Not run as
 * a script: a JSON type needs no CSP hash (server/security-headers.ts). Nothing when the page shows
 * no dates.
 */
export function DateTextsScript() {
  const json = import.meta.env.SSR ? serverRecord() : documentDateRecord();
  if (!json) return null;
  return <script type="application/json" id={DATE_TEXTS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

function serverRecord(): string {
  const page = dateTextsOfPage();
  // "<" escaped, so no text can end the script element.
  return page && Object.keys(page).length ? JSON.stringify(page).replace(/</g, "\\u003c") : "";
}
