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
 *   it preloads and imports them, server/hydrate-after-paint.ts, ADR 0711, ADR 0713). A press on a
 *   link of this site that arrives before React Router's router exists is held (`preventDefault`) and
 *   pressed again once it does, so it is a client navigation with the progress bar and fade; should
 *   the modules not run within `LINK_WAIT_MS`, or the link be gone, the browser follows it. React hydrates synchronously
 *   for a press that arrives while it still works (a discrete event on a root not yet hydrated) and
 *   then handles it. A page hydrates at once where its HTML is not what the visitor should read for
 *   long: matches in play (the live notice: the scores come from the live stream), and moments
 *   (`<time datetime>` with a time of day: kick-offs) for a visitor in another zone than the page
 *   language's home zone, in which the server wrote them (the zone as `browserZone` reads it,
 *   app/i18n/time-zone.ts; whether the zone reads them alike, `readsAsHome`, is not asked: its module
 *   is not in every page's first load). The bootstrap calls `matchpulsHydrate()` once the document
 *   is parsed and painted; `matchpulsHydration` on window says "waiting" or "started" (the audit's
 *   tools and the browser tests read it).
 *
 * The followed teams' script (`FAVOURITES_SCRIPT`, served as a file whose name carries a hash of its
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
import { HOME_TIME_ZONE } from "./i18n/dates.ts";

export const COOKIE_NOTICE_STORAGE_KEY = "cookie-notice";
export const THEME_STORAGE_KEY = "theme";
/** The followed teams: their ids (language-independent, unlike slugs; up to 9 digits), comma-separated, oldest first. */
export const FOLLOWED_TEAMS_STORAGE_KEY = "followed-teams";
/** The most teams one follows; following one more forgets the oldest. The resource route refuses more. */
export const MAX_FOLLOWED_TEAMS = 20;

/**
 * The followed teams' script: runs once, whether it arrives while the document is parsed or after, and
 * watches the document from then on, so the day's block is filled as its rows are parsed and its
 * copies follow the rows when they change (the visitor's zone after hydration, a goal).
 */
export const FAVOURITES_SCRIPT =
  `(function(){var s=localStorage,d=document;window.followedTeamsScript=1;` +
  `function each(q,f){d.querySelectorAll(q).forEach(f)}` +
  `function followed(){var v;try{v=s.getItem("${FOLLOWED_TEAMS_STORAGE_KEY}")}catch(e){}return v&&/^\\d{1,9}(,\\d{1,9})*$/.test(v)?v.split(","):[]}` +
  `function follow(){var f=followed();` +
  `each(".follow-star",function(b){var p=String(f.indexOf(b.dataset.team)>=0);if(b.getAttribute("aria-pressed")!==p)b.setAttribute("aria-pressed",p)});` +
  `each(".day__followed",function(c){var u=c.querySelector("ul"),t=c.dataset.teams.split("|"),h="";` +
  `each(".day__competition",function(g,n){var l=g.querySelectorAll(".match-links>li");` +
  `(t[n]||"").split(" ").forEach(function(p,i){p=p.split("-");` +
  `if(l[i]&&(f.indexOf(p[0])>=0||f.indexOf(p[1])>=0))h+=l[i].outerHTML})});if(u.innerHTML!==h)u.innerHTML=h;c.hidden=!h});` +
  `f.length&&each("[data-my-teams]:not([data-filled])",function(c){c.dataset.filled="";` +
  `fetch(c.dataset.myTeams+"?teams="+f.slice().sort(function(a,b){return a-b}).join(",")+"&tz="+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)).then(function(r){return r.ok?r.text():""}).then(function(h){c.innerHTML=h},function(){})})}` +
  `function toggle(b){var f=followed(),i=f.indexOf(b.dataset.team);if(i<0)f.push(b.dataset.team);else f.splice(i,1);` +
  `try{f.length?s.setItem("${FOLLOWED_TEAMS_STORAGE_KEY}",f.slice(-${MAX_FOLLOWED_TEAMS}).join(",")):s.removeItem("${FOLLOWED_TEAMS_STORAGE_KEY}")}catch(e){}}` +
  `addEventListener("click",function(e){var b=e.target.closest&&e.target.closest(".follow-star");if(b){toggle(b);follow()}});` +
  `each(".follow-star[data-press]",function(b){b.removeAttribute("data-press");toggle(b)});follow();` +
  `new MutationObserver(follow).observe(d.documentElement,{childList:true,subtree:true,characterData:true})})()`;

/**
 * The file's name, with the version, and the inline text, made on first use: root.tsx imports this
 * module into the browser's bundle too, where it renders no text, and the bundler drops what nothing
 * calls there (it kept a version computed when the module loads, and with it the file's text).
 */
let favouritesScriptFile: string | undefined;
export function favouritesScriptName(): string {
  return (favouritesScriptFile ??= `favourites-${shortHash(FAVOURITES_SCRIPT)}.js`);
}
export function favouritesScriptPath(): string {
  return `/scripts/${favouritesScriptName()}`;
}

let headScriptText: string | undefined;
export function headScript(): string {
  return (headScriptText ??= inlineText(favouritesScriptPath()));
}

/**
 * How long a link pressed before the page's scripts have run waits for them (its press is then carried
 * out as a client navigation); after that, or once the link is gone, the browser follows it. Links
 * with a fragment, a target or a download, and modified presses, are left to the browser at once.
 */
export const LINK_WAIT_MS = 4000;

/** What React Router's `HydratedRouter` puts on window when it creates the router: the page is hydrating. */
const ROUTER = "__reactRouterDataRouter";

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

const inlineText = (favouritesPath: string) =>
  `(function(){var d=document.documentElement,s,L,w=window,I=${JSON.stringify(INTENT_EVENTS)},H;` +
  `function intent(){I.forEach(function(t){removeEventListener(t,intent,!0)});d.classList.remove("first-sight");w.matchpulsHydration="started";H&&H()}` +
  `I.forEach(function(t){addEventListener(t,intent,{capture:!0,passive:!0})});` +
  `w.matchpulsHydrate=function(){var q=function(s){return document.querySelector(s)},` +
  `n=q(".live-notice")||q('time[datetime*="T"]')&&(w.Temporal?Temporal.Now.timeZoneId():Intl.DateTimeFormat().resolvedOptions().timeZone)!==${JSON.stringify(HOME_TIME_ZONE)}[d.lang];` +
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
  `var a=c&&c.closest("a[href]");if(a&&H&&!w.${ROUTER}&&!e.defaultPrevented&&!e.button&&!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)` +
  `&&!a.target&&!a.download&&!a.hash&&a.origin==location.origin){e.preventDefault();` +
  `(function r(i){w.${ROUTER}?a.click():i>${LINK_WAIT_MS / 20}||!a.isConnected?location.assign(a.href):setTimeout(r,20,i+1)})(0);return}` +
  `if(!(c&&c.closest(".theme-toggle")))return;` +
  `d.dataset.theme=dark()?"light":"dark";try{s.setItem("${THEME_STORAGE_KEY}",d.dataset.theme)}catch(e){}sync()});` +
  `addEventListener("toggle",function(e){if(e.target.matches(".cookie-notice:not([open])")){try{s.setItem("${COOKIE_NOTICE_STORAGE_KEY}","dismissed")}catch(e){}d.classList.add("cookie-notice-dismissed")}},!0);` +
  `m.addEventListener("change",sync);addEventListener("DOMContentLoaded",function(){sync();` +
  `L||each(".follow-star",function(b){b.setAttribute("aria-pressed","false")})})})()`;
