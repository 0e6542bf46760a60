/**
 * The one inline script of every page's head, run before the first paint (ADR 0010, ADR 0003,
 * ADR 0013), and the followed teams' script it loads when it is needed.
 *
 * The inline script does what must happen before the first paint or before any
 * script file could arrive:
 * - a dismissed cookie notice stays hidden (the class `cookie-notice-dismissed` on <html>), so it
 *   never flashes for a returning visitor; closing the notice (its `<details>`) is remembered here,
 *   so it is before the page hydrates too;
 * - the colour scheme the visitor chose with the footer's toggle (`data-theme` on <html>; without a
 *   choice the system's setting applies through CSS alone), so the first paint has the right colours;
 * - the toggle itself: shown only where this runs (the class `theme-switchable`; no dead button
 *   without JavaScript), its state (`aria-pressed`) kept in step with the scheme shown, its clicks
 *   handled here, so it works before hydration and costs no page's JavaScript bundle;
 * - the stars that follow a team (`.follow-star`, ADR 0013): shown only where this runs and local
 *   storage works (the class `follow-able`), unpressed (`aria-pressed="false"`) when the document is
 *   parsed, and the followed teams' script loaded where it has work: at once for a visitor who
 *   follows a team (written into the document while it is parsed, so the script runs before the
 *   body and fills the day's block as its rows arrive: no shift after the first paint; from the
 *   browser's cache for a returning follower), else on the first press of a star (the pressed star
 *   is marked `data-press`, and the script, when it starts, toggles it).
 *
 * - until the visitor's first intent (below), a page loaded anew (a link followed, an address typed;
 *   not a reload or a step back, whose scroll position is restored, nor an address with a fragment,
 *   which must land on its target in the page's real layout) is marked `first-sight`: the parts of
 *   long pages below a phone's first screen are rendered only as they near the viewport (ADR 0712).
 *
 * - when the page hydrates (ADR 0710): every page works as the server's HTML alone, and hydrating it
 *   costs a phone about as much again as the document did, so a page hydrates when the visitor is
 *   about to use it: on the first pointer over it, key, focus, touch or click (`INTENT_EVENTS`),
 *   listened for from the start, so one made before the scripts arrive is not lost. Until then the
 *   page's modules are neither fetched nor evaluated (the bootstrap awaits `matchpulsHydrate()` before
 *   it preloads and imports them, server/hydrate-after-paint.ts, docs/decisions/0714-first-visit.md).
 *   A press never waits for them: a link pressed before React Router's router exists is the
 *   browser's, a plain navigation (the next page from the HTTP cache or the server), which on a slow
 *   phone shows the next page sooner than fetching and running the modules first would. React
 *   hydrates synchronously for a press that arrives while it hydrates (a discrete event on a root not
 *   yet hydrated) and then handles it as a client navigation. A page hydrates at once only where its
 *   HTML is not what the visitor should read for long: matches in play (the live notice: the scores
 *   come from the live stream). The bootstrap calls `matchpulsHydrate()` once the document is parsed
 *   and painted; `matchpulsHydration` on window says "waiting" or "started" (the audit's tools and
 *   the browser tests read it).
 *
 * - kick-offs in the visitor's zone without hydrating: where the visitor's zone (Temporal's, else
 *   Intl's) is not the page language's home zone, in which the server wrote them, and the page has
 *   moments (`<time datetime>` with a time of day, or an element marked `data-kickoff`), the kick-offs'
 *   zone script (app/i18n/kickoff-zone-script.ts) is loaded once the document is parsed; it rewrites
 *   the kick-offs and match days into the visitor's zone, named, in the same boxes (a news item's date
 *   stays as it is).
 *
 * The followed teams' script (app/features/favourites/followed-teams-script.ts, served as a file whose
 * name carries a hash of its text, kept by browsers for a year: it costs its bytes once per visitor,
 * not in every page's HTML) does the rest: it toggles the stars, keeps their `aria-pressed` in step
 * with the stored list (when it starts, and whenever the page's content changes, as a client-side
 * navigation renders stars anew); it fills the home page's "my teams" slot (`[data-my-teams]`, its
 * value the path of the resource route) with the markup that route answers for the followed teams,
 * and the day view's "my teams" block (`.day__followed`) with copies of the day's rows of their
 * matches (the block lists the team ids of every row, competition by competition,
 * `data-teams="home-away …|…"`). Rows in tables are marked by the stylesheet (`:has()` of a pressed star).
 * The choices live in the browser's local storage, never in a cookie; only the list of followed team
 * ids is sent, to the home page's resource route, which keeps nothing (ADR 0013).
 *
 * This module is the script's source: the build compiles and minifies it with Vite into the inline
 * text (server/browser-scripts.ts, `virtual:browser-scripts`), calling `startHeadScript` with the two
 * files' names, which carry their hashes. Only the server's HTML carries the text (root.tsx renders
 * the element empty in the browser, and hydration keeps the server's text). The CSP
 * (server/security-headers.ts) allows exactly this text by its hash, computed when it is built, and
 * the files as the site's own (`script-src 'self'`).
 */ import { FOLLOWED_TEAMS_STORAGE_KEY } from "./features/favourites/followed-teams-storage.ts";
import { HOME_TIME_ZONE } from "./i18n/dates.ts";

export const COOKIE_NOTICE_STORAGE_KEY = "cookie-notice";
export const THEME_STORAGE_KEY = "theme";

/** What a visitor does first when about to use a page: the page hydrates then (ADR 0710). */
export const INTENT_EVENTS = ["pointerover", "keydown", "focusin", "touchstart", "click"];

/** The files the head script loads, by their paths (`/scripts/{name}-{hash}.js`), which the build passes. */
export interface HeadScriptFiles {
  favourites: string;
  kickoffZone: string;
}

declare global {
  interface Window {
    /** "waiting" until the visitor's first intent, then "started" (ADR 0710). */
    matchpulsHydration?: "waiting" | "started";
    /** Resolves when the parsed page should hydrate: at once, after an intent already made, or on the first. */
    matchpulsHydrate?: () => Promise<void>;
    /** Set by the followed teams' script when it runs: from then on it handles the stars' presses. */
    followedTeamsScript?: number;
  }
}

/** The document's element (set when the script starts: the module itself touches no document). */
let root: HTMLElement;
/** How long after a click on a link a page still there is taken to stay. */
const STILL_THERE_MS = 3000;
/** Local storage, where the browser lets the page use it. */
let storage: Storage | undefined;

/** Remembers a choice; where storage refuses, the choice lasts for this page only. */
function remember(key: string, value: string): void {
  try {
    storage!.setItem(key, value);
  } catch {
    // Storage refused (a privacy mode): nothing is remembered.
  }
}

const each = (selector: string, action: (element: Element) => void) => document.querySelectorAll(selector).forEach(action);

/**
 * Whether an intent is the start of a press the browser answers by following a link: a touch or click on
 * it, a press of Enter on it, its focus (a tap focuses it). The page's modules are not fetched for it: on a
 * slow phone they would share the line with the next page's document, which the browser asks for at once
 * (a press never waits for JavaScript it does not need). A mouse pointer over a link is an intent like any
 * other: on a desktop the modules have time and bandwidth before the click.
 */
function followsLink(event: Event): boolean {
  const { type, target, pointerType, key } = event as Event & Partial<PointerEvent & KeyboardEvent>;
  if (type === "pointerover" ? pointerType === "mouse" : type === "keydown" && key !== "Enter") return false;
  // A synthetic event may have no target, and the document has no `closest`.
  return !!(target as Element | null)?.closest?.("a[href]");
}

/** Hydration on the visitor's first intent, or at once where the page must not wait (ADR 0710). */
function waitForIntent(): void {
  let hydrate: (() => void) | undefined;
  const intent = (event?: Event) => {
    if (event && followsLink(event)) return;
    INTENT_EVENTS.forEach((type) => removeEventListener(type, intent, true));
    root.classList.remove("first-sight");
    window.matchpulsHydration = "started";
    hydrate?.();
  };
  INTENT_EVENTS.forEach((type) => addEventListener(type, intent, { capture: true, passive: true }));
  window.matchpulsHydrate = () => {
    const live = document.querySelector(".live-notice");
    return new Promise((resolve) => {
      hydrate = resolve;
      if (live || window.matchpulsHydration) intent();
      else window.matchpulsHydration = "waiting";
    });
  };
}

/**
 * Loads a script file: written into the document while it is parsed (it then runs before the body),
 * else appended. The build escapes the closing tag in the inline text (server/browser-scripts.ts).
 */
function loadScript(path: string): void {
  if (document.readyState === "loading") document.write(`<script src="${path}"></script>`);
  else document.head.appendChild(Object.assign(document.createElement("script"), { src: path }));
}

/** The stored choices, before the first paint: the cookie notice, the colour scheme, the followed teams. */
function restoreChoices(loadFavourites: () => void): void {
  try {
    storage = localStorage;
    if (storage.getItem(COOKIE_NOTICE_STORAGE_KEY) === "dismissed") root.classList.add("cookie-notice-dismissed");
    const theme = storage.getItem(THEME_STORAGE_KEY);
    if (theme === "dark" || theme === "light") root.dataset.theme = theme;
    root.classList.add("follow-able");
    const followed = storage.getItem(FOLLOWED_TEAMS_STORAGE_KEY);
    if (followed) {
      loadFavourites();
      root.style.setProperty("--followed-teams", String(followed.split(",").length));
    }
  } catch {
    // Storage refused: no choice to restore, and no stars (nothing could be followed).
  }
}

/** A page reached anew (a link, an address; not a reload, a step in history or a fragment) is seen as it first was (ADR 0712). */
function markFirstSight(): void {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type === "navigate" && !location.hash) root.classList.add("first-sight");
}

/** The visitor's zone: Temporal's, else Intl's. */
function visitorZone(): string {
  const { Temporal } = window as { Temporal?: { Now: { timeZoneId(): string } } };
  return Temporal ? Temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function startHeadScript(files: HeadScriptFiles): void {
  root = document.documentElement;
  let favouritesLoading = false;
  const loadFavourites = () => {
    if (favouritesLoading) return;
    favouritesLoading = true;
    loadScript(files.favourites);
  };
  waitForIntent();
  restoreChoices(loadFavourites);
  root.classList.add("theme-switchable");
  markFirstSight();
  const systemDark = matchMedia("(prefers-color-scheme: dark)");
  const dark = () => (root.dataset.theme ? root.dataset.theme === "dark" : systemDark.matches);
  const showScheme = () => each(".theme-toggle", (toggle) => toggle.setAttribute("aria-pressed", String(dark())));
  // A page whose link is clicked before its document is parsed (a first tap on a slow phone) fetches
  // the kick-offs' zone script only if it is still there a while later (a fragment, a download, a
  // return from the page cache, whose timers resume): on a slow line the script would share the
  // bandwidth with the next page's document.
  let leaving = false;
  const showVisitorZone = () => {
    if (document.querySelector('[data-kickoff],time[datetime*="T"]') && visitorZone() !== HOME_TIME_ZONE[root.lang as keyof typeof HOME_TIME_ZONE])
      loadScript(files.kickoffZone);
  };

  addEventListener("click", (event) => {
    // A click's target may be the document or a text node, which have no `closest`.
    const target = event.target as Element | Document;
    const clicked = "closest" in target ? target : undefined;
    if (clicked?.closest("a[href]")) leaving = true;
    const star = clicked?.closest(".follow-star");
    if (star) {
      if (!window.followedTeamsScript) {
        star.setAttribute("data-press", "");
        loadFavourites();
      }
      return;
    }
    if (!clicked?.closest(".theme-toggle")) return;
    root.dataset.theme = dark() ? "light" : "dark";
    remember(THEME_STORAGE_KEY, root.dataset.theme);
    showScheme();
  });
  addEventListener(
    "toggle",
    (event) => {
      if (!(event.target as Element).matches(".cookie-notice:not([open])")) return;
      remember(COOKIE_NOTICE_STORAGE_KEY, "dismissed");
      root.classList.add("cookie-notice-dismissed");
    },
    true,
  );
  systemDark.addEventListener("change", showScheme);
  addEventListener("DOMContentLoaded", () => {
    showScheme();
    if (leaving) setTimeout(showVisitorZone, STILL_THERE_MS);
    else showVisitorZone();
    if (!favouritesLoading) each(".follow-star", (star) => star.setAttribute("aria-pressed", "false"));
  });
}
