/**
 * The collections as a Cockpit editor sees them: the ONE definition that the seeder
 * (`npm run cms:seed`, scripts/cms/seed.ts) creates in Cockpit, the Cockpit adapter reads back
 * (app/content/adapters/cockpit.server.ts) and the operator documentation is generated from
 * (docs/content-model.md, `npm run docs:content`), so the three cannot drift
 * (docs/decisions/0205-cockpit-content-model-and-change-propagation.md).
 *
 * Over 400 lines: one table of six collections, each with its fields and both mappings side by side;
 * split by collection, a field's definition and its mapping would sit in different files.
 *
 * Each collection has Cockpit field definitions (type, localized or not, required, options, a note for
 * editors) and the two mappings between a Cockpit entry and the site's entry (app/content/schemas.ts):
 * `fromCockpit` builds a candidate that the site's schema then validates, `toCockpit` turns the
 * embedded content into what an editor would have typed. Localized fields follow Cockpit's own
 * convention: `title` holds German, `title_en` and `title_it` the translations; with `?lang=` Cockpit
 * answers the requested one in `title`, or German when that translation is empty. Collections the site
 * reads without `?lang=` get the three raw fields and apply the same fallback here.
 *
 * Browser-safe and free of Node APIs: the seeder runs it under plain Node (type stripping).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import type { CollectionName, EntryOf } from "../collections.server.ts";
import { PAGE_TEXT_PAGES, type Image, type JobSection, type LocalizedText } from "../schemas.ts";

export type CockpitFieldType = "text" | "textarea" | "markdown" | "select" | "date" | "asset" | "set" | "repeater" | "boolean";

/** A field as Cockpit stores it in a collection's definition (`options` and `localize` always set: PHP 8 warns otherwise). */
export interface CockpitField {
  name: string;
  type: CockpitFieldType;
  label: string;
  localize: boolean;
  required: boolean;
  options: Record<string, unknown>;
  /** Shown under the field in Cockpit's editor, and in the operator documentation. */
  info: string;
  /** The box an image field is shown in, in CSS pixels (docs/content-model.md, "Images"). */
  slot?: ImageSlot;
  /** The fields of a `set` (or of each item of a `repeater` of sets). */
  fields?: CockpitField[];
  /** What Cockpit stores for an entry saved through its API without this field (its editor reads `options.default`). */
  default?: unknown;
}

export interface ImageSlot {
  width: number;
  height: number;
}

/** What the adapter gives `fromCockpit`: the requested language, and images turned into the site's `Image`. */
export interface ReadContext {
  language?: Language;
  image(value: unknown, slot: ImageSlot): Image | undefined;
}

/** What the seeder gives `toCockpit`: the Cockpit asset (uploaded once) for an image of the embedded content. */
export interface SeedContext {
  asset(image: Image): Record<string, unknown>;
}

export interface CockpitCollection<N extends CollectionName = CollectionName> {
  name: N;
  label: string;
  /** A sentence for editors: what the collection is and where the site shows it. */
  info: string;
  /** Entries keep the order editors drag them into (the API answers them by `_o`). */
  sortable: boolean;
  fields: CockpitField[];
  /** The field that tells one entry from another across seeder runs (Cockpit picks the `_id`s). */
  seedKey: string;
  /** The fields Cockpit's entry list shows as columns (`lst`), so an editor recognises an entry without opening it. */
  listed: readonly string[];
  /** How Cockpit's entry list is sorted when the collection is not sortable: the order the site shows. */
  listSort?: { column: string; dir: 1 | -1 };
  fromCockpit(entry: Record<string, unknown>, context: ReadContext): unknown;
  /** `entryIn(language)` is the embedded entry in that language (the same for collections without `?lang=`). */
  toCockpit(entryIn: (language: Language) => EntryOf<N>, context: SeedContext): Record<string, unknown>;
}

// ── Field builders ───────────────────────────────────────────────────────────────────────────────

type FieldExtras = Partial<Pick<CockpitField, "localize" | "required" | "options" | "slot" | "fields" | "default">>;

function field(name: string, type: CockpitFieldType, label: string, info: string, extras: FieldExtras = {}): CockpitField {
  return { name, type, label, localize: false, required: true, options: {}, info, ...extras };
}

/** A select whose options are `[{value, label}]`. */
function select(name: string, label: string, info: string, values: readonly string[], extras: FieldExtras = {}): CockpitField {
  return field(name, "select", label, info, { options: { options: values.map((value) => ({ value, label: value })) }, ...extras });
}

/** A text input the browser checks as `type` (url, email, tel, number). */
function typedText(name: string, label: string, info: string, type: string, extras: FieldExtras = {}): CockpitField {
  return field(name, "text", label, info, { options: { type }, ...extras });
}

const PERSON_SLOT: ImageSlot = { width: 160, height: 160 };
const LOGO_SLOT: ImageSlot = { width: 240, height: 80 };

function photoField(name = "photo", label = "Foto"): CockpitField {
  return field(name, "asset", label, "An image from Assets, shown in a 160×160 box (cropped to a square when Cockpit knows no size).", {
    slot: PERSON_SLOT,
  });
}

// ── Reading helpers ──────────────────────────────────────────────────────────────────────────────

/** The other languages, as Cockpit suffixes them (`title_en`). */
const TRANSLATIONS = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** A Cockpit text: trimmed, `undefined` when empty (Cockpit stores an emptied field as "" or null). */
function text(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** A localized field read without `?lang=`: German, and each translation or German where it is empty (Cockpit's own fallback). */
function localizedText(entry: Record<string, unknown>, name: string): Partial<LocalizedText> {
  const fallback = text(entry[name]);
  const result: Partial<LocalizedText> = { [DEFAULT_LANGUAGE]: fallback };
  for (const code of TRANSLATIONS) result[code] = text(entry[`${name}_${code}`]) ?? fallback;
  return result;
}

/**
 * A link field: an `http:` link is read as `https:` (the site links https only, and nearly every
 * outlet answers both), so the entry stays listed (docs/decisions/0206-entries-kept-and-editors-told.md).
 */
export function httpsLink(value: unknown): string | undefined {
  const link = text(value);
  return link?.replace(/^http:\/\//i, "https://");
}

/** Which of the localized fields read without `?lang=` fall back to German (`text.en`); undefined when none. */
function germanFallbacks(entry: Record<string, unknown>, names: readonly string[]): string[] | undefined {
  const fallbacks = names.flatMap((name) =>
    text(entry[name]) === undefined ? [] : TRANSLATIONS.filter((code) => text(entry[`${name}_${code}`]) === undefined).map((code) => `${name}.${code}`),
  );
  return fallbacks.length > 0 ? fallbacks : undefined;
}

/** The three values of a localized field as Cockpit stores them. */
function localizedFields(name: string, valueIn: (language: Language) => unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = { [name]: valueIn(DEFAULT_LANGUAGE) };
  for (const code of TRANSLATIONS) fields[`${name}_${code}`] = valueIn(code);
  return fields;
}

/** A number field: Cockpit's text inputs of type number store the digits as a string. */
function number(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  const digits = text(value);
  if (digits === undefined || !/^-?\d+(?:[.,]\d+)?$/.test(digits)) return undefined;
  return Number(digits.replace(",", "."));
}

function object(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A repeater's items: Cockpit stores `[{ value, field? }]`. */
function repeaterValues(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map((item) => object(object(item).value)) : [];
}

/**
 * A job section's text as an editor writes it (Markdown): paragraphs separated by blank lines, list
 * items starting with "- " or "* ". Other Markdown is kept as typed.
 */
export function sectionFromMarkdown(heading: string | undefined, markdown: string | undefined): Partial<JobSection> {
  const paragraphs: string[] = [];
  const bullets: string[] = [];
  for (const block of (markdown ?? "").replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = block.split("\n").map((line) => line.trim());
    if (lines.every((line) => line === "")) continue;
    if (lines.filter(Boolean).every((line) => /^[-*]\s+/.test(line))) {
      bullets.push(...lines.filter(Boolean).map((line) => line.replace(/^[-*]\s+/, "")));
    } else {
      paragraphs.push(lines.filter(Boolean).join(" "));
    }
  }
  return { heading, paragraphs, bullets };
}

export function sectionToMarkdown(section: JobSection): string {
  const blocks = [...section.paragraphs];
  if (section.bullets.length > 0) blocks.push(section.bullets.map((bullet) => `- ${bullet}`).join("\n"));
  return blocks.join("\n\n");
}

// ── The collections ──────────────────────────────────────────────────────────────────────────────

const team: CockpitCollection<"team"> = {
  name: "team",
  label: "Team",
  info: "The people on the about page (shown in a new random order on every visit).",
  sortable: false,
  seedKey: "name",
  listed: ["name", "role"],
  listSort: { column: "name", dir: 1 },
  fields: [
    field("name", "text", "Name", "First and last name, the same in every language."),
    field("role", "text", "Rolle", "The job title.", { localize: true }),
    field("text", "textarea", "Text", "Two or three sentences about the person.", { localize: true }),
    photoField(),
  ],
  fromCockpit: (entry, context) => ({
    _id: entry._id,
    name: text(entry.name),
    role: localizedText(entry, "role"),
    text: localizedText(entry, "text"),
    inGerman: germanFallbacks(entry, ["role", "text"]),
    photo: context.image(entry.photo, PERSON_SLOT),
  }),
  toCockpit: (entryIn, context) => ({
    name: entryIn(DEFAULT_LANGUAGE).name,
    ...localizedFields("role", (language) => entryIn(language).role[language]),
    ...localizedFields("text", (language) => entryIn(language).text[language]),
    photo: context.asset(entryIn(DEFAULT_LANGUAGE).photo),
  }),
};

const EMPLOYMENT_TYPE_VALUES = ["FULL_TIME", "PART_TIME", "INTERN", "TEMPORARY", "CONTRACTOR"] as const;

const jobContactFields: CockpitField[] = [
  field("name", "text", "Name", "The contact person's name."),
  typedText("email", "E-Mail", "Their e-mail address.", "email"),
  typedText("phone", "Telefon", "As printed, e.g. +49 40 1234567-21.", "tel"),
  photoField(),
];

const jobSectionFields: CockpitField[] = [
  field("heading", "text", "Überschrift", "The section's heading, e.g. “Your tasks”."),
  field("text", "markdown", "Text", "Paragraphs separated by a blank line; a list with one “- ” item per line."),
];

const jobs: CockpitCollection<"jobs"> = {
  name: "jobs",
  label: "Jobs",
  info: "Open positions: the list on the about page and one page each under /ueber-uns/jobs/{slug}.",
  sortable: true,
  seedKey: "slug",
  listed: ["title", "location", "datePosted"],
  fields: [
    typedText("slug", "Slug", "The page address, [a-z0-9-], the same in every language; never change it once published.", "text"),
    field("title", "text", "Titel", "The job title.", { localize: true }),
    field("summary", "textarea", "Kurzbeschreibung", "One sentence for the jobs list and search engines.", { localize: true }),
    field("location", "text", "Ort", "Where the job is, e.g. Hamburg (hybrid).", { localize: true }),
    select("employmentType", "Anstellung", "schema.org's employment type.", EMPLOYMENT_TYPE_VALUES),
    field("datePosted", "date", "Veröffentlicht", "The day the job was posted."),
    field("sections", "repeater", "Abschnitte", "At least one: a heading and its text.", {
      localize: true,
      options: { field: { type: "set", label: "Abschnitt", options: { fields: jobSectionFields } }, display: "heading" },
      fields: jobSectionFields,
    }),
    field("contact", "set", "Ansprechperson", "Who answers questions about the job.", { options: { fields: jobContactFields }, fields: jobContactFields }),
    field("contactRole", "text", "Rolle der Ansprechperson", "Their job title.", { localize: true }),
  ],
  fromCockpit: (entry, context) => {
    const contact = object(entry.contact);
    return {
      _id: entry._id,
      slug: text(entry.slug),
      title: text(entry.title),
      summary: text(entry.summary),
      location: text(entry.location),
      employmentType: text(entry.employmentType),
      datePosted: text(entry.datePosted),
      sections: repeaterValues(entry.sections).map((section) => sectionFromMarkdown(text(section.heading), text(section.text))),
      contact: {
        name: text(contact.name),
        role: text(entry.contactRole),
        email: text(contact.email),
        phone: text(contact.phone),
        photo: context.image(contact.photo, PERSON_SLOT),
      },
    };
  },
  toCockpit: (entryIn, context) => {
    const german = entryIn(DEFAULT_LANGUAGE);
    return {
      slug: german.slug,
      ...localizedFields("title", (language) => entryIn(language).title),
      ...localizedFields("summary", (language) => entryIn(language).summary),
      ...localizedFields("location", (language) => entryIn(language).location),
      employmentType: german.employmentType,
      datePosted: german.datePosted,
      ...localizedFields("sections", (language) =>
        entryIn(language).sections.map((section) => ({ field: { type: "set", label: "Abschnitt" }, value: { heading: section.heading, text: sectionToMarkdown(section) } })),
      ),
      contact: { name: german.contact.name, email: german.contact.email, phone: german.contact.phone, photo: context.asset(german.contact.photo) },
      ...localizedFields("contactRole", (language) => entryIn(language).contact.role),
    };
  },
};

const faqs: CockpitCollection<"FAQs"> = {
  name: "FAQs",
  label: "FAQs",
  info: "The FAQ page's questions, in groups; the group “premium” also shows on the premium page.",
  sortable: true,
  seedKey: "question",
  listed: ["question", "group"],
  fields: [
    field("question", "text", "Frage", "The question.", { localize: true }),
    field("answer", "textarea", "Antwort", "Plain text; paragraphs separated by a blank line.", { localize: true }),
    // The options' labels are German; `labels` (edited in the field's JSON options) names them in the other languages.
    field("group", "select", "Gruppe", "The group the question is listed under. Groups show in the order of the options.", {
      options: { options: [], labels: {} },
    }),
  ],
  // Read with the spec's `?lang=`: Cockpit answers German where a translation is empty, which the content
  // service then marks (app/content/german-fallbacks.ts).
  fromCockpit: (entry) => ({ _id: entry._id, question: text(entry.question), answer: text(entry.answer), group: text(entry.group) }),
  toCockpit: (entryIn) => ({
    ...localizedFields("question", (language) => entryIn(language).question),
    ...localizedFields("answer", (language) => entryIn(language).answer),
    group: entryIn(DEFAULT_LANGUAGE).group,
  }),
};

function personContact<N extends "AdvertisementContact" | "PressContact">(name: N, label: string, info: string): CockpitCollection<N> {
  return {
    name,
    label,
    info,
    sortable: true,
    seedKey: "email",
    listed: ["name", "responsibility", "email"],
    fields: [
      field("name", "text", "Name", "First and last name."),
      field("role", "text", "Rolle", "The job title.", { localize: true }),
      field("responsibility", "text", "Zuständig für", "What to contact this person about.", { localize: true }),
      typedText("email", "E-Mail", "Their e-mail address.", "email"),
      typedText("phone", "Telefon", "As printed, e.g. +49 40 1234567-30.", "tel"),
      photoField(),
    ],
    fromCockpit: (entry, context) => ({
      _id: entry._id,
      name: text(entry.name),
      role: localizedText(entry, "role"),
      responsibility: localizedText(entry, "responsibility"),
      inGerman: germanFallbacks(entry, ["role", "responsibility"]),
      email: text(entry.email),
      phone: text(entry.phone),
      photo: context.image(entry.photo, PERSON_SLOT),
    }),
    toCockpit: (entryIn, context) => {
      const german = entryIn(DEFAULT_LANGUAGE);
      return {
        name: german.name,
        ...localizedFields("role", (language) => german.role[language]),
        ...localizedFields("responsibility", (language) => german.responsibility[language]),
        email: german.email,
        phone: german.phone,
        photo: context.asset(german.photo),
      };
    },
  };
}

const logoWall: CockpitCollection<"LogoWall"> = {
  name: "LogoWall",
  label: "Logo wall",
  info: "Outlets that wrote about the app: logos on the press page.",
  sortable: true,
  seedKey: "name",
  listed: ["name", "url"],
  fields: [
    field("name", "text", "Name", "The outlet's name (the logo's alternative text)."),
    field("logo", "asset", "Logo", "An image from Assets, shown in a 240×80 box (cropped when Cockpit knows no size).", { slot: LOGO_SLOT }),
    typedText("url", "Link", "The outlet's website, https (an http: link is shown as https:).", "url"),
  ],
  fromCockpit: (entry, context) => ({ _id: entry._id, name: text(entry.name), logo: context.image(entry.logo, LOGO_SLOT), url: httpsLink(entry.url) }),
  toCockpit: (entryIn, context) => {
    const entry = entryIn(DEFAULT_LANGUAGE);
    return { name: entry.name, logo: context.asset(entry.logo), url: entry.url };
  },
};

const pressArticles: CockpitCollection<"pressArticles"> = {
  name: "pressArticles",
  label: "Press articles",
  info: "Articles about the app, newest first (by the entry's creation time) on the press pages.",
  sortable: false,
  seedKey: "url",
  listed: ["title", "outlet", "language"],
  listSort: { column: "_created", dir: -1 },
  fields: [
    field("title", "text", "Titel", "The article's headline, in its own language."),
    field("outlet", "text", "Medium", "Where it appeared."),
    typedText("url", "Link", "The article, https (an http: link is shown as https:).", "url"),
    select("language", "Sprache", "The article's own language.", LANGUAGE_CODES),
    field("teaser", "textarea", "Teaser", "Optional: a sentence or two from the article.", { required: false }),
  ],
  fromCockpit: (entry) => ({
    _id: entry._id,
    _created: entry._created,
    title: text(entry.title),
    outlet: text(entry.outlet),
    url: httpsLink(entry.url),
    language: text(entry.language),
    teaser: text(entry.teaser),
  }),
  toCockpit: (entryIn) => {
    const entry = entryIn(DEFAULT_LANGUAGE);
    return { title: entry.title, outlet: entry.outlet, url: entry.url, language: entry.language, teaser: entry.teaser ?? "", _created: entry._created };
  },
};

const SOCIAL_NETWORK_VALUES = ["instagram", "facebook", "x", "tiktok", "youtube", "linkedin"] as const;

const socialMedia: CockpitCollection<"SocialMedia"> = {
  name: "SocialMedia",
  label: "Social media",
  info: "The profile links in every page's footer.",
  sortable: true,
  seedKey: "network",
  listed: ["network", "url", "label"],
  fields: [
    select("network", "Netzwerk", "Which network (picks the icon).", SOCIAL_NETWORK_VALUES),
    typedText("url", "Link", "The profile, https (an http: link is shown as https:).", "url"),
    field("label", "text", "Bezeichnung", "The network's name as shown, e.g. Instagram."),
  ],
  fromCockpit: (entry) => ({ _id: entry._id, network: text(entry.network), url: httpsLink(entry.url), label: text(entry.label) }),
  toCockpit: (entryIn) => {
    const entry = entryIn(DEFAULT_LANGUAGE);
    return { network: entry.network, url: entry.url, label: entry.label };
  },
};

const premiumPlans: CockpitCollection<"PremiumPlans"> = {
  name: "PremiumPlans",
  label: "Premium plans",
  info: "The prices on the premium page: one entry per period (a second one for the same period is ignored).",
  sortable: false,
  seedKey: "period",
  listed: ["period", "price", "currency"],
  listSort: { column: "period", dir: 1 },
  fields: [
    select("period", "Laufzeit", "How long one payment lasts.", ["month", "year"]),
    typedText("price", "Preis", "The store price with VAT, at most two decimals, e.g. 2.99.", "number"),
    typedText("currency", "Währung", "ISO 4217, e.g. EUR.", "text"),
    typedText("trialDays", "Testtage", "Free days before the first payment; 0 for none.", "number"),
  ],
  fromCockpit: (entry) => ({
    _id: entry._id,
    period: text(entry.period),
    price: number(entry.price),
    currency: text(entry.currency),
    trialDays: number(entry.trialDays),
  }),
  toCockpit: (entryIn) => {
    const entry = entryIn(DEFAULT_LANGUAGE);
    return { period: entry.period, price: String(entry.price), currency: entry.currency, trialDays: String(entry.trialDays) };
  },
};

const pageTexts: CockpitCollection<"PageTexts"> = {
  name: "PageTexts",
  label: "Seitentexte",
  info: "The texts of the home, about, premium, advertising and legal pages: one entry per page. Without an entry (or with it switched off) a page shows the text it was deployed with.",
  sortable: false,
  seedKey: "page",
  listed: ["page", "heading"],
  listSort: { column: "page", dir: 1 },
  fields: [
    select("page", "Seite", "The page this text is for (one entry per page).", PAGE_TEXT_PAGES),
    field("title", "text", "Titel", "The browser tab's and search results' title.", { localize: true }),
    field("description", "textarea", "Beschreibung", "One or two sentences for search results and shared links.", { localize: true }),
    field("heading", "text", "Überschrift", "The page's main heading.", { localize: true }),
    field("lead", "textarea", "Einleitung", "The sentence under the heading.", { localize: true }),
    field(
      "body",
      "markdown",
      "Text",
      "Markdown: each line starting with “## ” begins a section (the about page has three: who we are, how we work, core values). " +
        "{brand}, {email}, {address}, {link:privacy} and the like are filled in by the site.",
      { localize: true },
    ),
  ],
  // Read with `?lang=`: Cockpit answers German where a translation is empty.
  fromCockpit: (entry) => ({
    _id: entry._id,
    page: text(entry.page),
    title: text(entry.title),
    description: text(entry.description),
    heading: text(entry.heading),
    lead: text(entry.lead),
    body: text(entry.body),
  }),
  toCockpit: (entryIn) => ({
    page: entryIn(DEFAULT_LANGUAGE).page,
    ...localizedFields("title", (language) => entryIn(language).title),
    ...localizedFields("description", (language) => entryIn(language).description),
    ...localizedFields("heading", (language) => entryIn(language).heading),
    ...localizedFields("lead", (language) => entryIn(language).lead),
    ...localizedFields("body", (language) => entryIn(language).body),
  }),
};

/**
 * Every entry's switch (docs/decisions/0207-drafts-and-preview-links.md): off keeps the entry off the site, and
 * a preview link shows it. New entries start on, as saving did before: in Cockpit's editor (`options.default`) and
 * through its API (`default`; without it Cockpit stores a boolean left out as false). The seeder switches it on for
 * entries saved before it existed, since Cockpit's editor reads a missing switch as off.
 */
export const PUBLISHED_FIELD: CockpitField = field(
  "published",
  "boolean",
  "Veröffentlicht",
  "Off: the entry is not on the site, only on a preview link's pages (npm run cms:preview-link).",
  { required: false, options: { default: true, label: false }, default: true },
);

/** A collection with the published switch as its last field and list column. */
function publishable<N extends CollectionName>(collection: CockpitCollection<N>): CockpitCollection<N> {
  return {
    ...collection,
    fields: [...collection.fields, PUBLISHED_FIELD],
    listed: [...collection.listed, PUBLISHED_FIELD.name],
    // The embedded content has no drafts.
    toCockpit: (entryIn, context) => ({ ...collection.toCockpit(entryIn, context), [PUBLISHED_FIELD.name]: true }),
  };
}

/** Every collection, in the order of the spec's calls (docs/product-spec.md §7). */
export const COCKPIT_COLLECTIONS: { [N in CollectionName]: CockpitCollection<N> } = {
  team: publishable(team),
  jobs: publishable(jobs),
  FAQs: publishable(faqs),
  AdvertisementContact: publishable(personContact("AdvertisementContact", "Advertising contacts", "The contacts on the advertising page.")),
  LogoWall: publishable(logoWall),
  PressContact: publishable(personContact("PressContact", "Press contacts", "The contacts on the press page and in the press kit's fact sheet.")),
  pressArticles: publishable(pressArticles),
  SocialMedia: publishable(socialMedia),
  PremiumPlans: publishable(premiumPlans),
  PageTexts: publishable(pageTexts),
};

/** Every image box an image field has; the image route serves these sizes and their double (app/content/cockpit/images.server.ts). */
export function imageSlots(): ImageSlot[] {
  const slots = new Map<string, ImageSlot>();
  const visit = (fields: CockpitField[]) => {
    for (const one of fields) {
      if (one.slot) slots.set(`${one.slot.width}x${one.slot.height}`, one.slot);
      if (one.fields) visit(one.fields);
    }
  };
  for (const collection of Object.values(COCKPIT_COLLECTIONS)) visit(collection.fields);
  return [...slots.values()];
}

/**
 * A collection's definition as Cockpit's `createCollection`/`updateCollection` take it: the fields
 * without our own keys (`slot`, nested `fields`, which live in `options`).
 */
export function cockpitDefinition(collection: CockpitCollection, extraOptions: Record<string, Record<string, unknown>> = {}): Record<string, unknown> {
  const strip = (one: CockpitField): Record<string, unknown> => {
    const options: Record<string, unknown> = { ...one.options, ...extraOptions[one.name] };
    if (one.type === "set") options.fields = (one.fields ?? []).map(strip);
    if (one.type === "repeater") options.field = { ...(options.field as object), options: { fields: (one.fields ?? []).map(strip) } };
    const fallback = one.default === undefined ? {} : { default: one.default };
    return { name: one.name, label: one.label, type: one.type, localize: one.localize, required: one.required, info: one.info, options, ...fallback };
  };
  const fields = collection.fields.map((one) => ({ ...strip(one), lst: collection.listed.includes(one.name) }));
  const sort = collection.listSort ? { sort: collection.listSort } : {};
  return { label: collection.label, description: collection.info, sortable: collection.sortable, ...sort, fields };
}
