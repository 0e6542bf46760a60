import { Link } from "react-router";
import { decidedText, finalScore, formatKickoffTime, formatMatchDate, isInPlay, pairText, statusLabel } from "#app/football/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { MatchesView, MatchRow } from "../shared/competition-view.ts";
import { CompetitionFrame } from "../shared/CompetitionFrame.tsx";
import { TeamName } from "../shared/TeamName.tsx";
import { aggregateText, deciderText, type TieView } from "./knockout-view.ts";
import { MatchesRoundNav } from "./RoundNav.tsx";
import { ThroughMark } from "./ThroughMark.tsx";

/**
 * The matches tab of a round that holds two-legged ties: the round selector, then each tie with
 * both legs, the aggregate, the team that went through and how. Rounds of single matches keep the
 * plain match list (MatchesTab).
 */
export function KnockoutRoundTab({ view, ties }: { view: MatchesView; ties: TieView[] }) {
  return (
    <CompetitionFrame header={view.header} active="matches">
      <MatchesRoundNav view={view} />
      <KnockoutTies ties={ties} label={view.round?.name ?? ""} />
    </CompetitionFrame>
  );
}

export function KnockoutTies({ ties, label }: { ties: TieView[]; label: string }) {
  const { messages } = useSite();
  if (ties.length === 0) return <p className="empty-state">{messages.states.noData}</p>;
  return (
    <ol className="ko-ties" aria-label={fillTemplate(messages.results.knockout.ties, { stage: label })}>
      {ties.map((tie) => (
        <li key={tie.legs[0]!.id} className="ko-tie">
          <TiePairing tie={tie} />
          <ol className="ko-tie__legs">
            {tie.legs.map((leg, index) => (
              <LegRow key={leg.id} leg={leg} index={index} count={tie.legs.length} />
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/** "Paris Saint-Germain ✓  Gesamt 1:1  Liverpool FC", and below the aggregate how it was decided. */
function TiePairing({ tie }: { tie: TieView }) {
  const { language, messages } = useSite();
  const decider = deciderText(tie, language, messages);
  const side = (slot: 0 | 1) => (
    <span className={`ko-tie__team ko-tie__team--${slot === 0 ? "first" : "second"}${tie.winner === slot ? " ko-tie__team--through" : ""}`}>
      <TeamName team={tie.teams[slot]} link />
      {tie.winner === slot ? <ThroughMark /> : null}
    </span>
  );
  return (
    <div className="ko-tie__pairing">
      {side(0)}
      <p className="ko-tie__aggregate">
        <span className="ko-tie__aggregate-score">{aggregateText(tie, language, messages) ?? "–"}</span>
        {decider ? <span className="ko-tie__decider">{decider}</span> : null}
      </p>
      {side(1)}
    </div>
  );
}

/**
 * One leg as its own match (home and away as they played it): "Hinspiel · Mi., 5. März 2025", then
 * "Paris Saint-Germain 0:1 Liverpool FC". The whole row links to the match page; the teams are not
 * links here (the pairing above links them), so the row stays one target.
 */
function LegRow({ leg, index, count }: { leg: MatchRow; index: number; count: number }) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  const score = finalScore(leg);
  const label = count === 2 ? (index === 0 ? messages.results.knockout.legs.first : messages.results.knockout.legs.second) : undefined;
  // A leg in play shows its minute beside the current score; a played one how it was decided.
  const status = score && !isInPlay(leg) ? decidedText(leg, language, messages) : statusLabel(leg, language, messages);
  return (
    <li>
      <Link className="ko-leg" to={leg.href} prefetch="intent">
        <span className="ko-leg__when">
          {label ? <span className="ko-leg__label">{label}</span> : null}
          <time dateTime={leg.kickoff} suppressHydrationWarning>
            {formatMatchDate(leg.kickoff, language, zone)}
          </time>
        </span>
        <span className="ko-leg__team ko-leg__team--home">
          <TeamName team={leg.home} />
        </span>
        {score ? (
          <span className="ko-leg__score">{pairText(score, language)}</span>
        ) : (
          <span className="ko-leg__score ko-leg__score--open" data-kickoff={leg.kickoff} suppressHydrationWarning>
            {formatKickoffTime(leg.kickoff, language, zone)}
          </span>
        )}
        <span className="ko-leg__team ko-leg__team--away">
          <TeamName team={leg.away} />
        </span>
        {status ? <span className="ko-leg__status">{status}</span> : null}
      </Link>
    </li>
  );
}
