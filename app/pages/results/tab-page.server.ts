import { data } from "react-router";
import type { Competition, CompetitionsResponse } from "../../results/schemas.ts";
import {
  NOT_CACHEABLE,
  alternatesFor,
  competitionBySlug,
  competitionHeader,
  competitionSlugIn,
  loadCatalogue,
  resultsBreadcrumbs,
  resultsRequest,
  unavailablePage,
  type ResultsRequest,
} from "./results-page.server.ts";

/**
 * The loader of a competition tab (table, scorers, details): resolves the competition (404 when
 * unknown), loads the tab's data (`undefined` when the backend failed: the page shows the error
 * text and is not cached) and links the same tab in the other languages.
 */
const TAB_OF_PAGE = { "results-table": "table", "results-scorers": "scorers", "results-details": "details" } as const;

export async function loadCompetitionTab<T, M>(
  request: Request,
  slug: string | undefined,
  page: keyof typeof TAB_OF_PAGE,
  load: (rr: ResultsRequest, competition: Competition, catalogue: CompetitionsResponse) => Promise<T | undefined>,
  meta: (rr: ResultsRequest, competition: Competition, value: T | undefined) => M,
) {
  const rr = resultsRequest(request);
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);
  const competition = competitionBySlug(catalogue, slug);
  const [value, alternates] = await Promise.all([
    load(rr, competition, catalogue),
    alternatesFor(page, rr, async (source) => {
      const other = await competitionSlugIn(source, competition.id);
      return other ? { competition: other } : undefined;
    }),
  ]);
  const view = {
    kind: "tab" as const,
    header: competitionHeader(competition, catalogue, rr.language),
    value: value ?? null,
    error: value === undefined ? rr.messages.states.matchesUnavailable : null,
  };
  const pageMeta = meta(rr, competition, value);
  const tabName = rr.messages.results.tabs[TAB_OF_PAGE[page]];
  const structuredData = [resultsBreadcrumbs(rr, competition, [{ name: tabName, path: new URL(request.url).pathname }])];
  return data({ meta: pageMeta, alternates, structuredData, view }, { headers: value === undefined ? NOT_CACHEABLE : {} });
}
