import { describe, expect, it } from "vitest";
import type { Match, Team } from "#contract/schemas.ts";
import { teamSpotlight } from "./spotlight-view.ts";
import type { TeamMatchView } from "./team-view.ts";

/** Which match a team page puts first: in play, else the next kick-off, else the last result, across competitions. */

const team = (id: number): Team => ({ id, name: `Team ${id}`, short_name: `T${id}`, slug: `team-${id}`, code: `T${id}` }) as Team;
const NO_SCORE = { ht: null, ft: null, et: null, penalties: null };

function row(id: number, kickoff: string, status: Match["status"]): TeamMatchView {
  const score = status === "scheduled" ? NO_SCORE : { ...NO_SCORE, ft: { home: 1, away: 0 } };
  const match = { id, kickoff, status, score, winner: null, home: team(1), away: team(id + 100) };
  return { match, href: `/m/${id}`, side: "home", opponent: match.away, round: null, outcome: null, half: null };
}

const league = (matches: TeamMatchView[]) => ({ name: "Bundesliga", matches });
const cup = (matches: TeamMatchView[]) => ({ name: "DFB-Pokal", matches });

describe("the team page's first match", () => {
  it("is the match in play, whatever comes before or after it", () => {
    const spotlight = teamSpotlight([
      league([row(1, "2025-05-10T13:30:00Z", "finished"), row(2, "2025-05-24T13:30:00Z", "scheduled")]),
      cup([row(3, "2025-05-17T13:30:00Z", "live")]),
    ]);
    expect(spotlight).toMatchObject({ kind: "live", competition: "DFB-Pokal", row: { match: { id: 3 } } });
  });

  it("counts half-time as in play", () => {
    expect(teamSpotlight([league([row(1, "2025-05-17T13:30:00Z", "half_time"), row(2, "2025-05-24T13:30:00Z", "scheduled")])])?.kind).toBe("live");
  });

  it("is else the earliest scheduled kick-off of any competition", () => {
    const spotlight = teamSpotlight([
      league([row(1, "2025-05-10T13:30:00Z", "finished"), row(2, "2025-05-24T13:30:00Z", "scheduled")]),
      cup([row(3, "2025-05-20T18:45:00Z", "scheduled"), row(4, "2025-05-15T18:45:00Z", "postponed")]),
    ]);
    expect(spotlight).toMatchObject({ kind: "next", competition: "DFB-Pokal", row: { match: { id: 3 } } });
  });

  it("is else the latest result, an awarded one included", () => {
    const spotlight = teamSpotlight([
      league([row(1, "2025-05-10T13:30:00Z", "finished"), row(2, "2025-05-03T13:30:00Z", "finished")]),
      cup([row(3, "2025-05-24T18:00:00Z", "awarded"), row(4, "2025-05-30T18:00:00Z", "canceled")]),
    ]);
    expect(spotlight).toMatchObject({ kind: "last", competition: "DFB-Pokal", row: { match: { id: 3 } } });
  });

  it("is nothing for a team without matches", () => {
    expect(teamSpotlight([league([])])).toBeNull();
  });
});
