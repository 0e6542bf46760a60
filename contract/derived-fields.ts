import { slugify } from "#lib/slug.ts";

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
  // In place: the value is the parse's own copy, and a copy per team and match would double the parse's cost.
  return (value: T): T & { slug: string } => {
    value.slug ??= derivedSlug(source(value), fallback(value));
    return value as T & { slug: string };
  };
}

/** A transform giving a table group its slug from its name when the backend sent none (a league's single table has neither). */
export function withGroupSlug<T extends { name: string | null; slug?: string | null | undefined }>(value: T): T & { slug: string | null } {
  return { ...value, slug: value.slug !== undefined ? value.slug : value.name === null ? null : derivedSlug(value.name, "group") };
}

type NewsDefaults = { teaser: string | null; published_at: string | null; author: string | null };

/** A news item without teaser, date or author reads them as null: the pages leave them out. */
export function withNewsDefaults<T extends { teaser?: string | undefined; published_at?: string | undefined; author?: string | null | undefined }>(
  news: T,
): Omit<T, keyof NewsDefaults> & NewsDefaults {
  return { ...news, teaser: news.teaser ?? null, published_at: news.published_at ?? null, author: news.author ?? null };
}

type CompetitionDefaults = {
  short_name: string;
  name_plural: string;
  has_table: boolean;
  has_scorers: boolean;
  first_kickoff: string | null;
  last_kickoff: string | null;
};

/**
 * A competition's unnamed fields where a backend sends none: its name for the short and the plural
 * name, the table and scorers tabs shown (their calls answer an empty list where there is nothing),
 * its period unknown (the details page reads it from the rounds).
 */
export function withCompetitionDefaults<T extends { name: string } & { [K in keyof CompetitionDefaults]?: CompetitionDefaults[K] | undefined }>(
  competition: T,
): Omit<T, keyof CompetitionDefaults> & CompetitionDefaults {
  return {
    ...competition,
    short_name: competition.short_name ?? competition.name,
    name_plural: competition.name_plural ?? competition.name,
    has_table: competition.has_table ?? true,
    has_scorers: competition.has_scorers ?? true,
    first_kickoff: competition.first_kickoff ?? null,
    last_kickoff: competition.last_kickoff ?? null,
  };
}

/** A day as the results route writes it: a competition or push group slug never looks like one (docs/decisions/0114). */
const DAY_SHAPED = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Slugs for push groups and competitions that came without: push groups from their name,
 * competitions from their short name (else their name). The two sets stay disjoint, as the results
 * route tells them apart by slug: a derived slug that is taken already (by a slug sent, a push group
 * or an earlier competition) or looks like a day gets the id appended.
 */
export function withCatalogueSlugs<
  G extends { id: number; name: string; slug?: string | undefined },
  C extends { id: number; name: string; short_name: string; slug?: string | undefined },
>(catalogue: { pushgroups: G[]; competitions: C[] }): { pushgroups: (G & { slug: string })[]; competitions: (C & { slug: string })[] } {
  const taken = new Set<string>([...catalogue.pushgroups, ...catalogue.competitions].flatMap((entry) => (entry.slug === undefined ? [] : [entry.slug])));
  const unique = (text: string, id: number) => {
    let slug = derivedSlug(text, id);
    if (taken.has(slug) || DAY_SHAPED.test(slug)) slug = `${slug}-${id}`;
    taken.add(slug);
    return slug;
  };
  const pushgroups = catalogue.pushgroups.map((group) => ({ ...group, slug: group.slug ?? unique(group.name, group.id) }));
  const competitions = catalogue.competitions.map((competition) => ({
    ...competition,
    slug: competition.slug ?? unique(competition.short_name, competition.id),
  }));
  return { pushgroups, competitions };
}
