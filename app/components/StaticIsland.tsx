import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "./use-hydrated.ts";

type IslandProps = React.HTMLAttributes<HTMLElement> & {
  /** The wrapper element: a `section` can be an island of its own, so the stylesheet's child selectors still apply. */
  as?: "div" | "section";
  inputs: readonly unknown[];
};

/**
 * Part of a page that needs no JavaScript on a first visit (ADR 0708): the server renders its
 * children inside a wrapper element; the hydrating render reuses that element's server HTML
 * (`dangerouslySetInnerHTML`, read from the document before React touches it), so React neither
 * renders nor hydrates what is inside. Hydrating costs React work per element and link; most of a
 * long page's text and links do not need it.
 *
 * `inputs`: what the children are rendered from (loader data, the time zone, …). While each is the
 * same object as in the hydrating render, the server's HTML stays; once one changes (a revalidation,
 * a live update, the visitor's zone after hydration, on the home page only where it reads a kick-off
 * differently: `useKickoffZone`, app/i18n/kickoff-zone.ts) React renders the children as anywhere else,
 * into a fresh element (the `key`), so nothing of the server's HTML is left beside them. A page
 * reached by a client navigation renders its children at once.
 *
 * Inside the server's HTML links are plain `<a>`: the island's own click handler turns their clicks
 * into client navigations. Nothing inside may need React's event handlers: buttons handled by the
 * head script through delegation (the stars) are fine, live parts and forms stay outside.
 */
export function StaticIsland({ as: Tag = "div", inputs, children, ...attributes }: IslandProps) {
  const id = useId();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Read once, in the hydrating render: the server's element is still exactly as it was sent.
  const [serverHtml] = useState(() => (hydrated || typeof document === "undefined" ? undefined : document.querySelector(`[data-island="${id}"]`)?.innerHTML));
  const [firstInputs] = useState(inputs);
  const reuse = serverHtml !== undefined && inputs.length === firstInputs.length && inputs.every((input, i) => Object.is(input, firstInputs[i]));
  // The server's links are plain `<a>`: a left click without modifier on a same-origin link without
  // `target` or `download` navigates on the client, as a `<Link>` would (so the progress bar and the
  // page transition run); the keyboard's Enter is such a click too. Any other click (a new tab, a
  // download, another site) is the browser's. The element is React's, so React's delegated events
  // reach this handler from anything inside it. Not while the page hydrates: a click then makes React
  // hydrate the island at once and run its handler, before React Router's `navigate` works (it
  // ignores a call before its effects ran), so the browser's own link is the one to follow.
  const onClick = (event: React.MouseEvent) => {
    const link = (event.target as Element).closest("a");
    if (!link?.href || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  return reuse ? (
    <Tag key="server" {...attributes} data-island={id} onClick={hydrated ? onClick : undefined} dangerouslySetInnerHTML={{ __html: serverHtml }} />
  ) : (
    <Tag key="react" {...attributes} data-island={id}>
      {children}
    </Tag>
  );
}
