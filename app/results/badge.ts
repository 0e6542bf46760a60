import type { Team } from "./schemas.ts";

/**
 * A club's badge as a file: a shield in its two colours with its code, drawn here because club
 * crests are not ours to use. The file's name carries everything it shows
 * (`/badges/b04-e32221-000000.svg`, lower case like every path of the site), so its content never changes and browsers keep it for a year;
 * a page names each badge with one `<img>` instead of repeating the drawing for every row.
 * Browser-safe: TeamName.tsx builds the paths, app/results/badge-route.ts draws the files.
 */

export interface BadgeFacts {
  code: string;
  primary: string;
  secondary: string;
}

const BADGE_FILE = /^([a-z0-9]{3})-([0-9a-f]{6})-([0-9a-f]{6})\.svg$/;

/** The badge's path, or undefined for a team without code and colours (a national team shows its flag). */
export function badgePath(team: Pick<Team, "code" | "colors">): string | undefined {
  if (!team.code || !team.colors) return undefined;
  const [primary, secondary] = team.colors.map((color) => color.slice(1).toLowerCase());
  return `/badges/${team.code.toLowerCase()}-${primary}-${secondary}.svg`;
}

/** The facts a badge file's name carries; undefined for any other name (the route answers 404). */
export function parseBadgeFile(name: string): BadgeFacts | undefined {
  const match = BADGE_FILE.exec(name);
  return match ? { code: match[1]!.toUpperCase(), primary: `#${match[2]}`, secondary: `#${match[3]}` } : undefined;
}

/** Relative luminance (WCAG) of a "#rrggbb" colour: picks a legible colour for the code. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const SHIELD = "M12 1.5 22.5 5v8.2c0 6.3-4.4 10.8-10.5 13.3C5.9 24 1.5 19.5 1.5 13.2V5z";
// The lower part of the shield, in the club's second colour.
const SHIELD_BASE = "M1.9 17.5h20.2c-1.6 4.2-5.1 7.2-10.1 9C7 24.7 3.5 21.7 1.9 17.5z";

/** The SVG document of a badge. Its inputs are validated by parseBadgeFile: nothing else reaches it. */
export function badgeSvg({ code, primary, secondary }: BadgeFacts): string {
  const ink = luminance(primary) > 0.4 ? "#111" : "#fff";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 28" width="24" height="28">` +
    `<path d="${SHIELD}" fill="${primary}" stroke="#0000004d"/>` +
    `<path d="${SHIELD_BASE}" fill="${secondary}"/>` +
    `<text x="12" y="13.6" text-anchor="middle" font-size="7.4" font-weight="700" font-family="system-ui,sans-serif" fill="${ink}">${code}</text>` +
    `</svg>`
  );
}
