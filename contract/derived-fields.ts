import { slugify } from "../lib/slug.ts";

/**
 * What the client derives when a backend leaves a field out that the spec does not name (spec §3:
 * "Competition and push group: name, derived slug and id"; rounds are "each given a slug" by the
 * site; docs/decisions/0120-derived-fields-of-a-spec-backend.md). The schemas apply these after
 * parsing, so every page reads the same shapes whatever the backend sent; a value a backend sends
 * is kept as sent. Browser-safe, like schemas.ts.
 */

/** The spec's slug of `text`, or `fallback` when nothing of the text is left (a name in another script). */
export function derivedSlug(text: string, fallback: string | number): string {
  return slugify(text) || slugify(String(fallback)) || "x";
}

/** A transform giving a value its slug from `source` (its name) when the backend sent none. */
export function withSlugFrom<T extends { slug?: string | undefined }>(source: (value: T) => string, fallback: (value: T) => string | number) {
  return (value: T): T & { slug: string } => ({ ...value, slug: value.slug ?? derivedSlug(source(value), fallback(value)) });
}

/** A transform giving a table group its slug from its name when the backend sent none (a league's single table has neither). */
export function withGroupSlug<T extends { name: string | null; slug?: string | null | undefined }>(value: T): T & { slug: string | null } {
  return { ...value, slug: value.slug !== undefined ? value.slug : value.name === null ? null : derivedSlug(value.name, "group") };
}

/** A day as the results route writes it: a competition or push group slug never looks like one (docs/decisions/0114). */
const DAY_SHAPED = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Slugs for push groups and competitions that came without: push groups from their name,
 * competitions from their short name (else their name). The two sets stay disjoint, as the results
 * route tells them apart by slug: a derived slug that is taken already (by a slug sent, a push group
 * or an earlier competition) or looks like a day gets the id appended.
 */
export function withCatalogueSlugs<G extends { id: number; name: string; slug?: string | undefined }, C extends { id: number; name: string; short_name: string; slug?: string | undefined }>(catalogue: {
  pushgroups: G[];
  competitions: C[];
}): { pushgroups: (G & { slug: string })[]; competitions: (C & { slug: string })[] } {
  const taken = new Set<string>([...catalogue.pushgroups, ...catalogue.competitions].flatMap((entry) => (entry.slug === undefined ? [] : [entry.slug])));
  const unique = (text: string, id: number) => {
    let slug = derivedSlug(text, id);
    if (taken.has(slug) || DAY_SHAPED.test(slug)) slug = `${slug}-${id}`;
    taken.add(slug);
    return slug;
  };
  const pushgroups = catalogue.pushgroups.map((group) => ({ ...group, slug: group.slug ?? unique(group.name, group.id) }));
  const competitions = catalogue.competitions.map((competition) => ({ ...competition, slug: competition.slug ?? unique(competition.short_name, competition.id) }));
  return { pushgroups, competitions };
}
