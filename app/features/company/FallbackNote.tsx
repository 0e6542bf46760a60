import type { ReactNode } from "react";

/**
 * A text shown in German for want of a translation: marked `lang="de"` (a screen reader reads it with German rules)
 * and followed by a note in the page's language.
 */
export function InGerman({ when, note, children }: { when: boolean; note: string; children: ReactNode }) {
  if (!when) return children;
  return (
    <>
      <span lang="de">{children}</span>
      <FallbackNote text={note} />
    </>
  );
}

export function FallbackNote({ text }: { text: string }) {
  // One text node: the server writes no separator comments into it.
  return <small className="fallback-note">{` (${text})`}</small>;
}
