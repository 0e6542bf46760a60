import { describe, expect, it } from "vitest";
import type { Scorer } from "#contract/schemas.ts";
import { testServices } from "#tests/support/services.ts";
import { LEADING_SCORERS, leadingScorers, scorersList } from "./scorers-view.ts";

const team = { id: 1, name: "Team", slug: "team", country_code: null };
const scorer = (rank: number, goals: number): Scorer => ({ rank, name: `Player ${rank}-${goals}`, team, goals, penalties: 0 });

describe("the leading scorers", () => {
  it("keeps the first 25 and everyone tied with the 25th", () => {
    const list = [...Array.from({ length: 24 }, (_, i) => scorer(i + 1, 40 - i)), scorer(25, 10), scorer(25, 10), scorer(25, 10), scorer(28, 9)];
    expect(leadingScorers(list)).toHaveLength(27);
    expect(leadingScorers(list).at(-1)!.rank).toBe(25);
  });

  it("keeps a list of 25 or fewer as it is", () => {
    const list = Array.from({ length: 25 }, (_, i) => scorer(i + 1, 30 - i));
    expect(leadingScorers(list)).toEqual(list);
    expect(leadingScorers(list.slice(0, 3))).toHaveLength(3);
  });

  it("cuts the World Cup 2022 list (118 scorers: Ritsu Doan, spelt two ways, once) after the players tied at the 25th place", async () => {
    const scorers = await testServices().results("de", new Headers()).getScorers(10);
    expect(scorers).toHaveLength(118);
    const leading = leadingScorers(scorers);
    // Places 1–25 end inside a group of players with 2 goals each, ranked 12: all of them stay.
    expect(leading.length).toBeGreaterThan(LEADING_SCORERS);
    expect(leading.length).toBeLessThan(scorers.length);
    const lastRank = leading.at(-1)!.rank;
    expect(scorers[LEADING_SCORERS - 1]!.rank).toBe(lastRank);
    expect(scorers[leading.length]!.rank).toBeGreaterThan(lastRank);
    expect(leading[0]).toMatchObject({ name: "Kylian Mbappé", goals: 8 });
  });
});

describe("the scorers page's list", () => {
  const REASONS = { hasGoalEvents: true, texts: { noGoalEvents: "no goal events", noGoalsYet: "no goals yet" } };
  const list = Array.from({ length: 30 }, (_, i) => scorer(i + 1, 40 - i));

  it("shows the leading 25 with a link to all, or all with a link back", () => {
    const leading = scorersList(list, false, "/ergebnisse/wm-2022/torschuetzen", "all", REASONS);
    expect(leading).toMatchObject({ total: 30, allHref: "/ergebnisse/wm-2022/torschuetzen?all=1", leadingHref: null });
    expect(leading.scorers).toHaveLength(25);
    const all = scorersList(list, true, "/ergebnisse/wm-2022/torschuetzen", "all", REASONS);
    expect(all).toMatchObject({ total: 30, allHref: null, leadingHref: "/ergebnisse/wm-2022/torschuetzen" });
    expect(all.scorers).toHaveLength(30);
  });

  it("offers no second list when the leading places hold everyone", () => {
    const tied = [scorer(1, 3), ...Array.from({ length: 40 }, () => scorer(2, 1))];
    expect(scorersList(tied, false, "/x", "all", REASONS)).toMatchObject({ allHref: null, leadingHref: null });
    expect(scorersList(tied, true, "/x", "all", REASONS)).toMatchObject({ allHref: null, leadingHref: null });
  });

  it("says why it is empty: the data has no goal events, or no goal has fallen yet", () => {
    expect(scorersList(list, false, "/x", "all", REASONS).emptyReason).toBeNull();
    expect(scorersList([], false, "/x", "all", REASONS).emptyReason).toBe("no goals yet");
    expect(scorersList([], false, "/x", "all", { ...REASONS, hasGoalEvents: false }).emptyReason).toBe("no goal events");
  });
});
