/**
 * The front matter of the page text files (content/pages/*.md): `key: value` lines between two `---` lines, the
 * only form they use. Free of Node APIs: the embedded content (bundled) and the seeder (plain Node) both read it.
 */
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?/;

/** The fields of the front matter and the text after it. */
export function parseFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = FRONT_MATTER.exec(source.replace(/\r\n/g, "\n"));
  if (!match) throw new Error("A static page file must start with front matter");
  const fields = Object.fromEntries(
    match[1]!
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => {
        const cut = line.indexOf(":");
        if (cut < 1) throw new Error(`Front matter line without key: ${line}`);
        return [
          line.slice(0, cut).trim(),
          line
            .slice(cut + 1)
            .trim()
            .replace(/^"(.*)"$/, "$1"),
        ];
      }),
  );
  return { fields, body: source.slice(match[0].length) };
}
