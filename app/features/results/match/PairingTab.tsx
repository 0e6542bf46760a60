import { LiveMatches } from "#app/features/live/interface.ts";
import { CompetitionFrame } from "../shared/CompetitionFrame.tsx";
import { MatchLinkList } from "../shared/MatchLinkList.tsx";
import { DataUnavailable } from "../shared/ResultsStates.tsx";
import type { PairingView } from "./match-view.ts";

/**
 * A match URL without its id whose pairing met more than once in the season: the pairing as the
 * heading, then every meeting with its date and round, each linked to its match page.
 */
export function PairingTab({ view }: { view: PairingView }) {
  return (
    <CompetitionFrame header={view.header} active="matches">
      {view.error ? (
        <DataUnavailable text={view.error} />
      ) : (
        <section className="pairing" aria-labelledby="pairing-heading">
          <h2 id="pairing-heading">{view.heading}</h2>
          <p>{view.lead}</p>
          <LiveMatches live={view.live}>
            <MatchLinkList items={view.meetings} withDate />
          </LiveMatches>
        </section>
      )}
    </CompetitionFrame>
  );
}
