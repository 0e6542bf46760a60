/**
 * The replay clock of the embedded backend (RESULTS_CLOCK, RESULTS_CLOCK_RATE): it shows `start`
 * when it is made (the server's start) and moves forward at `rate` times real time, so the
 * recorded seasons are answered as if they were being played (match-timeline.ts).
 */
export interface ReplayClock {
  /** The replayed moment, in milliseconds since the epoch. */
  now(): number;
}

export function createReplayClock(start: string | Date, rate = 1, realNow: () => number = Date.now): ReplayClock {
  const startMs = new Date(start).getTime();
  if (!Number.isFinite(startMs)) throw new RangeError(`replay clock: unreadable start ${JSON.stringify(String(start))}`);
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError(`replay clock: the rate must be a number above 0, not ${rate}`);
  const startedAt = realNow();
  return { now: () => startMs + (realNow() - startedAt) * rate };
}

/** A clock standing still at `at`: for tests and for answering "as of" one moment. */
export function fixedClock(at: string | Date): ReplayClock {
  const ms = new Date(at).getTime();
  return { now: () => ms };
}
