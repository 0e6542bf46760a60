import { z } from "zod";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";

/**
 * The entries of the content service's collections (spec §3 leaves their inner fields open; they are
 * ours, documented in docs/content-model.md). Both adapters validate every response with these
 * schemas, so a page only ever sees data of these shapes.
 *
 * Browser-safe: pages import the *types* from here (`import type`), which costs no bundle size.
 * Unknown keys (Cockpit adds `_modified`, `_by`, …) are stripped, so both adapters answer identically.
 */

const nonEmpty = z.string().trim().min(1);

/** Cockpit's entry id: stable across requests, good as a React key or an anchor. */
const EntryId = nonEmpty;

/**
 * An entry an editor has not published yet (Cockpit's `published` switch off): kept by the content
 * service, shown only in a preview (app/content/preview.server.ts). Absent: published.
 */
const Draft = z.literal(true).optional();

/**
 * A text in every site language. Used in collections the spec fetches without `?lang=` (team,
 * contacts): they carry all languages in one entry (docs/decisions/0201-localized-fields.md).
 */
export const LocalizedTextSchema = z.object(
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, nonEmpty])) as Record<Language, typeof nonEmpty>,
);
export type LocalizedText = Record<Language, string>;

/** A site-relative path ("/content/people/lena-brandt.svg") or an absolute https URL. */
const ImageSource = z.union([
  z.string().regex(/^\/(?!\/)[^\s?#]+$/, "expected a site-relative path such as /content/…"),
  z.url({ protocol: /^https$/ }),
]);

/** Site-relative candidates with density descriptors: "/content-images/… 1x, /content-images/… 2x". */
const SourceSet = z.string().regex(/^\/(?!\/)[^\s,?#]+ [1-4]x(?:, \/(?!\/)[^\s,?#]+ [1-4]x)*$/, "expected site paths with 1x/2x descriptors");

/**
 * An image with the size it is shown at, so pages can set width/height and avoid layout shift;
 * `srcSet` offers larger copies for high-density screens (images from Cockpit, app/content/cockpit/images.ts).
 */
export const ImageSchema = z.object({
  src: ImageSource,
  srcSet: SourceSet.optional(),
  width: z.int().positive(),
  height: z.int().positive(),
});
export type Image = z.infer<typeof ImageSchema>;

/** Only https links are rendered as hrefs: no javascript:, no mixed content. */
const HttpsUrl = z.url({ protocol: /^https$/ });
const Email = z.email();
/** Printed as shown; `telUri()` (./contact-links.ts) turns it into a tel: link. */
const Phone = z.string().regex(/^\+?[0-9][0-9 ()/-]{4,}[0-9]$/, "expected a phone number such as +49 40 1234567-0");

// ── team (no language query) ─────────────────────────────────────────────────────────────────────

/**
 * The localized texts of an entry read without `?lang=` that are shown in German for want of a translation, as
 * `field.language` ("text.en"); absent when none (marked on the page: app/features/company/FallbackNote.tsx).
 */
const InGermanFields = z.array(z.string().regex(/^[a-z]+\.[a-z]{2}$/)).optional();

export const TeamMemberSchema = z.object({
  _id: EntryId,
  draft: Draft,
  name: nonEmpty,
  role: LocalizedTextSchema,
  /** Two or three sentences about the person, per language. */
  text: LocalizedTextSchema,
  photo: ImageSchema,
  inGerman: InGermanFields,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

// ── jobs (per language) ──────────────────────────────────────────────────────────────────────────

/** schema.org JobPosting values, so the job page can emit structured data unchanged. */
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "INTERN", "TEMPORARY", "CONTRACTOR"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** A job's slug is the same in every language (docs/decisions/0201-localized-fields.md). */
export const JobSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a slug of [a-z0-9-]");

export const JobSectionSchema = z
  .object({
    heading: nonEmpty,
    paragraphs: z.array(nonEmpty).default([]),
    bullets: z.array(nonEmpty).default([]),
  })
  .refine((section) => section.paragraphs.length + section.bullets.length > 0, "a section needs paragraphs or bullets");
export type JobSection = z.infer<typeof JobSectionSchema>;

export const JobContactSchema = z.object({
  name: nonEmpty,
  role: nonEmpty,
  photo: ImageSchema,
  email: Email,
  phone: Phone,
});
export type JobContact = z.infer<typeof JobContactSchema>;

export const JobSchema = z.object({
  _id: EntryId,
  draft: Draft,
  slug: JobSlugSchema,
  title: nonEmpty,
  /** One sentence for the jobs list and the page's meta description. */
  summary: nonEmpty,
  location: nonEmpty,
  employmentType: z.enum(EMPLOYMENT_TYPES),
  /** ISO date (YYYY-MM-DD). */
  datePosted: z.iso.date(),
  sections: z.array(JobSectionSchema).min(1),
  contact: JobContactSchema,
});
export type Job = z.infer<typeof JobSchema>;

// ── FAQs (per language; entries plus fields) ─────────────────────────────────────────────────────

export const FaqEntrySchema = z.object({
  _id: EntryId,
  draft: Draft,
  question: nonEmpty,
  /** Plain text; paragraphs separated by a blank line. */
  answer: nonEmpty,
  /** The value of one of the options of `fields.group`. */
  group: nonEmpty,
  /** The texts shown in German because their translation is empty (marked on the page); absent when none. */
  inGerman: z.array(z.enum(["question", "answer"])).optional(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

const SelectOptionSchema = z.object({ value: nonEmpty, label: nonEmpty });
export type SelectOption = z.infer<typeof SelectOptionSchema>;

/** A Cockpit field definition, reduced to what the site reads. */
export const FieldDefinitionSchema = z.object({
  name: nonEmpty,
  type: nonEmpty,
  label: z.string().optional(),
  options: z.object({ options: z.array(SelectOptionSchema).optional() }).optional(),
});
export type FieldDefinition = z.infer<typeof FieldDefinitionSchema>;

/** Field definitions by field name; `group.options.options` carries the group labels in order. */
export const FaqFieldsSchema = z.record(z.string(), FieldDefinitionSchema);
export type FaqFields = z.infer<typeof FaqFieldsSchema>;

export interface FaqCollection {
  entries: FaqEntry[];
  fields: FaqFields;
}

// ── advertising and press contacts (no language query) ───────────────────────────────────────────

const PersonContactSchema = z.object({
  _id: EntryId,
  draft: Draft,
  name: nonEmpty,
  role: LocalizedTextSchema,
  /** What to contact this person about, per language. */
  responsibility: LocalizedTextSchema,
  email: Email,
  phone: Phone,
  photo: ImageSchema,
  inGerman: InGermanFields,
});

export const AdvertisementContactSchema = PersonContactSchema;
export type AdvertisementContact = z.infer<typeof AdvertisementContactSchema>;

export const PressContactSchema = PersonContactSchema;
export type PressContact = z.infer<typeof PressContactSchema>;

// ── press logo wall and press articles ───────────────────────────────────────────────────────────

export const LogoWallEntrySchema = z.object({
  _id: EntryId,
  draft: Draft,
  /** The outlet's name: the logo's alt text. */
  name: nonEmpty,
  logo: ImageSchema,
  url: HttpsUrl,
});
export type LogoWallEntry = z.infer<typeof LogoWallEntrySchema>;

export const PressArticleSchema = z.object({
  _id: EntryId,
  draft: Draft,
  /** Creation time in unix seconds, as Cockpit stores it; the spec sorts by it, newest first. */
  _created: z.int().positive(),
  title: nonEmpty,
  outlet: nonEmpty,
  url: HttpsUrl,
  /** The article's own language (for the link's `hreflang`/`lang`), not the page's. */
  language: z.enum(LANGUAGE_CODES as [Language, ...Language[]]),
  teaser: nonEmpty.optional(),
});
export type PressArticle = z.infer<typeof PressArticleSchema>;

// ── social media links (footer) ──────────────────────────────────────────────────────────────────

export const SOCIAL_NETWORKS = ["instagram", "facebook", "x", "tiktok", "youtube", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SocialMediaLinkSchema = z.object({
  _id: EntryId,
  draft: Draft,
  network: z.enum(SOCIAL_NETWORKS),
  url: HttpsUrl,
  /** The network's display name, e.g. "Instagram". */
  label: nonEmpty,
});
export type SocialMediaLink = z.infer<typeof SocialMediaLinkSchema>;

// ── Premium plans (no language query) ────────────────────────────────────────────────────────────

/** How long one payment of a plan lasts. */
export const PREMIUM_PERIODS = ["month", "year"] as const;
export type PremiumPeriod = (typeof PREMIUM_PERIODS)[number];

/** A price as the stores charge it, taxes included, in the currency's main unit: 2.99, never 2.999. */
const Price = z
  .number()
  .positive()
  .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, "expected at most two decimals, e.g. 2.99");

/** The subscriptions the premium page prices (docs/decisions/0801-app-pages-and-app-links.md): one entry per period. */
export const PremiumPlanSchema = z.object({
  _id: EntryId,
  draft: Draft,
  period: z.enum(PREMIUM_PERIODS),
  price: Price,
  /** ISO 4217, e.g. "EUR". */
  currency: z.string().regex(/^[A-Z]{3}$/, "expected an ISO 4217 currency code such as EUR"),
  /** Free days before the first payment, for first-time subscribers; 0 for none. */
  trialDays: z.int().min(0).max(366),
});
export type PremiumPlan = z.infer<typeof PremiumPlanSchema>;

// ── Page texts (per language) ────────────────────────────────────────────────────────────────────

/** The pages whose text editors write: a Markdown file per language in content/pages/ is the embedded default. */
export const PAGE_TEXT_PAGES = ["home", "about", "premium", "ads", "legal", "privacy", "cookies", "terms"] as const;
export type PageTextPage = (typeof PAGE_TEXT_PAGES)[number];

/**
 * One page's text in one language (docs/content-model.md, "PageTexts"). `body` is Markdown whose `## ` headings start
 * the page's sections; placeholders such as `{brand}`, `{email}` or `{link:privacy}` are filled from configuration.
 */
export const PageTextSchema = z.object({
  _id: EntryId,
  draft: Draft,
  page: z.enum(PAGE_TEXT_PAGES),
  title: nonEmpty,
  description: nonEmpty,
  heading: nonEmpty,
  lead: nonEmpty,
  body: nonEmpty.refine((body) => /^## \S/m.test(body), "expected Markdown with at least one ## section"),
});
export type PageText = z.infer<typeof PageTextSchema>;
