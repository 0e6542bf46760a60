import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * `logFailureOnce` (lib/log.server.ts): once per source and cause and interval, with bounded
 * memory however many distinct causes arrive. Each test gets a fresh module (its map starts empty)
 * and reads the log lines it would write.
 */
type LogModule = typeof import("./log.server.ts");
let logging: LogModule;
let lines: { event: string; [field: string]: unknown }[];

beforeEach(async () => {
  vi.resetModules();
  logging = await import("./log.server.ts");
  lines = [];
  vi.stubEnv("LOG_IN_TESTS", "1");
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(JSON.parse(String(chunk)) as (typeof lines)[number]);
    return true;
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const T0 = 1_000_000_000;

describe("logFailureOnce", () => {
  it("logs a source and cause once per interval", () => {
    const { logFailureOnce, FAILURE_LOG_INTERVAL_MS } = logging;
    expect(logFailureOnce("results-api", "request error", { key: "de:table:1" }, T0)).toBe(true);
    expect(logFailureOnce("results-api", "request error", {}, T0 + FAILURE_LOG_INTERVAL_MS - 1)).toBe(false);
    expect(logFailureOnce("content", "request error", {}, T0 + 1)).toBe(true);
    expect(logFailureOnce("results-api", "request error", {}, T0 + FAILURE_LOG_INTERVAL_MS)).toBe(true);
    expect(lines.map((l) => [l.event, l.source, l.cause])).toEqual([
      ["source_failure", "results-api", "request error"],
      ["source_failure", "content", "request error"],
      ["source_failure", "results-api", "request error"],
    ]);
    expect(lines[0]).toMatchObject({ level: "warn", key: "de:table:1" });
  });

  it("forgets a cause once its interval has passed", () => {
    const { logFailureOnce, failureLogSize, FAILURE_LOG_INTERVAL_MS } = logging;
    for (let i = 0; i < 100; i++) logFailureOnce("results-api", `cause ${i}`, {}, T0 + i);
    expect(failureLogSize()).toBe(100);
    logFailureOnce("results-api", "later", {}, T0 + 50 + FAILURE_LOG_INTERVAL_MS);
    // Causes 0…50 are an interval old: gone; 51…99 and "later" remain.
    expect(failureLogSize()).toBe(50);
    logFailureOnce("results-api", "much later", {}, T0 + 10 * FAILURE_LOG_INTERVAL_MS);
    expect(failureLogSize()).toBe(1);
  });

  it("a flood of distinct causes neither grows memory nor floods the log", () => {
    const { logFailureOnce, failureLogSize, FAILURE_LOG_MAX_CAUSES, FAILURE_LOG_INTERVAL_MS } = logging;
    let logged = 0;
    // Causes with request-specific text, all within one interval.
    for (let i = 0; i < 20_000; i++) if (logFailureOnce("results-api", `unexpected response for /x?${i}: ${"y".repeat(i % 50)}`, {}, T0 + i)) logged++;
    expect(failureLogSize()).toBeLessThanOrEqual(FAILURE_LOG_MAX_CAUSES);
    expect(logged).toBe(FAILURE_LOG_MAX_CAUSES);
    // One line says that causes were suppressed; the interval after the flood, causes log again.
    expect(lines.filter((l) => l.event === "source_failures_suppressed")).toHaveLength(1);
    expect(lines.filter((l) => l.event === "source_failure")).toHaveLength(FAILURE_LOG_MAX_CAUSES);
    expect(logFailureOnce("content", "status 401", {}, T0 + 20_000 + FAILURE_LOG_INTERVAL_MS)).toBe(true);
    expect(failureLogSize()).toBeLessThanOrEqual(FAILURE_LOG_MAX_CAUSES);
  });

  it("a cause already logged is still deduplicated while the map is full", () => {
    const { logFailureOnce, FAILURE_LOG_MAX_CAUSES } = logging;
    for (let i = 0; i < FAILURE_LOG_MAX_CAUSES; i++) logFailureOnce("results-api", `cause ${i}`, {}, T0);
    expect(logFailureOnce("results-api", "cause 7", {}, T0 + 1)).toBe(false);
    expect(logFailureOnce("results-api", "a new cause", {}, T0 + 1)).toBe(false);
  });

  it("tells long causes apart by their beginning, so a key's size is bounded too", () => {
    const { logFailureOnce } = logging;
    const long = "x".repeat(100_000);
    expect(logFailureOnce("results-api", `${long}a`, {}, T0)).toBe(true);
    expect(logFailureOnce("results-api", `${long}b`, {}, T0 + 1)).toBe(false);
    // The line still carries the whole cause.
    expect(String(lines[0]!.cause)).toHaveLength(100_001);
  });
});
