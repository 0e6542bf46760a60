import { LiveMatches } from "#app/features/live/interface.ts";
import type { MatchesView } from "../shared/competition-view.ts";
import { CompetitionFrame } from "../shared/CompetitionFrame.tsx";
import { DataUnavailable } from "../shared/ResultsStates.tsx";
import { MatchList } from "./MatchList.tsx";
import { MatchesRoundNav } from "./RoundNav.tsx";

/** The matches tab of a competition: round selector and the round's matches (or the error text). */
export function MatchesTab({ view }: { view: MatchesView }) {
  return (
    <CompetitionFrame header={view.header} active="matches">
      <MatchesRoundNav view={view} />
      {view.error ? (
        <DataUnavailable text={view.error} />
      ) : (
        <LiveMatches live={view.live}>
          <MatchList matches={view.matches} />
        </LiveMatches>
      )}
    </CompetitionFrame>
  );
}
