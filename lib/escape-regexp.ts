/**
 * Text to match literally inside a regular expression built from it: every character with a meaning
 * in a pattern is escaped (the news mentions' names, the CSP's pattern of the bootstrap's statements).
 * `RegExp.escape` does this in Node 24, but not in every browser the site's modules run in.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
