import { useSite } from "#app/i18n/use-site.ts";

/** A link that leaves the site in a new tab, saying so to screen readers. */
export function ExternalLink({ children, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { messages } = useSite();
  return (
    <a {...props} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {messages.nav.opensInNewTab}</span>
    </a>
  );
}
