import { isInPlay } from "#app/football/format.ts";
import type { TeamCompetitionView, TeamMatchView } from "./team-view.ts";

/**
 * The match a team page puts first, above everything else: the team's match in play, or else its
 * next kick-off, or else its last result, whichever competition it is in. Read from the matches'
 * statuses, not the clock, so a replay (RESULTS_CLOCK) and the backend agree. A plain module, browser-safe.
 */

export type TeamSpotlightKind = "live" | "next" | "last";

export interface TeamSpotlight {
  kind: TeamSpotlightKind;
  row: TeamMatchView;
  /** The competition's name and the match's round, as the row's line above the teams names them. */
  competition: string;
}

const isResult = (row: TeamMatchView) => row.match.status === "finished" || row.match.status === "awarded";

export function teamSpotlight(competitions: readonly Pick<TeamCompetitionView, "name" | "matches">[]): TeamSpotlight | null {
  const rows = competitions.flatMap((competition) => competition.matches.map((row) => ({ row, competition: competition.name })));
  const byKickoff = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.row.match.kickoff.localeCompare(b.row.match.kickoff);
  const live = rows.filter(({ row }) => isInPlay(row.match)).sort(byKickoff)[0];
  if (live) return { kind: "live", ...live };
  const next = rows.filter(({ row }) => row.match.status === "scheduled").sort(byKickoff)[0];
  if (next) return { kind: "next", ...next };
  const last = rows
    .filter(({ row }) => isResult(row))
    .sort(byKickoff)
    .at(-1);
  return last ? { kind: "last", ...last } : null;
}
