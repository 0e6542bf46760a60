import { teamCard } from "#app/features/cards/interface.server.ts";
import { cardPathOf } from "#app/features/cards/interface.ts";
import { teamNews, teamNewsHtml } from "#app/features/news/interface.server.ts";
import { withCompetitions } from "#app/football/competition-section.ts";
import { type ResultsRequest } from "#app/football/results-request.server.ts";
import { resultsShortcuts } from "#app/football/shortcuts.server.ts";
import { href } from "#app/i18n/href.ts";
import { pageData } from "#app/seo/page-data.ts";
import { sportsTeam } from "#app/seo/structured-data.ts";
import type { KnockoutStage } from "#contract/schemas-knockout.ts";
import type { TeamListEntry, TeamSeason } from "#contract/schemas-team.ts";
import type { CompetitionsResponse } from "#contract/schemas.ts";
import { localeOf } from "#lib/languages.ts";
import { calendarLinksHtml } from "../calendar/calendar-links.server.ts";
import { alternatesFor, notFound, resultsBreadcrumbs, templateMeta, unavailablePage } from "../shared/results-page.server.ts";
import { teamSpotlight } from "./spotlight-view.ts";
import { teamSpotlightHtml } from "./team-spotlight.server.ts";
import { teamPageView } from "./team-view.ts";

/**
 * The team page's loader: the slug is looked up in the backend's list of teams (an extension:
 * a backend without it answers 404, and so does the page, as the feature is absent), then the
 * team's season in every competition is loaded by id. Unknown slugs are 404; a backend that is
 * down with nothing cached gives the results failure page.
 */
export async function loadTeamPage(rr: ResultsRequest, slug: string) {
  let loaded: { teams: TeamListEntry[] | undefined; catalogue: CompetitionsResponse };
  try {
    const [teams, catalogue] = await Promise.all([rr.source.getTeams(), rr.source.getCompetitions()]);
    loaded = { teams, catalogue };
  } catch {
    return unavailablePage(rr);
  }
  const entry = loaded.teams?.find((t) => t.slug === slug) ?? notFound();
  let season: TeamSeason | undefined;
  try {
    season = await rr.source.getTeamSeason(entry.id);
  } catch {
    return unavailablePage(rr);
  }
  if (!season) notFound();

  const view = teamPageView(season, loaded.catalogue, rr.language, await loadKnockouts(rr, season, loaded.catalogue));
  const { team } = view;
  const canonical = href("team", rr.language, { team: team.slug });
  const names = view.competitions.map((c) => c.name);
  const meta = templateMeta(rr.messages, rr.messages.templates.team, {
    team: team.name,
    competitions: new Intl.ListFormat(localeOf(rr.language).iso, { type: "conjunction" }).format(names),
  });
  const [alternates, news] = await Promise.all([
    alternatesFor("team", rr, async (source) => {
      const other = (await source.getTeams())?.find((t) => t.id === team.id);
      return other ? { team: other.slug } : undefined;
    }),
    teamNews(rr.language, rr.sourceIn, team.id),
  ]);
  const structuredData = [
    resultsBreadcrumbs(rr, undefined, [{ name: team.name, path: canonical }]),
    sportsTeam({
      name: team.name,
      url: rr.siteUrl + canonical,
      memberOf: view.competitions.map((c) => ({ name: c.name, url: rr.siteUrl + c.href })),
    }),
  ];
  // Markup of the sections made here: the team's calendar, its subscription and download links
  // (docs/decisions/0116-match-calendars.md), then the latest news about the team (ADR 0501).
  const sections =
    calendarLinksHtml({ kind: "team", language: rr.language, slug: team.slug, name: team.name, siteUrl: rr.siteUrl, container: false }) +
    teamNewsHtml(news, rr.messages.search.kinds.news);
  // The match first, above the chips and the sections: in play, else the next, else the last one.
  const spotlight = teamSpotlightHtml(teamSpotlight(view.competitions), rr.language, rr.messages);
  const card = cardPathOf({ kind: "team", ids: [season.team.id] }, teamCard(season, loaded.catalogue.competitions, rr.language));
  return pageData({ meta, alternates, structuredData, card, shortcuts: await resultsShortcuts(rr) }, { view, sections, spotlight });
}

/**
 * The knockout stages of the cups and tournaments the team plays in, for the stage it reached. A
 * backend without the knockout extension, or one that fails on it, costs the headline, not the page.
 */
async function loadKnockouts(rr: ResultsRequest, season: TeamSeason, catalogue: CompetitionsResponse): Promise<Map<number, KnockoutStage[]>> {
  const knockoutIds = withCompetitions(season.competitions, catalogue).flatMap(([, competition]) => (competition.kind !== "league" ? [competition.id] : []));
  const loaded = await Promise.all(knockoutIds.map((id) => rr.source.getKnockout(id).catch(() => undefined)));
  return new Map(knockoutIds.flatMap((id, i) => (loaded[i] ? [[id, loaded[i]] as const] : [])));
}
