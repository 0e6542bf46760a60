/**
 * The brand mark (a ball in a pulse line) as geometry, for what cannot render the React component
 * (app/components/Logo.tsx): the fact sheet's PDF. A unit test keeps both the same.
 */
export const BRAND_MARK = {
  viewBox: 32,
  circle: { cx: 16, cy: 16, r: 15, fill: "#0b3d2e" },
  pulse: { d: "M4 17h6l3-7 5 13 3-6h7", stroke: "#7cf29c", strokeWidth: 2.5 },
} as const;

/** The brand's dark green (headings, the wordmark) and the muted grey of secondary text (app/styles/app.css). */
export const BRAND_INK = "#0b3d2e";
export const BRAND_MUTED = "#4d5a53";
