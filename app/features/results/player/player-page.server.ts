import { playerCard } from "#app/features/cards/interface.server.ts";
import { cardPathOf } from "#app/features/cards/interface.ts";
import { type ResultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import { pageData } from "#app/seo/page-data.ts";
import { person } from "#app/seo/structured-data.ts";
import type { PlayerCareer, PlayerListEntry } from "#contract/schemas-player.ts";
import type { CompetitionsResponse } from "#contract/schemas.ts";
import { localeOf } from "#lib/languages.ts";
import { notFound, resultsBreadcrumbs, templateMeta, unavailablePage } from "../shared/results-page.server.ts";
import { playerPageView } from "./player-view.ts";

/**
 * The player page's loader: the slug is looked up in the backend's list of players (an extension:
 * a backend without it answers 404, and so does the page, as the feature is absent), then the
 * player's goals are loaded by id. Unknown slugs are 404; a backend that is down with nothing
 * cached gives the results failure page. A player's slug is the same in every language, so the
 * other languages' pages are the same path's (no alternates to look up).
 */
export async function loadPlayerPage(rr: ResultsRequest, slug: string) {
  let loaded: { players: PlayerListEntry[] | undefined; catalogue: CompetitionsResponse };
  try {
    const [players, catalogue] = await Promise.all([rr.source.getPlayers(), rr.source.getCompetitions()]);
    loaded = { players, catalogue };
  } catch {
    return unavailablePage(rr);
  }
  const entry = loaded.players?.find((p) => p.slug === slug) ?? notFound();
  let career: PlayerCareer | undefined;
  try {
    career = await rr.source.getPlayer(entry.id);
  } catch {
    return unavailablePage(rr);
  }
  if (!career) notFound();

  const view = playerPageView(career, loaded.catalogue, rr.language);
  const canonical = href("player", rr.language, { player: view.slug });
  const names = view.competitions.map((c) => c.name);
  const meta = templateMeta(
    rr.messages,
    rr.messages.templates.player,
    {
      player: view.name,
      team: view.team.name,
      goals: view.totals.goals,
      competitions: new Intl.ListFormat(localeOf(rr.language).iso, { type: "conjunction" }).format(names),
    },
    { count: view.totals.goals, language: rr.language },
  );
  const structuredData = [
    resultsBreadcrumbs(rr, undefined, [{ name: view.name, path: canonical }]),
    person({ name: view.name, url: rr.siteUrl + canonical, team: { name: view.team.name, url: rr.siteUrl + view.teamHref } }),
  ];
  const card = cardPathOf({ kind: "player", ids: [career.player.id] }, playerCard(career, rr.language));
  return pageData({ meta, structuredData, card }, { view });
}
