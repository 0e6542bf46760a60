/**
 * What the reading pages offer the other features (docs/decisions/0017-features-meet-through-one-interface.md):
 * their layout (a reading column with a side column, its side cards) and a page text's body and sections, for
 * the pages of other features written the same way. Loading a page text is in interface.server.ts.
 */
export { ReadingLayout, SideCard } from "./ReadingLayout.tsx";
export { StaticPageBody, TextSections } from "./StaticPage.tsx";
