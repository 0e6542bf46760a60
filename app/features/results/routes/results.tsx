import { data } from "react-router";
import { loadCatalogue, resultsRequest } from "#app/football/results-request.server.ts";
import { resultsShortcuts } from "#app/football/shortcuts.server.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { href } from "../../../i18n/href.ts";
import { fillPlural } from "../../../i18n/plural.ts";
import { fillTemplate } from "../../../i18n/template.ts";
import { pageData } from "../../../seo/page-data.ts";
import { dataPageMeta } from "../../../seo/page-loader.server.ts";
import { metaFromLoader, pageMeta } from "../../../seo/page-meta.ts";
import { competitionCalendarLinksHtml } from "../calendar/calendar-links.server.ts";
import { CompetitionList } from "../components/CompetitionList.tsx";
import { DayMatches } from "../components/DayMatches.tsx";
import { KnockoutRoundTab } from "../components/KnockoutTies.tsx";
import { UnavailablePage, MatchesTab } from "../components/ResultsStates.tsx";
import { dayPageView } from "../server/day-markup.server.ts";
import { dayOfSegment, followDayPicker, isDaySegment, loadDayView } from "../server/day-page.server.ts";
import { loadRoundTies } from "../server/knockout.server.ts";
import { loadMatchesView, matchesMeta } from "../server/matches.server.ts";
import {
  alternatesFor,
  competitionSlugIn,
  pageHeaders,
  notFound,
  pushGroupBySlug,
  resultsBreadcrumbs,
  resultsHeaders,
  templateMeta,
  unavailablePage,
} from "../server/results-page.server.ts";
import type { Route } from "./+types/results";

/**
 * `/ergebnisse/{x?}`: without x today's matches across every competition, then the competitions by
 * country; x is a day (`2025-05-17`: that day's matches, then the competitions), a push group (the
 * country filter) or a competition (its matches tab, current round). Days are shaped `YYYY-MM-DD`,
 * which no slug is; push-group and competition slugs are disjoint (docs/decisions/0114-matches-by-day.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rr = resultsRequest(request, context);
  const { messages } = rr;
  const slug = params.country;
  followDayPicker(rr);
  // A malformed day is a 404 before any data is read.
  const date = slug !== undefined && isDaySegment(slug) ? dayOfSegment(slug) : undefined;
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);

  if (slug === undefined || date) {
    const dayView = await loadDayView(rr, catalogue, date);
    const day = dayPageView(dayView, messages);
    const heading = messages.pages.results.heading;
    const meta = date ? templateMeta(messages, messages.results.day, { date: dayView.fullDate }) : dataPageMeta(messages, "results");
    const structuredData = date
      ? [resultsBreadcrumbs(rr, undefined, [{ name: dayView.heading, path: href("results", rr.language, { country: date }) }])]
      : undefined;
    const shortcuts = await resultsShortcuts(rr, { today: date === undefined });
    const payload = pageData({ meta, structuredData, shortcuts }, { view: { kind: "list" as const, heading, catalogue, activeGroup: undefined, day } });
    const headers = pageHeaders(day);
    return headers ? data(payload, { headers }) : payload;
  }

  const group = slug === undefined ? undefined : pushGroupBySlug(catalogue, slug);
  if (group) {
    const heading = fillTemplate(messages.results.competitionsOf, { group: group.name });
    const meta = pageMeta(messages, heading, fillPlural(messages.results.descriptionList, group.competition_ids.length, rr.language));
    const alternates = await alternatesFor("results", rr, async (source) => {
      const other = (await source.getCompetitions()).pushgroups.find((g) => g.id === group.id);
      return other ? { country: other.slug } : undefined;
    });
    const shortcuts = await resultsShortcuts(rr);
    return pageData({ meta, alternates, shortcuts }, { view: { kind: "list" as const, heading, catalogue, activeGroup: group.slug, day: null } });
  }

  const competition = catalogue.competitions.find((c) => c.slug === slug) ?? notFound();
  const view = await loadMatchesView(rr, catalogue, competition);
  const alternates = await alternatesFor("results", rr, async (source) => {
    const other = await competitionSlugIn(source, competition.id);
    return other ? { country: other } : undefined;
  });
  const structuredData = [resultsBreadcrumbs(rr, competition)];
  // Knockout: a current round of two-legged ties shows them paired (undefined: the plain match list).
  const ties = await loadRoundTies(rr, competition, view);
  const shortcuts = await resultsShortcuts(rr, { competitionId: competition.id });
  // The competition's calendar: its subscription and download links below the matches (docs/decisions/0116-match-calendars.md).
  const calendarLinks = competitionCalendarLinksHtml(rr, competition);
  const payload = pageData({ meta: matchesMeta(rr, view, competition, false), alternates, structuredData, shortcuts }, { view, ties, calendarLinks });
  const headers = pageHeaders(view);
  return headers ? data(payload, { headers }) : payload;
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function Results({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  if (view.kind === "list") {
    return (
      <div className="container">
        <PageHeader heading={view.heading} />
        {view.day ? <DayMatches view={view.day} /> : null}
        <CompetitionList catalogue={view.catalogue} activeGroup={view.activeGroup} />
      </div>
    );
  }
  // Knockout: paired two-legged ties instead of the match list.
  const ties = "ties" in loaderData ? loaderData.ties : undefined;
  const calendarLinks = "calendarLinks" in loaderData ? loaderData.calendarLinks : undefined;
  return (
    <>
      {ties ? <KnockoutRoundTab view={view} ties={ties} /> : <MatchesTab view={view} />}
      {calendarLinks ? <div dangerouslySetInnerHTML={{ __html: calendarLinks }} /> : null}
    </>
  );
}
