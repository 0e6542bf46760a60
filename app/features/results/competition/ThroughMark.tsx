import { useSite } from "#app/i18n/use-site.ts";

/**
 * The ✓ beside the team that went through (or won a final), with its words for screen readers. A
 * module of its own: the bracket page shows it without the round page's ties and round picker.
 */
export function ThroughMark({ final = false }: { final?: boolean }) {
  const { messages } = useSite();
  return (
    <span className="ko-through">
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">{final ? messages.results.knockout.winner : messages.results.knockout.through}</span>
    </span>
  );
}
