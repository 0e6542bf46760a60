import { Link } from "react-router";
import { href } from "#app/i18n/href.ts";
import { useSite } from "#app/i18n/use-site.ts";

/**
 * The site sets no cookies; a slim bar above the header says so and links to the privacy page
 * (directly, not through the spec's /privache redirect). It sits in the flow of the page, so it covers nothing.
 *
 * It is an open <details> whose summary is the dismiss button: closing it hides the bar without
 * JavaScript (for that page view). With JavaScript the head script (head-script.ts) remembers the
 * dismissal in localStorage (not a cookie), whether the page has hydrated or not, and applies it
 * before the first paint by the class `cookie-notice-dismissed` on <html>, so returning visitors
 * never see it flash.
 */
export function CookieNotice() {
  const { language, messages } = useSite();
  // A named section, so the bar is a landmark of its own like everything else on the page (axe's `region`);
  // the disclosure inside needs no name of its own.
  return (
    <section className="cookie-region" aria-label={messages.cookieNotice.label}>
      <details className="cookie-notice" open>
        <summary className="cookie-notice__dismiss">{messages.cookieNotice.dismiss}</summary>
        <p>
          {messages.cookieNotice.text} <Link to={href("privacy", language)}>{messages.cookieNotice.link}</Link>.
        </p>
      </details>
    </section>
  );
}
