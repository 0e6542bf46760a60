/**
 * PDF's standard fonts (Helvetica, which needs no embedded font file) encode text in WinAnsi
 * (Windows-1252): Latin-1 plus a few typographic marks. That covers German and Italian (ä ö ü ß,
 * à è é ì ò ù) and the quotes and dashes of our texts; any other character would print as
 * garbage, so it is written without its accents (ş → s) or, failing that, as "?".
 */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a || WIN_ANSI_EXTRAS.includes(char);
}

export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      if (isWinAnsi(char)) return char;
      if (/\s/.test(char)) return " ";
      const base = [...char.normalize("NFD")].filter(isWinAnsi).join("");
      return base || "?";
    })
    .join("");
}
