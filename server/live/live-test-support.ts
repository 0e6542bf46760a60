/**
 * Test support of the live stream's tests (imported by tests only): a stream target that records
 * what the hub writes, a fake backend round built from real matches, and an SSE parser.
 */
import { type Match, MatchesResponseSchema } from "../../app/results/schemas.ts";
import { embeddedApi } from "../../tests/support/services.ts";
import type { StreamTarget } from "./hub.ts";

export interface ParsedEvent {
  event?: string;
  id?: string;
  data?: string;
}

/** Events of an SSE text (comments and `retry` skipped); a trailing incomplete event is left out. */
export function parseEvents(text: string): ParsedEvent[] {
  const events: ParsedEvent[] = [];
  const blocks = text.split("\n\n");
  blocks.pop();
  for (const block of blocks) {
    const event: ParsedEvent = {};
    for (const line of block.split("\n")) {
      const colon = line.indexOf(":");
      if (colon <= 0) continue;
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, "");
      if (field === "event" || field === "id" || field === "data") event[field] = value;
    }
    if (event.data !== undefined) events.push(event);
  }
  return events;
}

export interface MatchesData {
  competition_id: number;
  matches: { id: number; status: string; live: { minute: number | null } | null; score: { ft: { home: number; away: number } | null } }[];
}

export class RecordingTarget implements StreamTarget {
  text = "";
  writableLength = 0;
  ended = false;
  destroyed = false;
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
  end(chunk?: string): void {
    if (chunk) this.text += chunk;
    this.ended = true;
  }
  destroy(): void {
    this.destroyed = true;
  }
  events(): ParsedEvent[] {
    return parseEvents(this.text);
  }
  /** The `matches` events' data. */
  matches(): MatchesData[] {
    return this.events()
      .filter((event) => event.event === "matches")
      .map((event) => JSON.parse(event.data!) as MatchesData);
  }
}

/** The recorded current round of a competition of the embedded backend (all finished). */
export async function recordedRound(competitionId: number): Promise<Match[]> {
  const response = await embeddedApi(
    new Request(`http://localhost/api/competitions/${competitionId}/matches`, {
      method: "POST",
      body: '{"lng":"de"}',
      headers: { "content-type": "application/json" },
    }),
  );
  return MatchesResponseSchema.parse(await response.json()).data;
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
