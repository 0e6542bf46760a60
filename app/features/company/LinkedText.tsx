import { linkedParts } from "./views/linked-text.ts";

/**
 * A plain text with its URLs as links. `rel="noopener"`: they lead to other sites; no new tab, so
 * the link behaves as the visitor expects of a link inside a sentence.
 */
export function LinkedText({ text }: { text: string }) {
  return linkedParts(text).map((part, index) =>
    "href" in part ? (
      <a key={index} href={part.href} rel="noopener">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
