import { z } from "zod";
import type { Language } from "#lib/languages.ts";
import type { ContentSource } from "./contract.ts";
import {
  AdvertisementContactSchema,
  FaqEntrySchema,
  FaqFieldsSchema,
  JobSchema,
  LogoWallEntrySchema,
  PageTextSchema,
  PremiumPlanSchema,
  PressArticleSchema,
  PressContactSchema,
  SocialMediaLinkSchema,
  TeamMemberSchema,
  type FaqFields,
} from "./schemas.ts";

/**
 * The content service's collections as the spec's §7 calls them: the collection name, whether it is
 * fetched per language (`?lang=`), any fixed query, and the schema of its entries. Both adapters and
 * the contract test read this one table, so a collection cannot be fetched one way and embedded another.
 */
export const COLLECTIONS = {
  team: { perLanguage: false, entry: TeamMemberSchema },
  jobs: { perLanguage: true, entry: JobSchema },
  FAQs: { perLanguage: true, entry: FaqEntrySchema },
  AdvertisementContact: { perLanguage: false, entry: AdvertisementContactSchema },
  LogoWall: { perLanguage: false, entry: LogoWallEntrySchema },
  PressContact: { perLanguage: false, entry: PressContactSchema },
  // Kept exactly as the spec writes it: Cockpit reads the brackets literally.
  pressArticles: { perLanguage: false, entry: PressArticleSchema, query: "sort[_created]=-1" },
  SocialMedia: { perLanguage: false, entry: SocialMediaLinkSchema },
  PremiumPlans: { perLanguage: false, entry: PremiumPlanSchema },
  PageTexts: { perLanguage: true, entry: PageTextSchema },
} as const satisfies Record<string, CollectionDescriptor>;

interface CollectionDescriptor {
  perLanguage: boolean;
  entry: z.ZodType;
  query?: string;
}

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
export type EntryOf<N extends CollectionName> = z.output<(typeof COLLECTIONS)[N]["entry"]>;

export interface CollectionPayload<N extends CollectionName> {
  entries: EntryOf<N>[];
  /** Only the FAQ reads its field definitions (for the group labels); empty for the others. */
  fields: FaqFields;
}

/** How an adapter gets one collection; `language` is given exactly for per-language collections. */
export type CollectionReader = <N extends CollectionName>(name: N, language?: Language) => Promise<CollectionPayload<N>>;

/** The request target below `{CONTENT_API_URL}`, e.g. `/collections/get/jobs?lang=de`. */
export function collectionPath(name: CollectionName, language?: Language): string {
  const descriptor: CollectionDescriptor = COLLECTIONS[name];
  const query = descriptor.perLanguage ? `lang=${requireLanguage(name, language)}` : descriptor.query;
  return `/collections/get/${name}${query ? `?${query}` : ""}`;
}

const EnvelopeSchema = z.object({
  entries: z.array(z.unknown()),
  // Cockpit always sends field definitions; only the FAQ's are read, and a FAQ without them still
  // renders (its groups then fall back to their values).
  fields: z.unknown().optional(),
});

/** Validates a Cockpit-style body `{entries, fields, total}`; any wrong shape throws. */
export function parseCollectionBody<N extends CollectionName>(name: N, body: unknown): CollectionPayload<N> {
  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) throw new ContentShapeError(name, envelope.error);
  const entries = z.array(COLLECTIONS[name].entry).safeParse(envelope.data.entries);
  if (!entries.success) throw new ContentShapeError(name, entries.error, "entries");
  let fields: FaqFields = {};
  if (name === "FAQs" && envelope.data.fields !== undefined) {
    const parsed = FaqFieldsSchema.safeParse(envelope.data.fields);
    if (!parsed.success) throw new ContentShapeError(name, parsed.error, "fields");
    fields = parsed.data;
  }
  return { entries: entries.data as EntryOf<N>[], fields };
}

/** Names where the data is wrong, never its values (which could be anything the service sent). */
export class ContentShapeError extends Error {
  override name = "ContentShapeError";
  constructor(collection: CollectionName, error: z.ZodError, within?: string) {
    const where = error.issues
      .slice(0, 3)
      .map((issue) => `${[within, ...issue.path].filter((part) => part !== undefined).join(".") || "(body)"}: ${issue.message}`)
      .join("; ");
    super(`collection ${collection} has an unexpected shape (${where})`);
  }
}

function requireLanguage(name: CollectionName, language: Language | undefined): Language {
  if (!language) throw new Error(`collection ${name} is fetched per language, but no language was given`);
  return language;
}

/** Builds the contract from a reader, so the two adapters differ only in how they read a collection. */
export function contentSourceFromReader(kind: ContentSource["kind"], read: CollectionReader): ContentSource {
  return {
    kind,
    team: async () => (await read("team")).entries,
    jobs: async (language) => (await read("jobs", language)).entries,
    faqs: async (language) => {
      const { entries, fields } = await read("FAQs", language);
      return { entries, fields };
    },
    advertisementContacts: async () => (await read("AdvertisementContact")).entries,
    logoWall: async () => (await read("LogoWall")).entries,
    pressContacts: async () => (await read("PressContact")).entries,
    pressArticles: async () => (await read("pressArticles")).entries,
    socialMedia: async () => (await read("SocialMedia")).entries,
    premiumPlans: async () => (await read("PremiumPlans")).entries,
    pageTexts: async (language) => (await read("PageTexts", language)).entries,
  };
}
