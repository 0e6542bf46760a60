import type { SocialNetwork } from "../content/schemas.ts";

/** The sprite of the marks (public/images/social-icons.svg): a static file, so no page's JavaScript carries the paths. */
export const SOCIAL_ICONS_SPRITE = "/images/social-icons.svg";

/** A simple monochrome mark for a footer social link (decorative: the label says the name), in the link's colour. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${SOCIAL_ICONS_SPRITE}#${network}`} />
    </svg>
  );
}
