/**
 * The spec's slug rule for data (news, competitions, rounds, matches): lowercase, German umlauts
 * transliterated (ä→ae, ö→oe, ü→ue, ß→ss), other accents removed, spaces to hyphens, and nothing
 * but [a-z0-9-] left (runs of hyphens collapsed, none at either end).
 */
const TRANSLITERATIONS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => TRANSLITERATIONS[ch]!)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}
