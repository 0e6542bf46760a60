/**
 * Structured JSON logs, one line per event. `logFailureOnce` keeps a failing data source from
 * flooding the log: the same source and cause is logged at most once per interval.
 */
type Level = "info" | "warn" | "error";

export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  if (process.env.NODE_ENV === "test" && !process.env.LOG_IN_TESTS) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(line + "\n");
}

/**
 * When each source and cause was last logged, oldest first (an entry moves to the end when logged
 * again). Causes can hold request-specific text, so the map is bounded: entries older than the
 * interval are dropped (they would log again anyway), and at most FAILURE_LOG_MAX_CAUSES distinct
 * causes are remembered. Beyond that, a new cause is not logged on its own within the interval;
 * one line per interval says that causes were suppressed, so a flood of distinct causes neither
 * grows memory nor floods the log.
 */
const lastLogged = new Map<string, number>();
let suppressedSince: number | undefined;
let suppressedCount = 0;
export const FAILURE_LOG_INTERVAL_MS = 60_000;
export const FAILURE_LOG_MAX_CAUSES = 500;
/** Longer causes are told apart by their beginning only (the key's size is bounded too). */
const MAX_CAUSE_KEY_LENGTH = 500;

export function logFailureOnce(source: string, cause: string, fields: Record<string, unknown> = {}, now = Date.now()): boolean {
  forgetOlderThan(now - FAILURE_LOG_INTERVAL_MS);
  const key = `${source}\u0000${cause.slice(0, MAX_CAUSE_KEY_LENGTH)}`;
  const previous = lastLogged.get(key);
  if (previous !== undefined && now - previous < FAILURE_LOG_INTERVAL_MS) return false;
  if (previous === undefined && lastLogged.size >= FAILURE_LOG_MAX_CAUSES) {
    suppressedCount++;
    if (suppressedSince === undefined || now - suppressedSince >= FAILURE_LOG_INTERVAL_MS) {
      log("warn", "source_failures_suppressed", { distinctCauses: FAILURE_LOG_MAX_CAUSES, suppressed: suppressedCount, source });
      suppressedSince = now;
      suppressedCount = 0;
    }
    return false;
  }
  lastLogged.delete(key);
  lastLogged.set(key, now);
  log("warn", "source_failure", { source, cause, ...fields });
  return true;
}

/** Drops the entries logged before `limit` (from the front: the map is ordered by time logged). */
function forgetOlderThan(limit: number): void {
  for (const [key, loggedAt] of lastLogged) {
    if (loggedAt > limit) break;
    lastLogged.delete(key);
  }
}

/** How many source+cause entries `logFailureOnce` remembers (for tests). */
export function failureLogSize(): number {
  return lastLogged.size;
}

/** An error's message with the causes behind it ("request error: connect ECONNREFUSED …"). */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message}: ${errorMessage(error.cause)}`;
}
