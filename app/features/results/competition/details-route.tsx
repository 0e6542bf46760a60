import { Link } from "react-router";
import { formatMatchDate } from "#app/football/format.ts";
import { resultsRequest, type ResultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import type { Competition } from "#contract/schemas.ts";
import { CompetitionFrame } from "../shared/CompetitionFrame.tsx";
import { loadOrNotFound, templateMeta, resultsHeaders } from "../shared/results-page.server.ts";
import { DataUnavailable, UnavailablePage } from "../shared/ResultsStates.tsx";
import { TeamName } from "../shared/TeamName.tsx";
import type { Route } from "./+types/details-route";
import { loadCompetitionTab } from "./tab-page.server.ts";

/** The details tab: season, country, kind, period, the teams (with badge or flag, linked to their pages) and every round (linked). */
async function loadDetails(rr: ResultsRequest, competition: Competition) {
  const matches = await loadOrNotFound(() => rr.source.getMatches(competition.id));
  if (!matches) return undefined;
  // Teams: from the table where there is one, else from the first round (every cup team plays it).
  const table = competition.has_table ? await loadOrNotFound(() => rr.source.getTable(competition.id)) : undefined;
  const firstRound = matches.selectable_rounds[0];
  const teamsFrom = table?.length
    ? table.flatMap((group) => group.rows.map((row) => row.team))
    : firstRound === undefined
      ? []
      : ((await loadOrNotFound(() => rr.source.getMatches(competition.id, firstRound)))?.data.flatMap((m) => [m.home, m.away]) ?? []);
  const teams = [...new Map(teamsFrom.map((team) => [team.id, team])).values()].sort((a, b) => a.name.localeCompare(b.name, rr.language));
  // A backend that sends no period: the rounds' first and last kick-off (ISO instants in UTC sort as text).
  const kickoffs = matches.rounds_detailed.flatMap((round) => [round.first_kickoff, round.last_kickoff]).sort();
  return {
    firstKickoff: competition.first_kickoff ?? kickoffs[0] ?? null,
    lastKickoff: competition.last_kickoff ?? kickoffs.at(-1) ?? null,
    teams,
    rounds: matches.rounds_detailed.map((round) => ({
      id: round.id,
      name: round.name,
      matchCount: round.match_count,
      href: href("results-round", rr.language, { competition: competition.slug, round: round.slug }),
    })),
  };
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCompetitionTab(resultsRequest(request, context), params.competition, "results-details", loadDetails, (rr, competition) =>
    templateMeta(
      rr.messages,
      { title: rr.messages.results.detailsTitle, description: rr.messages.results.detailsDescription },
      { competition: competition.name },
    ),
  );
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function ResultsDetails({ loaderData: { view } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  const texts = messages.results.details;
  const details = view.value;
  return (
    <CompetitionFrame header={view.header} active="details">
      <h2>{texts.heading}</h2>
      {!details ? (
        <DataUnavailable text={view.error ?? messages.states.noDetails} />
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>{texts.season}</dt>
              <dd>{view.header.season}</dd>
            </div>
            {view.header.group ? (
              <div>
                <dt>{texts.country}</dt>
                <dd>{view.header.group}</dd>
              </div>
            ) : null}
            <div>
              <dt>{texts.kind}</dt>
              <dd>{messages.results.kind[view.header.kind]}</dd>
            </div>
            {details.firstKickoff && details.lastKickoff ? (
              <div>
                <dt>{texts.period}</dt>
                <dd>
                  <time dateTime={details.firstKickoff} suppressHydrationWarning>
                    {formatMatchDate(details.firstKickoff, language, zone)}
                  </time>{" "}
                  –{" "}
                  <time dateTime={details.lastKickoff} suppressHydrationWarning>
                    {formatMatchDate(details.lastKickoff, language, zone)}
                  </time>
                </dd>
              </div>
            ) : null}
          </dl>
          <h3>{fillPlural(texts.teamCount, details.teams.length, language)}</h3>
          {details.teams.length ? (
            <ul className="column-list column-list--teams">
              {details.teams.map((team) => (
                <li key={team.id}>
                  <TeamName team={team} link />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">{messages.states.noData}</p>
          )}
          <h3>{texts.rounds}</h3>
          <ul className="column-list">
            {details.rounds.map((round) => (
              <li key={round.id}>
                <Link to={round.href}>{round.name}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </CompetitionFrame>
  );
}
