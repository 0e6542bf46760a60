import { parseFrontMatter } from "#lib/front-matter.ts";
import type { Language } from "#lib/languages.ts";
import { PAGE_TEXT_PAGES } from "./schemas.ts";

/**
 * The embedded PageTexts collection: content/pages/{page}.{language}.md, one entry per page, as Cockpit would answer
 * `collections/get/PageTexts?lang={language}`. Free of Node APIs: the embedded adapter hands in the bundled files,
 * the seeder the files it read.
 */
export function pageTextsFile(fileOf: (name: string) => string | undefined, language: Language): { entries: unknown[] } {
  return {
    entries: PAGE_TEXT_PAGES.map((page) => {
      const name = `${page}.${language}.md`;
      const source = fileOf(name);
      if (source === undefined) throw new Error(`Missing content/pages/${name}`);
      const { fields, body } = parseFrontMatter(source);
      const { title, description, heading, lead } = fields;
      return { _id: `page-${page}`, page, title, description, heading, lead, body: body.trim() };
    }),
  };
}
