/**
 * What the site does with one Cockpit entry: keeps it, keeps it without a bad optional field, or
 * leaves it out for a missing or malformed required one. The adapter serves the kept entries, and
 * `npm run cms:check` and the metrics report the rest, so an editor learns why an entry is not shown
 * (docs/decisions/0206-entries-kept-and-editors-told.md).
 *
 * Free of Node APIs: the checker (scripts/cms/check.ts) runs it under plain Node (type stripping).
 */
import type { z } from "zod";
import type { Language } from "#lib/languages.ts";
import { COLLECTIONS, type CollectionName, type EntryOf } from "../collections.server.ts";
import { cockpitImage } from "./images.ts";
import { COCKPIT_COLLECTIONS, PUBLISHED_FIELD } from "./model.ts";

export interface EntryReview<N extends CollectionName = CollectionName> {
  collection: N;
  /** Cockpit's `_id`, or `#index` for an entry without one. */
  id: string;
  /** The site's entry; undefined when it is left out. */
  entry?: EntryOf<N>;
  /** The required fields missing or malformed (the entry is left out); field names only, never values. */
  missing: string[];
  /** The optional fields malformed and dropped (the entry is shown without them). */
  dropped: string[];
}

/** The field of the site's entry an issue is about (`contact.email` → `contact`). */
function topField(issue: z.core.$ZodIssue): string | undefined {
  const first = issue.path[0];
  return first === undefined ? undefined : String(first);
}

function fieldsOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.path.join(".") || "(entry)"))];
}

/** Whether the site's entry may go without this field (the schema accepts it absent). */
function isOptional(collection: CollectionName, name: string): boolean {
  const shape = (COLLECTIONS[collection].entry as unknown as { shape?: Record<string, z.ZodType> }).shape;
  return shape?.[name]?.safeParse(undefined).success ?? false;
}

export function reviewEntry<N extends CollectionName>(collection: N, raw: unknown, index: number, language?: Language): EntryReview<N> {
  const source = raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const id = typeof source._id === "string" ? source._id.slice(0, 40) : `#${index}`;
  const schema = COLLECTIONS[collection].entry as unknown as z.ZodType<EntryOf<N>>;
  const candidate = {
    ...(COCKPIT_COLLECTIONS[collection].fromCockpit(source, { language, image: cockpitImage }) as Record<string, unknown>),
    // Every collection's switch (model.ts, PUBLISHED_FIELD): only an explicit "off" makes a draft, so entries
    // saved before the switch existed stay on the site.
    ...(source[PUBLISHED_FIELD.name] === false ? { draft: true } : {}),
  };
  const first = schema.safeParse(candidate);
  if (first.success) return { collection, id, entry: first.data, missing: [], dropped: [] };

  const bad = new Set(first.error.issues.map(topField));
  const dropped = [...bad].filter((name): name is string => name !== undefined && isOptional(collection, name));
  if (dropped.length === bad.size) {
    const trimmed = Object.fromEntries(Object.entries(candidate).filter(([name]) => !dropped.includes(name)));
    const second = schema.safeParse(trimmed);
    if (second.success) return { collection, id, entry: second.data, missing: [], dropped };
    return { collection, id, missing: fieldsOf(second.error), dropped };
  }
  return { collection, id, missing: fieldsOf(first.error).filter((field) => !dropped.includes(field.split(".")[0]!)), dropped };
}

/** How many entries of a review were left out. */
export function countLeftOut(reviews: readonly EntryReview[]): number {
  return reviews.filter((review) => review.entry === undefined).length;
}
