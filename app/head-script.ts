/**
 * The one inline script of every page's head, run before the first paint (ADR 0010, ADR 0003,
 * ADR 0013):
 * - a dismissed cookie notice stays hidden (the class `cookie-notice-dismissed` on <html>), so it
 *   never flashes for a returning visitor;
 * - the colour scheme the visitor chose with the footer's toggle (`data-theme` on <html>; without a
 *   choice the system's setting applies through CSS alone), so the first paint has the right colours;
 * - the toggle itself: shown only where this runs (the class `theme-switchable`; no dead button
 *   without JavaScript), its state (`aria-pressed`) kept in step with the scheme shown, its clicks
 *   handled here, so it works before hydration and costs no page's JavaScript bundle;
 * - the teams the visitor follows (ADR 0013): the stars (`.follow-star` on a team page, its fixtures and table rows, shown only where this runs
 *   and local storage works: the class `follow-able`) are toggled here, their `aria-pressed` kept in
 *   step with the stored list (when the document is parsed, and whenever the page's content changes,
 *   as a client-side navigation renders stars anew); the home page's "my teams" slot
 *   (`[data-my-teams]`, its value the path of the resource route) is filled with the markup that
 *   route answers for the followed teams, and the day view's "my teams" block (`.day__followed`) with
 *   copies of the day's rows of their matches (the block lists the team ids of every row,
 *   competition by competition, `data-teams="home-away …|…"`). Rows in tables are marked by the stylesheet (`:has()` of a pressed star).
 *   The script watches the document from its start, so the day's block is filled as its rows are
 *   parsed (before the first paint) and its copies follow the rows when they change (the visitor's
 *   zone after hydration, a goal); a visitor who follows teams gets their number
 *   (`--followed-teams`, in <html>'s style attribute) before the first paint, so the home page's slot keeps
 *   the block's space until its markup arrives, and the block's kick-offs come in the visitor's zone.
 * The choices live in the browser's local storage, never in a cookie; only the list of followed team
 * ids is sent, to the home page's resource route, which keeps nothing (ADR 0013).
 *
 * Only the server's HTML carries this text (root.tsx renders the element empty in the browser, and
 * hydration keeps the server's text). The CSP (server/security-headers.ts) allows exactly this text
 * by its hash.
 */
export const COOKIE_NOTICE_STORAGE_KEY = "cookie-notice";
export const THEME_STORAGE_KEY = "theme";
/** The followed teams: their ids (language-independent, unlike slugs; up to 9 digits), comma-separated, oldest first. */
export const FOLLOWED_TEAMS_STORAGE_KEY = "followed-teams";
/** The most teams one follows; following one more forgets the oldest. The resource route refuses more. */
export const MAX_FOLLOWED_TEAMS = 20;

export const HEAD_SCRIPT =
  `(function(){var d=document.documentElement,s;` +
  `try{s=localStorage;if(s.getItem("${COOKIE_NOTICE_STORAGE_KEY}")==="dismissed")d.classList.add("cookie-notice-dismissed");` +
  `var t=s.getItem("${THEME_STORAGE_KEY}");if(t==="dark"||t==="light")d.dataset.theme=t;d.classList.add("follow-able")}catch(e){}` +
  `d.classList.add("theme-switchable");var m=matchMedia("(prefers-color-scheme: dark)");` +
  `function dark(){return d.dataset.theme?d.dataset.theme==="dark":m.matches}` +
  `function sync(){document.querySelectorAll(".theme-toggle").forEach(function(b){b.setAttribute("aria-pressed",String(dark()))})}` +
  `function each(q,f){document.querySelectorAll(q).forEach(f)}` +
  `function followed(){var v;try{v=s.getItem("${FOLLOWED_TEAMS_STORAGE_KEY}")}catch(e){}return v&&/^\\d{1,9}(,\\d{1,9})*$/.test(v)?v.split(","):[]}` +
  `function follow(){var f=followed();` +
  `each(".follow-star",function(b){var p=String(f.indexOf(b.dataset.team)>=0);if(b.getAttribute("aria-pressed")!==p)b.setAttribute("aria-pressed",p)});` +
  `each(".day__followed",function(c){var u=c.querySelector("ul"),t=c.dataset.teams.split("|"),h="";` +
  `each(".day__competition",function(g,n){var l=g.querySelectorAll(".match-links>li");` +
  `(t[n]||"").split(" ").forEach(function(p,i){p=p.split("-");` +
  `if(l[i]&&(f.indexOf(p[0])>=0||f.indexOf(p[1])>=0))h+=l[i].outerHTML})});if(u.innerHTML!==h)u.innerHTML=h;c.hidden=!h});` +
  `f.length&&each("[data-my-teams]:not([data-filled])",function(c){c.dataset.filled="";` +
  `fetch(c.dataset.myTeams+"?teams="+f.slice().sort(function(a,b){return a-b}).join(",")+"&tz="+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)).then(function(r){return r.ok?r.text():""}).then(function(h){c.innerHTML=h},function(){})})}` +
  `addEventListener("click",function(e){var b=e.target.closest&&e.target.closest(".follow-star");if(b){var f=followed(),i=f.indexOf(b.dataset.team);` +
  `if(i<0)f.push(b.dataset.team);else f.splice(i,1);` +
  `try{f.length?s.setItem("${FOLLOWED_TEAMS_STORAGE_KEY}",f.slice(-${MAX_FOLLOWED_TEAMS}).join(",")):s.removeItem("${FOLLOWED_TEAMS_STORAGE_KEY}")}catch(e){}follow();return}` +
  `if(!(e.target.closest&&e.target.closest(".theme-toggle")))return;` +
  `d.dataset.theme=dark()?"light":"dark";try{s.setItem("${THEME_STORAGE_KEY}",d.dataset.theme)}catch(e){}sync()});` +
  `var n=followed().length;n&&d.style.setProperty("--followed-teams",n);` +
  `new MutationObserver(follow).observe(d,{childList:true,subtree:true,characterData:true});` +
  `m.addEventListener("change",sync);addEventListener("DOMContentLoaded",sync)})()`;
