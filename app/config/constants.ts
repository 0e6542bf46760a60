/**
 * The business constants of the spec (docs/product-spec.md §9), each stated exactly once. Texts refer to them through
 * placeholders (see app/features/reading/markdown.server.ts), never by repeating the number.
 */
export const FOUNDED_YEAR = 2012;
/**
 * The company's legal name and the app's store pages (config/company.ts has the whole record). Kept
 * here, beside the constants every page loads, so the footer (the name) and every page's head (the
 * App Store id) do not bring the whole company record into each page's JavaScript. Sample store
 * links: replace them with the real listing ids before launch.
 */
export const LEGAL_NAME = "Matchpuls GmbH";
export const STORE_LINKS = {
  ios: "https://apps.apple.com/app/matchpuls/id6450000000",
  android: "https://play.google.com/store/apps/details?id=example.matchpuls.app",
} as const;
export const LEAGUE_COUNT = 100; // "more than 100 leagues"
export const IP_RETENTION_DAYS = 14;
export const SOCIAL_PROVIDER_RETENTION_DAYS = 30;
export const CONSENT_PLATFORM_ID = 300;
export const PRIVACY_LAST_REVISED = "2024-04-16";

/** Route-loading progress bar (docs/decisions/0003-layout-behaviour.md). */
export const PROGRESS_BAR = {
  nominalDurationMs: 5000,
  tickMs: 100,
  finishAbovePercent: 95,
  heightPx: 2,
} as const;

export const PAGE_TRANSITION_MS = 500;

/** Responsive breakpoints, mirrored as media queries in app/styles/app.css. */
export const BREAKPOINTS_PX = [360, 600, 720, 768, 860, 960, 1020, 1127, 1300] as const;
export const CARD_GRID_MIN_WIDTH = "16rem";
