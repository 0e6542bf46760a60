/**
 * Which news items the site shows (spec §7): items of one type only, none from one provider. Its
 * own module, without Zod, so the browser's news code (news.ts) and the schemas (schemas.ts), which
 * describe the fields by it, share it without the browser loading the schemas.
 */

/** The only item type the site shows. */
export const KEPT_NEWS_TYPE = "news";

/** Provider whose items the site drops (compared case-insensitively). */
export const DROPPED_NEWS_PROVIDER = "Sportbuzzer";
