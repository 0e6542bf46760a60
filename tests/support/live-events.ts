/**
 * The live stream's events and match states as tests and `npm run bench:live` build and read them.
 * Free of test-runner imports: plain Node runs it too (the bench), by type stripping.
 */
import type { Match } from "#contract/schemas.ts";

export interface ParsedEvent {
  event?: string;
  id?: string;
  data?: string;
}

/** Events of an SSE text (comments and `retry` skipped); a trailing incomplete event is left out. */
export function parseEvents(text: string): ParsedEvent[] {
  const blocks = text.split("\n\n");
  blocks.pop();
  return blocks.flatMap((block) => parseEventBlock(block) ?? []);
}

/** One SSE event (the text between two blank lines): its fields, or undefined for a comment or `retry` alone. */
export function parseEventBlock(block: string): ParsedEvent | undefined {
  const event: ParsedEvent = {};
  for (const line of block.split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, "");
    if (field === "event" || field === "id" || field === "data") event[field] = value;
  }
  return event.data === undefined ? undefined : event;
}

/** A match as a backend sends it while in play: live at `minute` with score `home`:`away`. */
export function inPlay(match: Match, minute: number, home: number, away: number): Match {
  return {
    ...match,
    status: "live",
    live: { period: minute <= 45 ? "first_half" : "second_half", minute, stoppage: null },
    score: { ht: minute > 45 ? match.score.ht : null, ft: { home, away }, et: null, penalties: null },
    winner: null,
  };
}

/** A match before kick-off. */
export function scheduled(match: Match): Match {
  return { ...match, status: "scheduled", live: null, score: { ht: null, ft: null, et: null, penalties: null }, winner: null };
}
