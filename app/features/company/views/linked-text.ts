/**
 * URLs in an editor's plain text (FAQ answers, job texts): found without a Markdown parser, so a
 * pasted address becomes a link on the server and the page needs no script for it.
 */

/** An http(s) address up to the next space; trailing punctuation of the sentence is not part of it. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'»“”]+$/;

export type TextPart = { text: string } | { text: string; href: string };

/** The text cut into plain parts and links, in order; an address that does not parse stays text. */
export function linkedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, "");
    if (!URL.canParse(address)) continue;
    if (match.index > rest) parts.push({ text: text.slice(rest, match.index) });
    parts.push({ text: address, href: address });
    rest = match.index + address.length;
  }
  if (rest < text.length) parts.push({ text: text.slice(rest) });
  return parts;
}
