import type { FormResult, TeamCompetitionSeason, TeamListEntry, TeamSeason } from "../../../../contract/schemas-team.ts";
import type { Competition, CompetitionsResponse, Match, Team } from "../../../../contract/schemas.ts";
import { localeOf } from "../../../../lib/languages.ts";
import { href } from "../../../i18n/href.ts";
import { pageData } from "../../../seo/page-data.ts";
import { sportsTeam } from "../../../seo/structured-data.ts";
import type { TeamCompetitionView, TeamMatchView, TeamPageMatch, TeamPageView } from "../views/views-team.ts";
import { alternatesFor, notFound, resultsBreadcrumbs, templateMeta, unavailablePage, type ResultsRequest } from "./results-page.server.ts";

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

  const view = teamPageView(rr, season, loaded.catalogue);
  const { team } = view;
  const canonical = href("team", rr.language, { team: team.slug });
  const names = view.competitions.map((c) => c.name);
  const meta = templateMeta(rr.messages, rr.messages.templates.team, {
    team: team.name,
    competitions: new Intl.ListFormat(localeOf(rr.language).iso, { type: "conjunction" }).format(names),
  });
  const alternates = await alternatesFor("team", rr, async (source) => {
    const other = (await source.getTeams())?.find((t) => t.id === team.id);
    return other ? { team: other.slug } : undefined;
  });
  const structuredData = [
    resultsBreadcrumbs(rr, undefined, [{ name: team.name, path: canonical }]),
    sportsTeam({
      name: team.name,
      url: rr.siteUrl + canonical,
      memberOf: view.competitions.map((c) => ({ name: c.name, url: rr.siteUrl + c.href })),
    }),
  ];
  return pageData({ meta, alternates, structuredData }, { view });
}

function teamPageView(rr: ResultsRequest, season: TeamSeason, catalogue: CompetitionsResponse): TeamPageView {
  const teams: SharedTeams = new Map([[season.team.id, season.team]]);
  const competitions = season.competitions.flatMap((entry) => {
    const competition = catalogue.competitions.find((c) => c.id === entry.competition_id);
    return competition ? [competitionView(rr, season.team.id, competition, entry, teams)] : [];
  });
  return { kind: "team", team: season.team, competitions };
}

function competitionView(rr: ResultsRequest, teamId: number, competition: Competition, entry: TeamCompetitionSeason, teams: SharedTeams): TeamCompetitionView {
  const roundNames = new Map(entry.rounds.map((r) => [r.id, r.name]));
  const matches = entry.matches.map((full): TeamMatchView => {
    const match = teamPageMatch(full, teams);
    const side = match.home.id === teamId ? "home" : "away";
    return {
      match,
      href: href("results-match", rr.language, { competition: competition.slug, match: full.slug, mid: full.id }),
      side,
      opponent: side === "home" ? match.away : match.home,
      round: roundNames.get(full.round_id) ?? null,
      outcome: outcomeOf(match, side),
    };
  });
  const byId = new Map(matches.map((m) => [m.match.id, m]));
  return {
    id: competition.id,
    name: competition.name,
    shortName: competition.short_name,
    season: competition.season,
    kind: competition.kind,
    anchor: competition.slug,
    href: href("results", rr.language, { country: competition.slug }),
    tableHref: competition.has_table ? href("results-table", rr.language, { competition: competition.slug }) : undefined,
    record: entry.record,
    form: entry.form.flatMap((f) => {
      const match = byId.get(f.match_id);
      return match ? [{ result: f.result, match }] : [];
    }),
    position: entry.position,
    positions: entry.positions,
    matches,
  };
}

/** One object per team for the whole page: the page data then names each team once, wherever it plays. */
type SharedTeams = Map<number, Team>;

function teamPageMatch({ id, kickoff, status, live, score, winner, home, away }: Match, teams: SharedTeams): TeamPageMatch {
  const shared = (team: Team) => teams.get(team.id) ?? (teams.set(team.id, team), team);
  return { id, kickoff, status, live, score, winner, home: shared(home), away: shared(away) };
}

/** Won, drawn or lost after extra time (a shoot-out leaves a draw, as in the backend's record); null without a result. */
function outcomeOf(match: TeamPageMatch, side: "home" | "away"): FormResult | null {
  if (match.status !== "finished" && match.status !== "awarded") return null;
  const result = match.score.et ?? match.score.ft;
  if (!result) return null;
  const [own, other] = side === "home" ? [result.home, result.away] : [result.away, result.home];
  return own > other ? "W" : own === other ? "D" : "L";
}
