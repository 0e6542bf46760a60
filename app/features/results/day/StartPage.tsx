import { PageHeader } from "#app/components/PageHeader.tsx";
import { CompetitionList } from "./CompetitionList.tsx";
import type { StartPageView } from "./day-view.ts";
import { DayMatches } from "./DayMatches.tsx";

/** The results start page, a day or a push group: the day's matches (if any), then the competitions by country. */
export function StartPage({ view }: { view: StartPageView }) {
  return (
    <div className="container">
      <PageHeader heading={view.heading} />
      {view.day ? <DayMatches view={view.day} /> : null}
      <CompetitionList catalogue={view.catalogue} activeGroup={view.activeGroup} />
    </div>
  );
}
