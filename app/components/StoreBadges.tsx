import { COMPANY } from "../config/company.ts";
import { useSite } from "../i18n/use-site.ts";

/** Marks of the two stores, drawn inline (no image requests). */
const STORES = [
  {
    href: COMPANY.stores.ios,
    label: "appStore",
    icon: "M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9C5.9 6.8 4.3 7.8 3.4 9.4c-1.8 3.2-.5 7.9 1.3 10.5.9 1.3 1.9 2.7 3.2 2.6 1.3 0 1.8-.8 3.3-.8s2 .8 3.4.8 2.2-1.3 3.1-2.6c1-1.5 1.4-2.9 1.4-3-.1 0-2.7-1-2.7-4.3zM13.9 4.9c.7-.9 1.2-2 1-3.2-1 .1-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4z",
  },
  {
    href: COMPANY.stores.android,
    label: "googlePlay",
    icon: "M3.6 2.3 13.4 12l-9.8 9.7c-.4-.2-.6-.6-.6-1.1V3.4c0-.5.2-.9.6-1.1zm11 8.5 2.6-2.6-11.7-6.7 9.1 9.3zm0 2.4-9.1 9.3 11.7-6.7-2.6-2.6zm5.8-3.3-2.6-1.5-2.9 2.6 2.9 2.6 2.6-1.5c.8-.5.8-1.7 0-2.2z",
  },
] as const;

/** Links to both app stores, each opening in a new tab. */
export function StoreBadges() {
  const { messages } = useSite();
  return (
    <ul className="store-badges">
      {STORES.map((store) => (
        <li key={store.label}>
          <a className="store-badge" href={store.href} target="_blank" rel="noopener">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={store.icon} />
            </svg>
            <span>{messages.download[store.label]}</span>
            <span className="visually-hidden"> {messages.nav.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
