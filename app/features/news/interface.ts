/**
 * What the news feature offers the other features (docs/decisions/0017-features-meet-through-one-interface.md):
 * how a news item's date and its language note are written, for the home page's teaser. The team page's news
 * is in interface.server.ts.
 */
export { formatNewsDate, otherLanguageNote } from "./views/format.ts";
