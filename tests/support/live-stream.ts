/**
 * Test support of the live hub's unit tests: a stream target that records what the hub writes, and
 * a competition's recorded round from the embedded backend.
 */
import type { StreamTarget } from "#app/features/live/hub.server.ts";
import { type Match, MatchesResponseSchema } from "#contract/schemas.ts";
import { type ParsedEvent, parseEvents } from "./live-events.ts";
import { embeddedApi } from "./services.ts";

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
