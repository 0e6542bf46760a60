import type { Team } from "#contract/schemas.ts";

/**
 * A club's badge: a shield in its two colours with its code, drawn because club crests are not
 * ours to use. The page carries only the facts (this module); the stylesheet draws the shield
 * (`.team-badge--club` in app/features/results/shared/results.css, a clip path). Browser-safe.
 *
 * Why not an image per badge: every SVG image is a document of its own that the browser parses and
 * lays out on the main thread, and a match or team page shows 30 to 50 badges: on a phone that was
 * the larger part of the page's main-thread work. Nor an inline drawing per badge: four elements
 * each, to send and to hydrate.
 */
export interface BadgeFacts {
  code: string;
  primary: string;
  secondary: string;
  /** The colour of the code on the shield: dark on light colours, white on dark ones. */
  ink: "#111" | "#fff";
}

/** The badge of a club with a code and colours; undefined otherwise (a national team shows its flag). */
export function badgeFacts(team: Pick<Team, "code" | "colors">): BadgeFacts | undefined {
  if (!team.code || !team.colors) return undefined;
  const [primary, secondary] = team.colors;
  return { code: team.code, primary, secondary, ink: luminance(primary) > 0.4 ? "#111" : "#fff" };
}

/** Relative luminance (WCAG) of a "#rrggbb" colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
