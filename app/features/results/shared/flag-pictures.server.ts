/**
 * The small flags (public/flags/*.png, drawn by scripts/flags/rasterize.ts) as data URLs, for the
 * server's render: a page carries the pictures of the flags it shows in its own stylesheet
 * (`TeamBadge`), so they are there at the first paint. Each flag fetched as a file of its own arrived
 * after it and cost the page a frame of its own (style, paint, commit on the main thread): ten
 * flags made a scorer's page cost as much again as the page without them (ADR 0717).
 *
 * Vite inlines the files into the server's bundle (`?inline`); the browser's bundle never names this
 * module, and the browser's own renders (after hydration) use the files.
 */
const PICTURES = import.meta.glob<string>("/public/flags/*.png", { query: "?inline", import: "default", eager: true });

/** A flag's small picture as a data URL; undefined for an id with no picture. */
export const flagPicture = (flag: string): string | undefined => PICTURES[`/public/flags/${flag}.png`];
