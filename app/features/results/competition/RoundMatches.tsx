import type { MatchesView } from "../shared/competition-view.ts";
import type { TieView } from "./knockout-view.ts";
import { KnockoutRoundTab } from "./KnockoutTies.tsx";
import { MatchesTab } from "./MatchesTab.tsx";

/**
 * A competition's matches tab as its loaders hand it over (the competition's start page and a round's page): a
 * knockout round's paired two-legged ties instead of the match list, then the round's calendar links.
 */
export function RoundMatches({ view, page }: { view: MatchesView; page: { ties?: TieView[]; calendarLinks?: string } | object }) {
  const ties = "ties" in page ? page.ties : undefined;
  const calendarLinks = "calendarLinks" in page ? page.calendarLinks : undefined;
  return (
    <>
      {ties ? <KnockoutRoundTab view={view} ties={ties} /> : <MatchesTab view={view} />}
      {calendarLinks ? <div dangerouslySetInnerHTML={{ __html: calendarLinks }} /> : null}
    </>
  );
}
