import { data } from "react-router";
import type { LiveView } from "#app/features/live/interface.ts";
import { loadCatalogue, type ResultsRequest } from "#app/football/results-request.server.ts";
import { resultsShortcuts } from "#app/football/shortcuts.server.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { pageData } from "#app/seo/page-data.ts";
import type { PageMeta } from "#app/seo/page-meta.ts";
import type { Competition, CompetitionsResponse } from "#contract/schemas.ts";
import {
  alternatesFor,
  competitionBySlug,
  competitionHeader,
  competitionSlugIn,
  pageHeaders,
  resultsBreadcrumbs,
  unavailablePage,
} from "../shared/results-page.server.ts";

/**
 * The loader of a competition tab (scorers, details, bracket): resolves the competition (404 when
 * unknown), loads the tab's data (`undefined` when the backend failed: the page shows the error
 * text and is not cached) and links the same tab in the other languages.
 */
const TAB_NAME = {
  "results-scorers": (messages: Messages) => messages.results.tabs.scorers,
  "results-details": (messages: Messages) => messages.results.tabs.details,
  "results-bracket": (messages: Messages) => messages.results.knockout.tab,
} as const;

export async function loadCompetitionTab<T>(
  rr: ResultsRequest,
  slug: string | undefined,
  page: keyof typeof TAB_NAME,
  load: (rr: ResultsRequest, competition: Competition, catalogue: CompetitionsResponse) => Promise<T | undefined>,
  meta: (rr: ResultsRequest, competition: Competition, value: T | undefined) => PageMeta,
  /** The tab's matches in play (the bracket's): the page then reads the live stream and is kept for seconds. */
  liveOf?: (value: T) => LiveView | null,
) {
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);
  const competition = competitionBySlug(catalogue, slug);
  const [value, alternates, shortcuts] = await Promise.all([
    load(rr, competition, catalogue),
    alternatesFor(page, rr, async (source) => {
      const other = await competitionSlugIn(source, competition.id);
      return other ? { competition: other } : undefined;
    }),
    resultsShortcuts(rr, { competitionId: competition.id }),
  ]);
  const view = {
    kind: "tab" as const,
    header: competitionHeader(competition, catalogue, rr.language),
    value: value ?? null,
    error: value === undefined ? rr.messages.states.matchesUnavailable : null,
  };
  const tabName = TAB_NAME[page](rr.messages);
  const structuredData = [resultsBreadcrumbs(rr, competition, [{ name: tabName, path: new URL(rr.request.url).pathname }])];
  const live = value === undefined ? null : (liveOf?.(value) ?? null);
  return data(pageData({ meta: meta(rr, competition, value), alternates, structuredData, shortcuts }, { view }), {
    headers: pageHeaders({ error: view.error, live }) ?? {},
  });
}
