
// Static imports: bundled into the SSR build by Vite and resolved the same way by Vitest, so the
// embedded content never depends on the working directory at run time. Each file holds a collection
// as Cockpit would answer it, minus `total`: `{ entries, fields? }` (docs/content-model.md).
import advertisementContact from "#content/collections/AdvertisementContact.json";
import faqsDe from "#content/collections/FAQs.de.json";
import faqsEn from "#content/collections/FAQs.en.json";
import faqsIt from "#content/collections/FAQs.it.json";
import jobsDe from "#content/collections/jobs.de.json";
import jobsEn from "#content/collections/jobs.en.json";
import jobsIt from "#content/collections/jobs.it.json";
import logoWall from "#content/collections/LogoWall.json";
import premiumPlans from "#content/collections/PremiumPlans.json";
import pressArticles from "#content/collections/pressArticles.json";
import pressContact from "#content/collections/PressContact.json";
import socialMedia from "#content/collections/SocialMedia.json";
import team from "#content/collections/team.json";
import type { Language } from "#lib/languages.ts";
import { COLLECTIONS, contentSourceFromReader, parseCollectionBody, type CollectionName, type CollectionPayload } from "../collections.server.ts";
import type { ContentSource } from "../contract.ts";
import { pageTextsFile } from "../page-text-files.ts";
import { newestFirst } from "../press-articles.ts";
import type { PressArticle } from "../schemas.ts";

const PAGE_FILES = import.meta.glob<string>("../../../content/pages/*.md", { query: "?raw", import: "default", eager: true });
const pageFile = (name: string) => PAGE_FILES[`../../../content/pages/${name}`];

type FileOf<N extends CollectionName> = (typeof COLLECTIONS)[N]["perLanguage"] extends true ? Record<Language, unknown> : unknown;

/** The raw files by collection; a collection or language left out here is a compile error. */
const FILES: { [N in CollectionName]: FileOf<N> } = {
  team,
  jobs: { de: jobsDe, en: jobsEn, it: jobsIt },
  FAQs: { de: faqsDe, en: faqsEn, it: faqsIt },
  AdvertisementContact: advertisementContact,
  LogoWall: logoWall,
  PressContact: pressContact,
  pressArticles,
  SocialMedia: socialMedia,
  PremiumPlans: premiumPlans,
  PageTexts: { de: pageTextsFile(pageFile, "de"), en: pageTextsFile(pageFile, "en"), it: pageTextsFile(pageFile, "it") },
};

/**
 * The default content source: the files above, validated with the same schemas as the service's
 * answers (once, then kept) and answered in the same order Cockpit would.
 */
export function createEmbeddedSource(): ContentSource {
  const parsed = new Map<string, CollectionPayload<CollectionName>>();

  return contentSourceFromReader("embedded", async <N extends CollectionName>(name: N, language?: Language) => {
    const key = language ? `${name}:${language}` : name;
    let payload = parsed.get(key) as CollectionPayload<N> | undefined;
    if (!payload) {
      payload = parseCollectionBody(name, rawFile(name, language));
      parsed.set(key, payload);
    }
    // Copies, so a caller sorting or filtering in place cannot change the embedded content.
    const entries = name === "pressArticles" ? newestFirst(payload.entries as PressArticle[]) : [...payload.entries];
    return { entries: entries as CollectionPayload<N>["entries"], fields: payload.fields };
  });
}

function rawFile(name: CollectionName, language: Language | undefined): unknown {
  const file = FILES[name];
  if (!COLLECTIONS[name].perLanguage) return file;
  if (!language) throw new Error(`collection ${name} is embedded per language, but no language was given`);
  return (file as Record<Language, unknown>)[language];
}
