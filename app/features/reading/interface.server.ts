/**
 * The server half of what the reading pages offer the other features (interface.ts has the rest): a page's
 * text (as editors wrote it, else as deployed), and a page's loader data made of it (title, description, text).
 */
export { pageText, staticPage } from "./static-page.server.ts";
