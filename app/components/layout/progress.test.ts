import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextProgress, progressStore } from "./progress.ts";

describe("progress bar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks every 100 ms to about 95 % in about 5 s, then waits", () => {
    progressStore.start();
    vi.advanceTimersByTime(2_500);
    expect(progressStore.get().percent).toBeCloseTo(47.5, 5);
    vi.advanceTimersByTime(2_500);
    expect(progressStore.get().percent).toBeCloseTo(95, 5);
    vi.advanceTimersByTime(10_000);
    expect(progressStore.get().percent).toBe(95);
    expect(nextProgress(95)).toBe(95);
  });

  it("completes at 100 % and fades to idle", () => {
    progressStore.start();
    vi.advanceTimersByTime(300);
    progressStore.finish();
    expect(progressStore.get()).toEqual({ phase: "done", percent: 100 });
    vi.advanceTimersByTime(1_000);
    expect(progressStore.get().phase).toBe("idle");
  });

  it("turns red when the error page shows, before or after the navigation ends, and stays red", () => {
    progressStore.start();
    progressStore.finish();
    progressStore.fail();
    expect(progressStore.get()).toEqual({ phase: "failed", percent: 100 });
    vi.advanceTimersByTime(5_000);
    expect(progressStore.get().phase).toBe("failed");

    vi.advanceTimersByTime(10);
    progressStore.start();
    progressStore.fail();
    progressStore.finish();
    expect(progressStore.get().phase).toBe("failed");

    vi.advanceTimersByTime(10);
    progressStore.start();
    expect(progressStore.get().phase).toBe("loading");
  });

  it("ignores an end without a start", () => {
    progressStore.start();
    progressStore.finish();
    vi.advanceTimersByTime(1_000);
    progressStore.finish();
    expect(progressStore.get().phase).toBe("idle");
  });
});
