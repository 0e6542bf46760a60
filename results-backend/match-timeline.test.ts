import { describe, expect, it } from "vitest";
import type { Score } from "#contract/schemas.ts";
import { matchStateAt, matchTimeline, periodOfGoal, SHOOTOUT_MINUTES, shootoutCountAt, type RecordedMatch } from "./match-timeline.ts";
import { createReplayClock } from "./replay-clock.ts";

/**
 * The replay's timing model on made-up matches (the real ones are in replay.test.ts): the phases,
 * football's minute, stoppage stretched by goals, and the score with and without goal events.
 */

const KICKOFF = "2025-03-15T14:30:00.000Z";
const minutesAfter = (minutes: number) => Date.parse(KICKOFF) + minutes * 60_000;
const pair = (home: number, away: number) => ({ home, away });
const score = (s: Partial<Score>): Score => ({ ht: null, ft: null, et: null, penalties: null, ...s });

function match(s: Partial<Score>, goals: RecordedMatch["goals"] = null, status: RecordedMatch["status"] = "finished"): RecordedMatch {
  return { kickoff: KICKOFF, status, score: score(s), goals };
}

const stateAt = (m: RecordedMatch, minutes: number) => matchStateAt(matchTimeline(m), minutesAfter(minutes));

describe("phases of a match without extra time: 45+2, 15 half-time, 45+5", () => {
  const plain = match({ ht: pair(0, 0), ft: pair(1, 0) });

  it("is scheduled without a score until kick-off, then live from the first minute", () => {
    expect(stateAt(plain, -0.01)).toEqual({ status: "scheduled", score: score({}), live: null, goalCount: 0 });
    expect(stateAt(plain, 0).live).toEqual({ period: "first_half", minute: 1, stoppage: null });
    expect(stateAt(plain, 44.99).live).toEqual({ period: "first_half", minute: 45, stoppage: null });
  });

  it("writes stoppage time as 45+1', 45+2', then half-time for 15 minutes", () => {
    expect(stateAt(plain, 45).live).toEqual({ period: "first_half", minute: 45, stoppage: 1 });
    expect(stateAt(plain, 46.5).live).toEqual({ period: "first_half", minute: 45, stoppage: 2 });
    expect(stateAt(plain, 47)).toMatchObject({ status: "half_time", live: { period: "half_time", minute: null, stoppage: null } });
    expect(stateAt(plain, 61.99).status).toBe("half_time");
    expect(stateAt(plain, 62).live).toEqual({ period: "second_half", minute: 46, stoppage: null });
  });

  it("ends 45+5 into the second half, then stands as recorded", () => {
    expect(stateAt(plain, 62 + 49.99).live).toEqual({ period: "second_half", minute: 90, stoppage: 5 });
    const end = stateAt(plain, 112);
    expect(end).toEqual({ status: "finished", score: plain.score, live: null, goalCount: 0 });
  });
});

describe("the score without goal events: half-time and full-time only", () => {
  const htFt = match({ ht: pair(0, 2), ft: pair(2, 3) });

  it("is 0:0 until half-time, the half-time score until the final whistle, then the result", () => {
    expect(stateAt(htFt, 30).score).toEqual(score({ ft: pair(0, 0) }));
    expect(stateAt(htFt, 50).score).toEqual(score({ ht: pair(0, 2), ft: pair(0, 2) }));
    expect(stateAt(htFt, 111).score).toEqual(score({ ht: pair(0, 2), ft: pair(0, 2) }));
    expect(stateAt(htFt, 112).score).toEqual(score({ ht: pair(0, 2), ft: pair(2, 3) }));
  });

  it("keeps 0:0 through the match where the half-time score is unknown too", () => {
    const ftOnly = match({ ft: pair(1, 1) });
    expect(stateAt(ftOnly, 100).score).toEqual(score({ ft: pair(0, 0) }));
    expect(stateAt(ftOnly, 112).score).toEqual(score({ ft: pair(1, 1) }));
  });

  it("shows the extra-time score only at the end of extra time and the shoot-out only when it is over", () => {
    // 47 + 15 + 50 = 112 end of normal time; break 5; 16 (15+1); change 1; 16; shoot-out 10.
    const cup = match({ ht: pair(1, 0), ft: pair(1, 1), et: pair(2, 2), penalties: pair(4, 3) });
    expect(stateAt(cup, 113)).toMatchObject({ status: "live", live: { period: "extra_time_break" }, score: score({ ht: pair(1, 0), ft: pair(1, 1) }) });
    expect(stateAt(cup, 117).live).toEqual({ period: "extra_time_first", minute: 91, stoppage: null });
    expect(stateAt(cup, 125).score).toEqual(score({ ht: pair(1, 0), ft: pair(1, 1), et: pair(1, 1) }));
    expect(stateAt(cup, 133).live).toEqual({ period: "extra_time_break", minute: null, stoppage: null });
    expect(stateAt(cup, 134).live).toEqual({ period: "extra_time_second", minute: 106, stoppage: null });
    expect(stateAt(cup, 150)).toMatchObject({
      live: { period: "penalties", penalties: pair(0, 0) },
      score: score({ ht: pair(1, 0), ft: pair(1, 1), et: pair(2, 2) }),
    });
    expect(stateAt(cup, 159).live?.penalties).toEqual(pair(4, 3));
    expect(stateAt(cup, 160)).toMatchObject({ status: "finished", live: null, score: cup.score });
  });
});

describe("a shoot-out's running count", () => {
  it("takes the kicks alternately, home first, and ends at the recorded score within the shoot-out", () => {
    const counts = Array.from({ length: SHOOTOUT_MINUTES + 1 }, (_, minute) => shootoutCountAt(pair(4, 2), minute));
    expect(counts[0]).toEqual(pair(0, 0));
    expect(counts[1]).toEqual(pair(1, 0));
    expect(counts[2]).toEqual(pair(1, 1));
    expect(counts[SHOOTOUT_MINUTES - 1]).toEqual(pair(4, 2));
    // Never down, one kick's goal at a time.
    counts.slice(1).forEach((count, i) => {
      const before = counts[i]!;
      expect(count.home - before.home + count.away - before.away).toBeLessThanOrEqual(2);
      expect(count.home >= before.home && count.away >= before.away).toBe(true);
    });
  });

  it("runs into sudden death for a long shoot-out", () => {
    expect(shootoutCountAt(pair(7, 8), SHOOTOUT_MINUTES - 1)).toEqual(pair(7, 8));
    expect(shootoutCountAt(pair(7, 8), 5).home).toBeLessThan(7);
  });
});

describe("the score with goal events: exact to the minute", () => {
  const goals = [
    { side: "home", minute: 10, stoppage: null },
    { side: "away", minute: 45, stoppage: 4 },
    { side: "home", minute: 90, stoppage: 7 },
  ] as const;
  const stretched = match({ ht: pair(1, 1), ft: pair(2, 1) }, goals);

  it("stretches a half to the latest stoppage minute of a goal in it", () => {
    const timeline = matchTimeline(stretched);
    expect(timeline.phases.map((p) => [p.period, p.end - p.start])).toEqual([
      ["first_half", 49],
      ["half_time", 15],
      ["second_half", 52],
    ]);
  });

  it("counts a goal from the start of its minute", () => {
    expect(stateAt(stretched, 8.99).score.ft).toEqual(pair(0, 0));
    expect(stateAt(stretched, 9)).toMatchObject({ goalCount: 1, score: { ft: pair(1, 0) }, live: { minute: 10 } });
    expect(stateAt(stretched, 47.99)).toMatchObject({ goalCount: 1, live: { minute: 45, stoppage: 3 } });
    expect(stateAt(stretched, 48)).toMatchObject({ goalCount: 2, score: { ft: pair(1, 1) }, live: { minute: 45, stoppage: 4 } });
    expect(stateAt(stretched, 49)).toMatchObject({ status: "half_time", score: { ht: pair(1, 1), ft: pair(1, 1) } });
    expect(stateAt(stretched, 64 + 51)).toMatchObject({ goalCount: 3, score: { ft: pair(2, 1) }, live: { minute: 90, stoppage: 7 } });
  });

  it("puts 45+x into the first half and 46 into the second", () => {
    expect(periodOfGoal({ minute: 45 })).toBe("first_half");
    expect(periodOfGoal({ minute: 46 })).toBe("second_half");
    expect(periodOfGoal({ minute: 90 })).toBe("second_half");
    expect(periodOfGoal({ minute: 91 })).toBe("extra_time_first");
    expect(periodOfGoal({ minute: 105 })).toBe("extra_time_first");
    expect(periodOfGoal({ minute: 106 })).toBe("extra_time_second");
  });
});

describe("matches that were not played to the end", () => {
  it("keeps postponed and cancelled matches as recorded at every moment", () => {
    for (const status of ["postponed", "canceled"] as const) {
      const m = match({}, null, status);
      expect(stateAt(m, -600).status).toBe(status);
      expect(stateAt(m, 30).status).toBe(status);
    }
  });

  it("shows abandoned and awarded matches scheduled before kick-off and as recorded from it", () => {
    const awarded = match({ ft: pair(0, 2) }, null, "awarded");
    expect(stateAt(awarded, -1)).toMatchObject({ status: "scheduled", score: score({}) });
    expect(stateAt(awarded, 0)).toMatchObject({ status: "awarded", score: score({ ft: pair(0, 2) }), live: null });
  });
});

describe("the replay clock", () => {
  it("starts at its moment and runs at its rate", () => {
    let real = 1_000_000;
    const clock = createReplayClock("2022-12-18T15:00:00Z", 60, () => real);
    expect(new Date(clock.now()).toISOString()).toBe("2022-12-18T15:00:00.000Z");
    real += 1_000;
    expect(new Date(clock.now()).toISOString()).toBe("2022-12-18T15:01:00.000Z");
    real += 104_000;
    expect(new Date(clock.now()).toISOString()).toBe("2022-12-18T16:45:00.000Z");
  });

  it("refuses a start it cannot read and a rate that is not above 0", () => {
    expect(() => createReplayClock("soon")).toThrow(/unreadable start/);
    expect(() => createReplayClock("2022-12-18T15:00:00Z", 0)).toThrow(/above 0/);
  });
});
