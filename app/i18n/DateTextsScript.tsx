import { dateTextsOfPage, readDateTexts, seedDateTexts } from "./dates.ts";

const ELEMENT_ID = "date-texts";

/** The browser: the record as the first document carried it, rendered again unchanged. */
let documentRecord = "";

/**
 * The client entry, before it hydrates: the date texts the server formatted for this document
 * answer the same formats during hydration, which then builds no Intl.DateTimeFormat (i18n/dates.ts).
 */
export function seedDateTextsFromDocument(): void {
  documentRecord = document.getElementById(ELEMENT_ID)?.textContent ?? "";
  seedDateTexts(readDateTexts(documentRecord));
}

/**
 * The page's date texts as JSON, after the page's content (so the server's record is complete when
 * this renders). Not run as a script; a JSON type needs no CSP hash (server/security-headers.ts).
 * Nothing when the page shows no dates.
 */
export function DateTextsScript() {
  const page = dateTextsOfPage();
  // "<" escaped, so no text can end the script element.
  const json = page ? (Object.keys(page).length ? JSON.stringify(page).replace(/</g, "\\u003c") : "") : documentRecord;
  if (!json) return null;
  return <script type="application/json" id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
