/**
 * Links from a news article's text to what it mentions (docs/decisions/0501-news-that-connects.md):
 * teams, competitions and players, found by their names in the text when the article is loaded,
 * never written into the texts by hand. Browser-safe and pure: the loader builds the matcher from
 * the results data and hands the page the text in parts.
 *
 * - A name is matched whole (not inside a longer word), as written (case matters: "Union" the club,
 *   not "union"), and only where it names one thing: a name two teams share, or a team and a
 *   player, links nowhere. Names shorter than MIN_NAME_LENGTH letters (codes, "Aue") are not matched.
 * - Where names overlap, the longest wins: "2. Bundesliga" is not "Bundesliga", "Holstein Kiel" is
 *   the team, not "Kiel".
 * - Each thing is linked once per article, at its first mention; later mentions stay text.
 */

import { escapeRegExp } from "#lib/escape-regexp.ts";

export type MentionKind = "team" | "competition" | "player" | "match";

export interface Mentionable {
  /** Unique across kinds: `team:12`. */
  key: string;
  kind: MentionKind;
  /** Every name it goes by in the text's language: full, short, other spellings. */
  names: readonly string[];
  url: string;
}

/** A paragraph's part: text, or a mention linked to its page. */
export type TextPart = string | { text: string; url: string; kind: MentionKind };

/** Shorter names match too much by chance (codes, "Aue", "Ulm"). */
export const MIN_NAME_LENGTH = 4;

export interface MentionMatcher {
  /** The paragraphs in parts, each mentioned thing linked at its first mention. */
  link(paragraphs: readonly string[]): TextPart[][];
  /** The keys of the things `text` mentions (unambiguously), in order of first mention. */
  mentioned(text: string): string[];
}

export function mentionMatcher(things: readonly Mentionable[]): MentionMatcher {
  // Each name's owner; null once a second thing has it too.
  const owners = new Map<string, Mentionable | null>();
  for (const thing of things) {
    for (const raw of new Set(thing.names)) {
      const name = raw.trim();
      if ([...name].length < MIN_NAME_LENGTH) continue;
      const owner = owners.get(name);
      owners.set(name, owner === undefined || owner?.key === thing.key ? thing : null);
    }
  }
  const names = [...owners].filter(([, owner]) => owner !== null).map(([name]) => name);
  // Longest first: the alternation takes the first that matches at a place.
  names.sort((a, b) => b.length - a.length);
  const pattern = names.length === 0 ? undefined : new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "gu");

  function* matches(text: string) {
    if (!pattern) return;
    for (const match of text.matchAll(pattern)) yield { at: match.index, name: match[0], thing: owners.get(match[0])! };
  }

  return {
    link(paragraphs) {
      const linked = new Set<string>();
      return paragraphs.map((paragraph) => {
        const parts: TextPart[] = [];
        let from = 0;
        for (const { at, name, thing } of matches(paragraph)) {
          if (linked.has(thing.key)) continue;
          linked.add(thing.key);
          if (at > from) parts.push(paragraph.slice(from, at));
          parts.push({ text: name, url: thing.url, kind: thing.kind });
          from = at + name.length;
        }
        if (from < paragraph.length || parts.length === 0) parts.push(paragraph.slice(from));
        return parts;
      });
    },
    mentioned(text) {
      return [...new Set([...matches(text)].map(({ thing }) => thing.key))];
    },
  };
}
