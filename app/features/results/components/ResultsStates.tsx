import { LiveMatches } from "#app/features/live/LiveMatches.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import type { MatchesView } from "../views/competition-view.ts";
import { CompetitionFrame } from "./CompetitionFrame.tsx";
import { MatchList } from "./MatchList.tsx";
import { MatchesRoundNav } from "./RoundNav.tsx";

/** The spec's matches failure text: announced, and shown where the data would be. */
export function DataUnavailable({ text }: { text: string }) {
  return (
    <p className="empty-state error-text" role="status">
      {text}
    </p>
  );
}

/** A results page whose data could not be loaded at all. */
export function UnavailablePage({ view }: { view: { heading: string; error: string } }) {
  return (
    <div className="container">
      <PageHeader heading={view.heading} />
      <DataUnavailable text={view.error} />
    </div>
  );
}

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
