import type { TextPart } from "./mentions.ts";

/**
 * The matches a news article is about (docs/decisions/0502-matches-in-news-and-news-pictures.md),
 * found from the results data when the article loads, never written into the texts. Pure: the loader
 * gives the teams the text names (the mention matcher's, unambiguous names only), the text, the
 * article's date and the meetings of those teams; this picks the matches and links their scores.
 *
 * - A match is a candidate when the article names both its teams.
 * - It is the article's match when it was played (or is to be played) within MATCH_WINDOW_DAYS of the
 *   article's date, or when the text states its result ("3:2", "3-2", either team first) and it was
 *   played within STATED_RESULT_WINDOW_DAYS (a review of the season; not the same result years ago).
 * - Of a pairing's candidates one is linked: one whose result the text states, else the one nearest
 *   the article's date (a pairing that met twice in a season: the meeting the report is about).
 * - Two teams named without a match between them link nothing.
 */

/** A match of two teams the article names, as the loader found it in a team's season. */
export interface MeetingCandidate {
  id: number;
  homeId: number;
  awayId: number;
  /** ISO 8601 instant. */
  kickoff: string;
  /** The final score (after extra time), or null before it is played. */
  score: { home: number; away: number } | null;
  url: string;
}

/** Days either side of the article's date within which a named pairing's match is the one it is about. */
export const MATCH_WINDOW_DAYS = 7;
/** Days either side within which a meeting whose result the text states is the one it means. */
export const STATED_RESULT_WINDOW_DAYS = 120;
const DAY_MS = 86_400_000;

/** A result as texts write it: "3:2", "3-2", "3–2", "1:0-Sieg" (not inside a longer number, a date or a time). */
const SCORE = /(?<![\d.:]|\d[-–])(\d{1,2}) ?[:\-–] ?(\d{1,2})(?![\d.:]|[-–]\d| ?(?:Uhr|h\b))/g;

/** The results the text states, as pairs in the order written. */
export function statedScores(text: string): [number, number][] {
  return [...text.matchAll(SCORE)].map((m) => [Number(m[1]), Number(m[2])]);
}

const states = (scores: [number, number][], score: MeetingCandidate["score"]) =>
  score !== null && scores.some(([a, b]) => (a === score.home && b === score.away) || (a === score.away && b === score.home));

/**
 * The matches the article is about, one per named pairing at most, in the order of the pairings'
 * first mention. `teamIds`: the teams the text names, in order of first mention.
 */
export function articleMatches<M extends MeetingCandidate>(
  article: { teamIds: readonly number[]; text: string; publishedAt: string },
  meetings: readonly M[],
): M[] {
  const published = Date.parse(article.publishedAt);
  const scores = statedScores(article.text);
  const order = new Map(article.teamIds.map((id, i) => [id, i]));
  const byPairing = new Map<string, M[]>();
  for (const meeting of new Map(meetings.map((m) => [m.id, m])).values()) {
    if (meeting.homeId === meeting.awayId || !order.has(meeting.homeId) || !order.has(meeting.awayId)) continue;
    const away = Math.abs(Date.parse(meeting.kickoff) - published);
    const stated = states(scores, meeting.score) && away <= STATED_RESULT_WINDOW_DAYS * DAY_MS;
    if (!stated && away > MATCH_WINDOW_DAYS * DAY_MS) continue;
    const key = [meeting.homeId, meeting.awayId].sort((a, b) => a - b).join("-");
    byPairing.set(key, [...(byPairing.get(key) ?? []), meeting]);
  }
  const distance = (m: MeetingCandidate) => Math.abs(Date.parse(m.kickoff) - published);
  const chosen = [...byPairing.values()].map(
    (candidates) =>
      candidates.sort((a, b) => Number(states(scores, b.score)) - Number(states(scores, a.score)) || distance(a) - distance(b) || a.id - b.id)[0]!,
  );
  const mentionedAt = (m: MeetingCandidate) => Math.max(order.get(m.homeId)!, order.get(m.awayId)!);
  return chosen.sort((a, b) => mentionedAt(a) - mentionedAt(b) || distance(a) - distance(b));
}

/**
 * The paragraphs with each match's result linked to the match, at its first statement in the text
 * (in the text's parts, not inside another link); a match whose result the text does not state is
 * linked from the article's list of its matches only.
 */
export function linkMatchScores(paragraphs: readonly TextPart[][], matches: readonly MeetingCandidate[]): TextPart[][] {
  const open = new Set(matches.filter((m) => m.score !== null));
  return paragraphs.map((parts) =>
    parts.flatMap((part): TextPart[] => {
      if (typeof part !== "string" || open.size === 0) return [part];
      const out: TextPart[] = [];
      let from = 0;
      for (const m of part.matchAll(SCORE)) {
        const pair: [number, number] = [Number(m[1]), Number(m[2])];
        const match = [...open].find((candidate) => states([pair], candidate.score));
        if (!match) continue;
        open.delete(match);
        if (m.index > from) out.push(part.slice(from, m.index));
        out.push({ text: m[0], url: match.url, kind: "match" });
        from = m.index + m[0].length;
      }
      if (from < part.length || out.length === 0) out.push(part.slice(from));
      return out;
    }),
  );
}
