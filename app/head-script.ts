/**
 * The one inline script of every page's head, run before the first paint (ADR 0010, ADR 0003,
 * ADR 0013), and the followed teams' script it loads when it is needed.
 *
 * The inline part (`headScript()`) does what must happen before the first paint or before any
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
 * The followed teams' script (`favouritesScript()`, app/features/favourites/followed-teams-script.ts, served as a file whose name carries a hash of its
 * text, `favouritesScriptPath()`, kept by browsers for a year: it costs its bytes once per visitor,
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
 * Only the server's HTML carries the inline text (`headScript()`) (root.tsx renders the element empty in the browser,
 * and hydration keeps the server's text). The CSP (server/security-headers.ts) allows exactly this
 * text by its hash, and the file as one of the site's own (`script-src 'self'`).
 */
import { shortHash } from "../lib/short-hash.ts";
import { appAlertNoteCall } from "./features/favourites/app-alert-note-file.ts";
import { followedTeamsScript } from "./features/favourites/followed-teams-script.ts";
import { HOME_TIME_ZONE } from "./i18n/dates.ts";
import { kickoffZoneScriptPath } from "./i18n/kickoff-zone-file.ts";

export const COOKIE_NOTICE_STORAGE_KEY = "cookie-notice";
export const THEME_STORAGE_KEY = "theme";
/** The followed teams: their ids (language-independent, unlike slugs; up to 9 digits), comma-separated, oldest first. */
export const FOLLOWED_TEAMS_STORAGE_KEY = "followed-teams";
/** The most teams one follows; following one more forgets the oldest. The resource route refuses more. */
export const MAX_FOLLOWED_TEAMS = 20;

/**
 * The followed teams' script's text (app/features/favourites/followed-teams-script.ts: typed, linted and
 * tested as code), made on first use: the function's compiled text, called with the storage key and
 * the most teams one follows; before it the goal-alert note's (app/features/favourites/app-alert-note-script.ts),
 * which must see a press the head script took before the file arrived before that script carries it out.
 */
let favouritesScriptText: string | undefined;
export function favouritesScript(): string {
  return (favouritesScriptText ??= `${appAlertNoteCall()};(${followedTeamsScript.toString()})(${JSON.stringify(FOLLOWED_TEAMS_STORAGE_KEY)}, ${MAX_FOLLOWED_TEAMS})`);
}

/**
 * The file's name, with the version, and the inline text, made on first use: root.tsx imports this
 * module into the browser's bundle too, where it renders no text, and the bundler drops what nothing
 * calls there (it kept a version computed when the module loads, and with it the file's text).
 */
let favouritesScriptFile: string | undefined;
export function favouritesScriptName(): string {
  return (favouritesScriptFile ??= `favourites-${shortHash(favouritesScript())}.js`);
}
export function favouritesScriptPath(): string {
  return `/scripts/${favouritesScriptName()}`;
}

let headScriptText: string | undefined;
export function headScript(): string {
  return (headScriptText ??= inlineText(favouritesScriptPath(), kickoffZoneScriptPath()));
}

/** What a visitor does first when about to use a page: the page hydrates then (ADR 0710). */
export const INTENT_EVENTS = ["pointerover", "keydown", "focusin", "touchstart", "click"];

declare global {
  interface Window {
    /** "waiting" until the visitor's first intent, then "started" (ADR 0710). */
    matchpulsHydration?: "waiting" | "started";
    /** Resolves when the parsed page should hydrate: at once, after an intent already made, or on the first. */
    matchpulsHydrate?: () => Promise<void>;
  }
}

const inlineText = (favouritesPath: string, zonePath: string) =>
  `(function(){var d=document.documentElement,s,L,w=window,I=${JSON.stringify(INTENT_EVENTS)},H;` +
  `function intent(){I.forEach(function(t){removeEventListener(t,intent,!0)});d.classList.remove("first-sight");w.matchpulsHydration="started";H&&H()}` +
  `I.forEach(function(t){addEventListener(t,intent,{capture:!0,passive:!0})});` +
  `w.matchpulsHydrate=function(){var n=document.querySelector(".live-notice");` +
  `return new Promise(function(r){H=r;n||w.matchpulsHydration?intent():w.matchpulsHydration="waiting"})};` +
  `function load(){if(!L){L=1;var p="${favouritesPath}";if(document.readyState==="loading")document.write('<script src="'+p+'"><\\/script>');` +
  `else{var e=document.createElement("script");e.src=p;document.head.appendChild(e)}}}` +
  `try{s=localStorage;if(s.getItem("${COOKIE_NOTICE_STORAGE_KEY}")==="dismissed")d.classList.add("cookie-notice-dismissed");` +
  `var t=s.getItem("${THEME_STORAGE_KEY}");if(t==="dark"||t==="light")d.dataset.theme=t;d.classList.add("follow-able");` +
  `var f=s.getItem("${FOLLOWED_TEAMS_STORAGE_KEY}");if(f){load();d.style.setProperty("--followed-teams",f.split(",").length)}}catch(e){}` +
  `d.classList.add("theme-switchable");var v=performance.getEntriesByType("navigation")[0];v&&v.type==="navigate"&&!location.hash&&d.classList.add("first-sight");` +
  `var m=matchMedia("(prefers-color-scheme: dark)");` +
  `function dark(){return d.dataset.theme?d.dataset.theme==="dark":m.matches}` +
  `function each(q,f){document.querySelectorAll(q).forEach(f)}` +
  `function sync(){each(".theme-toggle",function(b){b.setAttribute("aria-pressed",String(dark()))})}` +
  `addEventListener("click",function(e){var c=e.target.closest&&e.target,b=c&&c.closest(".follow-star");` +
  `if(b){if(!window.followedTeamsScript){b.setAttribute("data-press","");load()}return}` +
  `if(!(c&&c.closest(".theme-toggle")))return;` +
  `d.dataset.theme=dark()?"light":"dark";try{s.setItem("${THEME_STORAGE_KEY}",d.dataset.theme)}catch(e){}sync()});` +
  `addEventListener("toggle",function(e){if(e.target.matches(".cookie-notice:not([open])")){try{s.setItem("${COOKIE_NOTICE_STORAGE_KEY}","dismissed")}catch(e){}d.classList.add("cookie-notice-dismissed")}},!0);` +
  `m.addEventListener("change",sync);addEventListener("DOMContentLoaded",function(){sync();` +
  `if(document.querySelector('[data-kickoff],time[datetime*="T"]')&&(w.Temporal?Temporal.Now.timeZoneId():Intl.DateTimeFormat().resolvedOptions().timeZone)!==${JSON.stringify(HOME_TIME_ZONE)}[d.lang]){` +
  `var z=document.createElement("script");z.src="${zonePath}";document.head.appendChild(z)}` +
  `L||each(".follow-star",function(b){b.setAttribute("aria-pressed","false")})})})()`;
