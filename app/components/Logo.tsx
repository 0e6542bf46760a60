/** The brand mark: a ball in a pulse line, drawn inline so it needs no request. */
export function Logo() {
  return (
    <span className="logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#0b3d2e" />
        <path d="M4 17h6l3-7 5 13 3-6h7" fill="none" stroke="#7cf29c" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="logo__text">Matchpuls</span>
    </span>
  );
}
