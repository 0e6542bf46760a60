/**
 * The search buttons' magnifier, in the button's colour. Inline markup rather than an image: every
 * page's header shows it on the first screen, and an SVG image (a file, or a data URL in the
 * stylesheet) is parsed as a document of its own before the first paint.
 */
export function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" strokeLinecap="round" />
    </svg>
  );
}
