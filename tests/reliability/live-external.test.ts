/**
 * The live stream against a fake external backend (API_BASE_URL): the backend sends status, minute
 * and score itself (no replay clock). 500 readers of one competition get a goal and a new minute,
 * the backend sees one `matches` call per interval for it, closing the readers leaves no stream
 * open, and SIGTERM ends open streams at once.
 */
import { describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, SKIP_MESSAGE, sleep, startSite } from "../support/reliability.ts";
import { liveStats, openSseReader, type SseReader, startLiveFakeBackend } from "./live-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const SITE_PORT = 4632;
const BACKEND_PORT = 4633;
/** The site's metrics listener, where the hub's counters are. */
const METRICS_PORT = 4636;
const METRICS_ORIGIN = `http://127.0.0.1:${METRICS_PORT}`;
const POLL_MS = 1000;
const READERS = 500;
/** The Bundesliga (id 1), and the Serie A (4) with nothing in play. */
const LIVE_COMPETITION = 1;
const IDLE_COMPETITION = 4;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

interface MatchesData {
  competition_id: number;
  matches: { id: number; status: string; live: { minute: number } | null; score: { ft: { home: number; away: number } | null } }[];
}

describe.skipIf(BUILD_MISSING)("live stream with an external backend", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);

  it("brings 500 readers a goal and a new minute from one upstream poll per interval, and leaves no stream behind", async () => {
    const backend = await startLiveFakeBackend(BACKEND_PORT, [LIVE_COMPETITION, IDLE_COMPETITION]);
    backend.setLive(LIVE_COMPETITION, 0, 23, 0, 0);
    const site = await startSite(SITE_PORT, {
      API_BASE_URL: `${backend.origin}/api`,
      LIVE_POLL_MS: String(POLL_MS),
      LIVE_IDLE_POLL_MS: "60000",
      // Every reader connects from loopback: one client, allowed all of them.
      LIVE_MAX_STREAMS_PER_CLIENT: String(READERS),
      METRICS_PORT: String(METRICS_PORT),
      LOG_REQUESTS: "false",
    });
    const readers: SseReader[] = [];
    try {
      const watched = backend.round(LIVE_COMPETITION)[0]!;
      for (let i = 0; i < READERS; i++) readers.push(openSseReader(SITE_PORT, `/live?c=${LIVE_COMPETITION}&c=${IDLE_COMPETITION}`));
      await Promise.all(readers.map((reader) => reader.opened));
      expect(readers.filter((reader) => reader.status !== 200 || reader.error)).toEqual([]);
      // Each has the snapshot of both rounds: the live match at 23', 0:0.
      await until(() => readers.every((reader) => reader.events.length >= 2), 10_000, "snapshots");
      for (const reader of readers) {
        const snapshot = JSON.parse(reader.events.find((event) => event.data!.includes(`"competition_id":${LIVE_COMPETITION}`))!.data!) as MatchesData;
        expect(snapshot.matches.find((match) => match.id === watched.id)).toMatchObject({
          status: "live",
          live: { minute: 23 },
          score: { ft: { home: 0, away: 0 } },
        });
      }

      // A goal in the 24th minute.
      backend.setLive(LIVE_COMPETITION, 0, 24, 1, 0);
      const goal = (reader: SseReader) =>
        reader.events.some((event) => {
          if (event.event !== "matches") return false;
          const match = (JSON.parse(event.data!) as MatchesData).matches.find((m) => m.id === watched.id);
          return match?.live?.minute === 24 && match.score.ft?.home === 1;
        });
      await until(() => readers.every(goal), 3 * POLL_MS, "every reader has the goal");
      await until(() => readers.every((reader) => reader.events.some((event) => event.event === "table")), POLL_MS, "every reader has the table event");

      // One matches call per interval for the live competition, over five intervals (±1).
      const windowStart = performance.now();
      // A sleep: the polls are counted over a window of the server's clock.
      await sleep(5 * POLL_MS);
      const inWindow = backend.matchesCalls.filter((call) => call.at >= windowStart && call.competitionId === LIVE_COMPETITION);
      expect(inWindow.length).toBeGreaterThanOrEqual(4);
      expect(inWindow.length).toBeLessThanOrEqual(6);
      // The idle competition was polled once, for the snapshot, whatever the number of readers.
      expect(backend.matchesCalls.filter((call) => call.competitionId === IDLE_COMPETITION)).toHaveLength(1);

      expect((await liveStats(METRICS_ORIGIN)).openStreams).toBe(READERS);
      for (const reader of readers) reader.close();
      await until(async () => (await liveStats(METRICS_ORIGIN)).openStreams === 0, 2000, "no stream open after the readers left");
      const after = backend.matchesCalls.length;
      // A sleep: what is checked is that no poll comes, which only time can show.
      await sleep(3 * POLL_MS);
      expect(backend.matchesCalls.length - after, "nobody follows: no more polls").toBeLessThanOrEqual(1);
    } finally {
      for (const reader of readers) reader.close();
      await site.stop();
      await backend.close();
    }
  });

  it("ends the open streams at SIGTERM and exits at once", async () => {
    const backend = await startLiveFakeBackend(BACKEND_PORT, [LIVE_COMPETITION]);
    backend.setLive(LIVE_COMPETITION, 0, 60, 2, 1);
    const site = await startSite(SITE_PORT, { API_BASE_URL: `${backend.origin}/api`, LIVE_POLL_MS: String(POLL_MS), LOG_REQUESTS: "false" });
    try {
      const readers = Array.from({ length: 50 }, () => openSseReader(SITE_PORT, `/live?c=${LIVE_COMPETITION}`));
      await until(() => readers.every((reader) => reader.events.length >= 1), 10_000, "snapshots");
      const exited = new Promise<number | null>((resolve) => site.child.once("exit", (code) => resolve(code)));
      const signalledAt = Date.now();
      site.child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(3000);
      await until(() => readers.every((reader) => reader.ended), 1000, "every stream ended");
    } finally {
      await site.stop();
      await backend.close();
    }
  });
});
