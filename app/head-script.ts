/**
 * The one inline script of every page's head, run before the first paint (ADR 0010, ADR 0003):
 * - a dismissed cookie notice stays hidden (the class `cookie-notice-dismissed` on <html>), so it
 *   never flashes for a returning visitor;
 * - the colour scheme the visitor chose with the footer's toggle (`data-theme` on <html>; without a
 *   choice the system's setting applies through CSS alone), so the first paint has the right colours;
 * - the toggle itself: shown only where this runs (the class `theme-switchable`; no dead button
 *   without JavaScript), its state (`aria-pressed`) kept in step with the scheme shown, its clicks
 *   handled here, so it works before hydration and costs no page's JavaScript bundle.
 * Both choices live in the browser's local storage, never in a cookie, and are never sent to us.
 *
 * Only the server's HTML carries this text (root.tsx renders the element empty in the browser, and
 * hydration keeps the server's text). The CSP (server/security-headers.ts) allows exactly this text
 * by its hash.
 */
export const COOKIE_NOTICE_STORAGE_KEY = "cookie-notice";
export const THEME_STORAGE_KEY = "theme";

export const HEAD_SCRIPT =
  `(function(){var d=document.documentElement,s;` +
  `try{s=localStorage;if(s.getItem("${COOKIE_NOTICE_STORAGE_KEY}")==="dismissed")d.classList.add("cookie-notice-dismissed");` +
  `var t=s.getItem("${THEME_STORAGE_KEY}");if(t==="dark"||t==="light")d.dataset.theme=t}catch(e){}` +
  `d.classList.add("theme-switchable");var m=matchMedia("(prefers-color-scheme: dark)");` +
  `function dark(){return d.dataset.theme?d.dataset.theme==="dark":m.matches}` +
  `function sync(){document.querySelectorAll(".theme-toggle").forEach(function(b){b.setAttribute("aria-pressed",String(dark()))})}` +
  `addEventListener("click",function(e){if(!(e.target.closest&&e.target.closest(".theme-toggle")))return;` +
  `d.dataset.theme=dark()?"light":"dark";try{s.setItem("${THEME_STORAGE_KEY}",d.dataset.theme)}catch(e){}sync()});` +
  `m.addEventListener("change",sync);addEventListener("DOMContentLoaded",sync)})()`;
