import type { DirectApi } from "#contract/api-calls.ts";
import { log } from "#lib/log.server.ts";
import { openDatabase } from "./database.server.ts";
import { answerDirectly, type ApiRequestHandler, createApiHandler } from "./handler.server.ts";
import { createReplayClock, type ReplayClock } from "./replay-clock.ts";
import { ResultsStore } from "./results-store.server.ts";

/**
 * The embedded results & news backend as the site's server runs it in-process (docs/api.md): its
 * SQLite database in `dataDir` is opened, and built first when it is missing or outdated, right
 * here, so a broken data set or an unwritable DATA_DIR is an error at start-up naming the cause.
 * `handle` answers the API's Requests exactly as the backend would over the network (the `/api`
 * face); `answer` answers the same calls in-process with the typed answer objects, no Request,
 * JSON or validation between (the site's own path, docs/decisions/0113-results-backend-as-a-service.md).
 *
 * With `replay` (RESULTS_CLOCK and RESULTS_CLOCK_RATE) the backend answers as of a replay clock
 * that starts at `replay.start` now and runs at `replay.rate` times real time
 * (docs/decisions/0110-live-status-and-replay-clock.md); `clock` hands in a clock of one's own (tests).
 */
export interface EmbeddedBackend {
  handle: ApiRequestHandler;
  answer: DirectApi;
  close(): void;
}

export interface EmbeddedBackendOptions {
  replay?: { start: string; rate: number };
  clock?: ReplayClock;
}

export function openEmbeddedBackend(dataDir: string, options: EmbeddedBackendOptions = {}): EmbeddedBackend {
  const database = openDatabase(dataDir);
  const clock = options.clock ?? (options.replay ? createReplayClock(options.replay.start, options.replay.rate) : undefined);
  if (options.replay) log("info", "results_replay", { clock: options.replay.start, rate: options.replay.rate });
  const store = new ResultsStore(database, { clock });
  return { handle: createApiHandler(store), answer: answerDirectly(store), close: () => database.close() };
}
