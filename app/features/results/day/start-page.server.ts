import { data } from "react-router";
import type { ResultsRequest } from "#app/football/results-request.server.ts";
import { resultsShortcuts } from "#app/football/shortcuts.server.ts";
import { href } from "#app/i18n/href.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { pageData } from "#app/seo/page-data.ts";
import { dataPageMeta } from "#app/seo/page-loader.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { CompetitionsResponse, PushGroup } from "#contract/schemas.ts";
import { alternatesFor, pageHeaders, resultsBreadcrumbs, templateMeta } from "../shared/results-page.server.ts";
import { dayPageView } from "./day-markup.server.ts";
import { loadDayView } from "./day-page.server.ts";
import type { StartPageView } from "./day-view.ts";

/**
 * The page data of the results start page (`date` undefined: today) or of a day: the day's matches,
 * then the competitions by country (docs/decisions/0114-matches-by-day.md).
 */
export async function loadDayPage(rr: ResultsRequest, catalogue: CompetitionsResponse, date: string | undefined) {
  const { messages } = rr;
  const dayView = await loadDayView(rr, catalogue, date);
  const day = dayPageView(dayView, messages);
  const heading = messages.pages.results.heading;
  const meta = date ? templateMeta(messages, messages.results.day, { date: dayView.fullDate }) : dataPageMeta(messages, "results");
  const structuredData = date
    ? [resultsBreadcrumbs(rr, undefined, [{ name: dayView.heading, path: href("results", rr.language, { country: date }) }])]
    : undefined;
  const shortcuts = await resultsShortcuts(rr, { today: date === undefined });
  const view: StartPageView = { kind: "list", heading, catalogue, activeGroup: undefined, day };
  const payload = pageData({ meta, structuredData, shortcuts }, { view });
  const headers = pageHeaders(day);
  return headers ? data(payload, { headers }) : payload;
}

/** The page data of a push group (the country filter): its competitions, no matches. */
export async function loadPushGroupPage(rr: ResultsRequest, catalogue: CompetitionsResponse, group: PushGroup) {
  const { messages } = rr;
  const heading = fillTemplate(messages.results.competitionsOf, { group: group.name });
  const meta = pageMeta(messages, heading, fillPlural(messages.results.descriptionList, group.competition_ids.length, rr.language));
  const alternates = await alternatesFor("results", rr, async (source) => {
    const other = (await source.getCompetitions()).pushgroups.find((g) => g.id === group.id);
    return other ? { country: other.slug } : undefined;
  });
  const shortcuts = await resultsShortcuts(rr);
  const view: StartPageView = { kind: "list", heading, catalogue, activeGroup: group.slug, day: null };
  return pageData({ meta, alternates, shortcuts }, { view });
}
