/**
 * What the live stream's reliability test and `npm run bench:live` share (run from the repository
 * root; plain Node runs this file too, by type stripping):
 *
 * - a fake external results backend: a node:http server answering the two calls the live stream
 *   needs, `competitions` and `matches` (the current round), in the API's shapes, with the recorded
 *   competitions and rounds of the embedded data as its starting point and the status, minute and
 *   score of each match set by the caller, as a real backend's live data would be (no replay);
 * - SSE readers: raw node:http clients that parse the stream and note when each event arrived.
 */
import { rmSync } from "node:fs";
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { CompetitionsResponse, Match, MatchesResponse } from "#contract/schemas.ts";
import { openEmbeddedBackend } from "#results-backend/embedded.ts";
import { inPlay, parseEventBlock, scheduled } from "../support/live-events.ts";
import { dataDirWithResults } from "../support/reliability.ts";

export interface MatchesCall {
  competitionId: number;
  /** performance.now() of the process that runs the fake, when the call arrived. */
  at: number;
}

export interface LiveFakeBackend {
  origin: string;
  /** Every `matches` call, in order. */
  matchesCalls: MatchesCall[];
  /** The current round of a competition, as the backend answers it; change its matches in place. */
  round(competitionId: number): Match[];
  /** Sets a match in play at `minute` with the score `home`:`away`. */
  setLive(competitionId: number, index: number, minute: number, home: number, away: number): void;
  close(): Promise<void>;
}

/** The recorded answers of the embedded backend in German, read once (the data in data/openfootball). */
async function recordedAnswers(competitionIds: readonly number[]) {
  const dataDir = dataDirWithResults("live-fake-");
  const backend = openEmbeddedBackend(dataDir);
  const call = async <T>(apiPath: string): Promise<T> => {
    const response = await backend.handle(
      new Request(`http://fake.invalid/api${apiPath}`, { method: "POST", body: '{"lng":"de"}', headers: { "content-type": "application/json" } }),
    );
    return (await response.json()) as T;
  };
  try {
    const competitions = await call<CompetitionsResponse>("/competitions");
    const rounds = new Map<number, MatchesResponse>();
    for (const id of competitionIds) rounds.set(id, await call<MatchesResponse>(`/competitions/${id}/matches`));
    return { competitions, rounds };
  } finally {
    backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function startLiveFakeBackend(port: number, competitionIds: readonly number[]): Promise<LiveFakeBackend> {
  const { competitions, rounds } = await recordedAnswers(competitionIds);
  // Every match of the followed rounds starts as scheduled; the caller kicks them off.
  for (const answer of rounds.values()) answer.data = answer.data.map(scheduled);
  const matchesCalls: MatchesCall[] = [];
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    req.resume();
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    if (req.method !== "POST") return send(res, 405, { status: 405, error: "Method Not Allowed", message: "POST only" });
    if (url.pathname === "/api/competitions") return send(res, 200, competitions);
    const match = /^\/api\/competitions\/(\d+)\/matches$/.exec(url.pathname);
    const answer = match ? rounds.get(Number(match[1])) : undefined;
    if (match && answer) {
      matchesCalls.push({ competitionId: Number(match[1]), at: performance.now() });
      return send(res, 200, answer);
    }
    send(res, 404, { status: 404, error: "Not Found", message: `not offered by this fake: ${url.pathname}` });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const round = (competitionId: number) => rounds.get(competitionId)!.data;
  return {
    origin: `http://127.0.0.1:${port}`,
    matchesCalls,
    round,
    setLive(competitionId, index, minute, home, away) {
      const matches = round(competitionId);
      // Every match of the fake starts scheduled, without a half-time score to keep.
      matches[index] = inPlay(matches[index]!, minute, home, away);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SseEvent {
  event?: string;
  id?: string;
  data?: string;
  /** When the reader had the whole event (ms, performance.now() time origin shared by the process). */
  receivedAt: number;
}

export interface SseReader {
  status?: number;
  /** Parsed events so far (only those `keep` accepted, when given). */
  events: SseEvent[];
  /** Set when the connection failed or was refused. */
  error?: string;
  ended: boolean;
  opened: Promise<void>;
  close(): void;
}

/**
 * A raw node:http EventSource stand-in on `/live?…`. `onEvent` sees every event as it completes;
 * `keep` decides which are stored (10,000 readers should not each keep every event).
 */
export function openSseReader(
  port: number,
  target: string,
  options: { onEvent?: (event: SseEvent) => void; keep?: (event: SseEvent) => boolean; headers?: Record<string, string> } = {},
): SseReader {
  let rest = "";
  let openedResolve!: () => void;
  const reader: SseReader = {
    events: [],
    ended: false,
    opened: new Promise<void>((resolve) => (openedResolve = resolve)),
    close: () => req.destroy(),
  };
  const req = request({ host: "127.0.0.1", port, path: target, agent: false, headers: { accept: "text/event-stream", ...options.headers } }, (res) => {
    reader.status = res.statusCode;
    openedResolve();
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      rest += chunk;
      let end: number;
      while ((end = rest.indexOf("\n\n")) !== -1) {
        const block = rest.slice(0, end);
        rest = rest.slice(end + 2);
        const event = parseBlock(block);
        if (!event) continue;
        options.onEvent?.(event);
        if (!options.keep || options.keep(event)) reader.events.push(event);
      }
    });
    res.on("close", () => (reader.ended = true));
  });
  req.on("error", (error: NodeJS.ErrnoException) => {
    reader.error = error.code ?? error.message;
    reader.ended = true;
    openedResolve();
  });
  req.end();
  return reader;
}

function parseBlock(block: string): SseEvent | undefined {
  const fields = parseEventBlock(block);
  return fields && { ...fields, receivedAt: performance.now() };
}

/** The hub's counters (`/live/stats` on the metrics listener, METRICS_PORT). */
export interface LiveStatsAnswer {
  openStreams: number;
  maxStreams: number;
  pendingStreams: number;
  polls: Record<string, number>;
  eventsSent: number;
  droppedSlowReaders: number;
  memory: { rss: number; heapUsed: number };
}

/** The counters, read from the origin of the server's metrics listener (not its public port). */
export async function liveStats(metricsOrigin: string): Promise<LiveStatsAnswer> {
  const response = await fetch(`${metricsOrigin}/live/stats`);
  if (!response.ok) throw new Error(`/live/stats answered ${response.status}`);
  return (await response.json()) as never;
}
