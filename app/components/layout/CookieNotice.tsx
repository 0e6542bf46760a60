import { Link } from "react-router";
import { href } from "../../i18n/href.ts";
import { useSite } from "../../i18n/use-site.ts";

export const COOKIE_NOTICE_STORAGE_KEY = "cookie-notice";

/**
 * The site sets no cookies; the notice says so and links to the privacy page. Its dismissal is
 * remembered in localStorage (not a cookie) and applied before first paint by the root's inline
 * script, which adds the class `cookie-notice-dismissed` to <html>.
 */
export function CookieNotice() {
  const { language, messages } = useSite();
  const dismiss = () => {
    try {
      localStorage.setItem(COOKIE_NOTICE_STORAGE_KEY, "dismissed");
    } catch {
      // Storage can be unavailable (private mode); the notice then just hides for this page view.
    }
    document.documentElement.classList.add("cookie-notice-dismissed");
  };
  return (
    <section className="cookie-notice" aria-label={messages.cookieNotice.label}>
      <p>
        {messages.cookieNotice.text} <Link to={href("privacy", language)}>{messages.cookieNotice.link}</Link>.
      </p>
      <button type="button" className="button button--small" onClick={dismiss}>
        {messages.cookieNotice.dismiss}
      </button>
    </section>
  );
}
