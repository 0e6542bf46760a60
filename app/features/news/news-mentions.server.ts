import { href } from "#app/i18n/href.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import type { Language } from "#lib/languages.ts";
import { errorMessage, log } from "#lib/log.server.ts";
import { type Mentionable, type MentionMatcher, mentionMatcher } from "./views/mentions.ts";

/**
 * What news texts can mention, from the results data (docs/decisions/0501-news-that-connects.md):
 * every team (its name and short name), competition (name and short name) and player (name),
 * linked to its page in the page's language. The names are those of the page's language and, for a
 * text in another (the backend's German fallback), of the text's language too.
 *
 * The matcher is built once for the answers it was built from: the results source keeps them for
 * minutes, and a news page asks for the same ones again.
 */

const EMPTY = mentionMatcher([]);

async function mentionables(language: Language, source: ResultsSource): Promise<Mentionable[]> {
  const [teams, catalogue, players] = await Promise.all([source.getTeams(), source.getCompetitions(), source.getPlayers()]);
  return [
    ...(teams ?? []).map((team) => ({
      key: `team:${team.id}`,
      kind: "team" as const,
      names: [team.name, team.short_name ?? ""],
      url: href("team", language, { team: team.slug }),
    })),
    ...catalogue.competitions.map((competition) => ({
      key: `competition:${competition.id}`,
      kind: "competition" as const,
      names: [competition.name, competition.short_name],
      url: href("results", language, { country: competition.slug }),
    })),
    ...(players ?? []).map((player) => ({
      key: `player:${player.id}`,
      kind: "player" as const,
      names: [player.name],
      url: href("player", language, { player: player.slug }),
    })),
  ];
}

/** The same things with the names of `other`'s language added (ids are the same in every language). */
function withNamesOf(things: Mentionable[], other: Mentionable[]): Mentionable[] {
  const names = new Map(other.map((thing) => [thing.key, thing.names]));
  return things.map((thing) => ({ ...thing, names: [...thing.names, ...(names.get(thing.key) ?? [])] }));
}

const built = new Map<string, { from: unknown[]; matcher: MentionMatcher }>();

/**
 * The matcher for texts in `textLanguage` shown on a page in `language`; one that links nothing when
 * the results data cannot be had (the article shows as plain text, as before).
 */
export async function newsMentions(
  language: Language,
  results: (language: Language) => ResultsSource,
  textLanguage: Language = language,
): Promise<MentionMatcher> {
  try {
    const sources = [...new Set([language, textLanguage])].map((l) => results(l));
    // The answers themselves, to tell whether the matcher built from them is still theirs.
    const from = (await Promise.all(sources.map((s) => Promise.all([s.getTeams(), s.getCompetitions(), s.getPlayers()])))).flat();
    const key = `${language}:${textLanguage}`;
    const cached = built.get(key);
    if (cached && cached.from.length === from.length && cached.from.every((answer, i) => answer === from[i])) return cached.matcher;
    let things = await mentionables(language, sources[0]!);
    if (sources[1]) things = withNamesOf(things, await mentionables(textLanguage, sources[1]));
    const matcher = mentionMatcher(things);
    built.set(key, { from, matcher });
    return matcher;
  } catch (error) {
    log("warn", "news_mentions_unavailable", { language, error: errorMessage(error) });
    return EMPTY;
  }
}
