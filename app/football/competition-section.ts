import { href } from "#app/i18n/href.ts";
import type { Competition, CompetitionsResponse } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";

/**
 * What the team and player pages share: a section per competition, headed by the competition's names
 * and linked to its page (the team's calendar finds its competitions the same way). A plain module, browser-safe.
 */

/** The head of a competition's section on a team or player page. */
export interface CompetitionSectionHead {
  id: number;
  name: string;
  shortName: string;
  season: string;
  /** The section's id on the page (the competition's slug). */
  anchor: string;
  /** The competition's page. */
  href: string;
}

export function competitionSectionHead(competition: Competition, language: Language): CompetitionSectionHead {
  return {
    id: competition.id,
    name: competition.name,
    shortName: competition.short_name,
    season: competition.season,
    anchor: competition.slug,
    href: href("results", language, { country: competition.slug }),
  };
}

/**
 * Each entry with its competition from the catalogue, in the entries' order; an entry of a competition the
 * catalogue does not list (the backend's answers came from different moments) is left out.
 */
export function withCompetitions<E extends { competition_id: number }>(entries: E[], catalogue: CompetitionsResponse): [E, Competition][] {
  const byId = new Map(catalogue.competitions.map((c) => [c.id, c]));
  return entries.flatMap((entry): [E, Competition][] => {
    const competition = byId.get(entry.competition_id);
    return competition ? [[entry, competition]] : [];
  });
}
