/** What the goal-alert note says, in one language: `star` is the star's name template, to read the team from. */
export interface AppAlertTexts {
  star: string;
  note: string;
  get: string;
  close: string;
  /** The download page: it sends a phone on to its store and shows a desktop both stores and a QR code. */
  href: string;
}

/** Local storage: "shown" once the goal-alert note was offered, "dismissed" once closed; never offered again either way. */
export const APP_ALERT_NOTE_STORAGE_KEY = "app-alert-note";

/**
 * The goal-alert note (docs/decisions/0817-the-app-where-it-helps.md), as the browser runs it: the
 * first part of the followed teams' file (`startFollowedTeamsFile`, followed-teams-script.ts), with
 * the texts of every language. Right after a press that follows a team, once per browser (the key in
 * local storage, "shown" and then "dismissed"; where storage refuses nothing shows, as it could not be
 * remembered), it places a small note just below the pressed star's row: "Tor-Alarm für {team} in der
 * App" and a link to the download page, with a button that dismisses it (Escape too).
 *
 * The note is a child of <body>, positioned in the document's coordinates, not an element inside the
 * page's content: the press is also the intent that starts hydration, and React tolerates a foreign
 * element among the body's children, not one inside the markup it hydrates. Its look is set here, on
 * the element, so the stylesheet every page loads carries nothing of it. It goes when its star does (a
 * client-side navigation) and follows the star when the page's layout or the window changes.
 */
export function appAlertNoteScript(texts: Record<string, AppAlertTexts>): void {
  const words = texts[document.documentElement.lang];
  if (!words) return;
  const offer = (star: HTMLElement) => {
    if (star.isConnected && star.getAttribute("aria-pressed") === "true" && firstOffer()) showNote(star, words);
  };
  // Presses the head script took before this file arrived: the followed teams' script, which runs
  // next, carries them out; the note follows once it has.
  const pressed = document.querySelectorAll<HTMLElement>(".follow-star[data-press]");
  setTimeout(() => pressed.forEach(offer));
  // After the followed teams' script has handled the press (its listener, and the star's new state).
  addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const star = target?.closest ? target.closest<HTMLElement>(".follow-star") : null;
    if (star) setTimeout(() => offer(star));
  });
}

/** Whether the note was never offered in this browser, which it then is; false where storage refuses. */
function firstOffer(): boolean {
  try {
    if (localStorage.getItem(APP_ALERT_NOTE_STORAGE_KEY)) return false;
    localStorage.setItem(APP_ALERT_NOTE_STORAGE_KEY, "shown");
    return true;
  } catch {
    return false;
  }
}

/** The team of a star, read from its name ("Bayer Leverkusen folgen" in the template "{team} folgen"). */
function teamOf(star: HTMLElement, words: AppAlertTexts): string {
  const [before = "", after = ""] = words.star.split("{team}");
  const label = star.getAttribute("aria-label") || "";
  return label.startsWith(before) && label.endsWith(after) ? label.slice(before.length, label.length - after.length) : label;
}

/** The note's element: its text, the link to the download page and the button that closes it, styled. */
function noteElement(team: string, words: AppAlertTexts): { note: HTMLElement; close: HTMLElement } {
  const [noteBefore = "", noteAfter = ""] = words.note.split("{team}");
  const note = document.createElement("p");
  note.className = "app-alert";
  note.setAttribute("role", "status");
  const link = document.createElement("a");
  link.href = words.href;
  link.textContent = words.get;
  link.style.fontWeight = "600";
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", words.close);
  close.textContent = "×";
  note.append(`${noteBefore}${team}${noteAfter} `, link, close);
  Object.assign(note.style, NOTE_STYLE);
  Object.assign(close.style, CLOSE_STYLE);
  return { note, close };
}

const NOTE_STYLE: Partial<CSSStyleDeclaration> = {
  position: "absolute",
  zIndex: "30",
  boxSizing: "border-box",
  maxWidth: "min(24rem, calc(100vw - 1rem))",
  margin: "0",
  padding: "0.4rem 0.4rem 0.4rem 0.75rem",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0 0.5rem",
  background: "var(--paper)",
  color: "var(--ink)",
  border: "1px solid var(--line)",
  borderRadius: "var(--radius)",
  boxShadow: "0 4px 16px rgb(0 0 0 / 0.18)",
  fontSize: "0.875rem",
  lineHeight: "1.4",
};

const CLOSE_STYLE: Partial<CSSStyleDeclaration> = {
  marginLeft: "auto",
  minWidth: "28px",
  minHeight: "28px",
  border: "0",
  borderRadius: "50%",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontSize: "1.25rem",
  lineHeight: "1",
  cursor: "pointer",
};

/** Shows the note below the star's row, keeps it there as the page changes, and takes it away with its star or when closed. */
function showNote(star: HTMLElement, words: AppAlertTexts): void {
  const { note, close } = noteElement(teamOf(star, words), words);
  const place = () => {
    if (!star.isConnected) return dismiss(false);
    const box = star.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    // Below the star's row (a match row, a table row, the team page's heading), so the team just followed stays readable.
    note.style.top = `${(star.closest("li, tr, header") || star).getBoundingClientRect().bottom + scrollY + 4}px`;
    note.style.left = `${Math.max(8, Math.min(box.left, width - note.offsetWidth - 8)) + scrollX}px`;
  };
  const watch = new MutationObserver(place);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") dismiss(true);
  };
  function dismiss(byVisitor: boolean) {
    watch.disconnect();
    removeEventListener("resize", place);
    removeEventListener("keydown", onKey);
    note.remove();
    if (!byVisitor) return;
    try {
      localStorage.setItem(APP_ALERT_NOTE_STORAGE_KEY, "dismissed");
    } catch {
      // Storage refused: the note is gone for this page either way.
    }
  }
  close.addEventListener("click", () => dismiss(true));
  document.body.appendChild(note);
  place();
  watch.observe(document.body, { childList: true, subtree: true });
  addEventListener("resize", place);
  addEventListener("keydown", onKey);
}
