import type { SocialNetwork } from "../content/schemas.ts";

/** Each network's mark: one path in a 24 × 24 box. */
const SOCIAL_ICON_PATHS: Record<SocialNetwork, string> = {
  instagram:
    "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.4 0-2.7 0-3.7.1C5.7 3.2 3.2 5.7 3.1 8.3 3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 2.6 2.6 5.1 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c2.6-.1 5.1-2.6 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-2.6-2.6-5.1-5.2-5.2C14.7 3 14.4 3 12 3zm0 1.6c2.4 0 2.6 0 3.6.1 1.8.1 3.6 1.9 3.7 3.7.1 1 .1 1.2.1 3.6s0 2.6-.1 3.6c-.1 1.8-1.9 3.6-3.7 3.7-1 .1-1.2.1-3.6.1s-2.6 0-3.6-.1c-1.8-.1-3.6-1.9-3.7-3.7-.1-1-.1-1.2-.1-3.6s0-2.6.1-3.6c.1-1.8 1.9-3.6 3.7-3.7 1-.1 1.2-.1 3.6-.1z",
  facebook: "M14 8h3V4.5h-3c-2.5 0-4 1.6-4 4.1V11H7.5v3.5H10V21h3.5v-6.5h2.9l.6-3.5h-3.5V8.9c0-.6.3-.9.5-.9z",
  x: "M17.5 3.5h3l-6.6 7.5 7.7 9.5h-6l-4.7-5.9-5.4 5.9h-3l7-7.9L2.2 3.5h6.1l4.3 5.4 4.9-5.4zm-1 15.2h1.7L7.6 5.2H5.8l10.7 13.5z",
  tiktok: "M16.6 3h-3.2v12.2a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .8.1V9.3a6 6 0 1 0 5.1 5.9V9.1a7.5 7.5 0 0 0 4.4 1.4V7.3a4.4 4.4 0 0 1-4.4-4.3z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
  linkedin:
    "M4.5 9h3v11h-3zM6 3.8a1.8 1.8 0 1 1 0 3.5 1.8 1.8 0 0 1 0-3.5zM9.5 9h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2 3.7 4.7V20h-3v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20h-3z",
};

/**
 * A simple monochrome mark for a footer social link (decorative: the label says the name), in the
 * link's colour. Inline markup: an SVG file, as a sprite for `<use>`, an image or a mask, is fetched
 * and parsed as a document of its own on every first visit, footer below the screen or not.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={SOCIAL_ICON_PATHS[network]} />
    </svg>
  );
}
