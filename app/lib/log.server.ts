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

const lastLogged = new Map<string, number>();
export const FAILURE_LOG_INTERVAL_MS = 60_000;

export function logFailureOnce(source: string, cause: string, fields: Record<string, unknown> = {}, now = Date.now()): boolean {
  const key = `${source}\u0000${cause}`;
  const previous = lastLogged.get(key);
  if (previous !== undefined && now - previous < FAILURE_LOG_INTERVAL_MS) return false;
  lastLogged.set(key, now);
  log("warn", "source_failure", { source, cause, ...fields });
  return true;
}

/** An error's message with the causes behind it ("request error: connect ECONNREFUSED …"). */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message}: ${errorMessage(error.cause)}`;
}
