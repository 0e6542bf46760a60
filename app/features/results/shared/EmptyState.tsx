import type { ReactNode } from "react";

/**
 * The spec's empty text ("Keine Daten vorhanden :("), and under it, where the page knows it, why
 * there is nothing: the data has no goal events, a knockout cup has no table
 * (docs/decisions/0123-words-that-fit-the-data.md).
 */
export function EmptyState({ text, reason }: { text: string; reason?: ReactNode }) {
  if (!reason) return <p className="empty-state">{text}</p>;
  return (
    <div className="empty-state">
      <p>{text}</p>
      <p className="empty-state__reason">{reason}</p>
    </div>
  );
}
