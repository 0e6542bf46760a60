import { Fragment } from "react";
import { Link } from "react-router";
import { useLiveMatch } from "#app/features/live/interface.ts";
import { finalScore, isInPlay, pairText, statusLabel } from "#app/football/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { MatchRow } from "../shared/competition-view.ts";
import { TeamName } from "../shared/TeamName.tsx";
import {
  type BracketColumn,
  type BracketLayout,
  deciderText,
  inTieOrder,
  isTwoLegged,
  legInTieOrder,
  shortDate,
  type StageView,
  type TieView,
} from "./knockout-view.ts";
import { ThroughMark } from "./ThroughMark.tsx";

/**
 * The knockout bracket, server-rendered and without JavaScript. On wide screens the tree is a CSS
 * grid: one column per stage, one row per tie of its first column, each tie spanning the rows of the
 * ties that fed it (layoutBracket), with SVG connector lines in narrow columns between the stages.
 * On phones the same markup reflows into the stages one below the other, each a list of tie cards.
 * Stages with more ties than a column holds come first as lists; the third-place match last.
 */
export function Bracket({ layout }: { layout: BracketLayout }) {
  const { messages } = useSite();
  const stages = [...layout.early, ...(layout.tree?.columns.map((c) => c.stage) ?? []), ...(layout.thirdPlace ? [layout.thirdPlace] : [])];
  return (
    <div className="ko-bracket">
      {stages.length > 1 ? (
        <nav className="ko-bracket__jump" aria-label={messages.results.knockout.tab}>
          <ul>
            {stages.map((stage) => (
              <li key={stage.stage}>
                <a href={`#${stageId(stage)}`}>{stage.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {layout.early.map((stage) => (
        <StageList key={stage.stage} stage={stage} />
      ))}
      {layout.tree ? <Tree rows={layout.tree.rows} columns={layout.tree.columns} /> : null}
      {layout.thirdPlace ? <StageList stage={layout.thirdPlace} /> : null}
    </div>
  );
}

const stageId = (stage: StageView) => `stage-${stage.stage.replace(/_/g, "-")}`;

function StageHeading({ stage }: { stage: StageView }) {
  return <h3 id={stageId(stage)}>{stage.href ? <Link to={stage.href}>{stage.name}</Link> : stage.name}</h3>;
}

/** A stage outside the tree: its ties as a list of cards. */
function StageList({ stage }: { stage: StageView }) {
  const { messages } = useSite();
  return (
    <section className="ko-stage" aria-labelledby={stageId(stage)}>
      <StageHeading stage={stage} />
      <ol className="ko-cards" aria-label={fillTemplate(messages.results.knockout.ties, { stage: stage.name })}>
        {stage.ties.map((tie) => (
          <li key={tie.legs[0]!.id}>
            <TieCard tie={tie} decisive={stage.stage === "final" || stage.stage === "third_place"} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Grid columns: a stage, then for every further stage a connector lane and the stage. */
const gridColumns = (count: number) => Array.from({ length: count }, (_, i) => (i === 0 ? "minmax(0, 1fr)" : "var(--bracket-lane) minmax(0, 1fr)")).join(" ");

function Tree({ rows, columns }: { rows: number; columns: BracketColumn[] }) {
  const { messages } = useSite();
  return (
    <div className="bracket" style={{ gridTemplateColumns: gridColumns(columns.length), gridTemplateRows: `auto repeat(${rows}, minmax(0, 1fr))` }}>
      {columns.map((column, c) => (
        <Fragment key={column.stage.stage}>
          {c > 0 ? <Connectors column={column} rows={rows} gridColumn={2 * c} /> : null}
          <section className="bracket__stage" aria-labelledby={stageId(column.stage)} style={{ gridColumn: 2 * c + 1 }}>
            <StageHeading stage={column.stage} />
            <ol className="bracket__ties" aria-label={fillTemplate(messages.results.knockout.ties, { stage: column.stage.name })}>
              {column.slots.map((slot) => (
                <li key={slot.tie.legs[0]!.id} className="bracket__slot" style={{ gridRow: `${slot.row + 1} / span ${slot.span}` }}>
                  <TieCard tie={slot.tie} decisive={column.stage.stage === "final"} />
                </li>
              ))}
            </ol>
          </section>
        </Fragment>
      ))}
    </div>
  );
}

/**
 * The lines from one stage's ties into the next one's, drawn in row units (one unit per grid row,
 * rows being of equal height) and stretched over the lane; strokes keep their width.
 */
function Connectors({ column, rows, gridColumn }: { column: BracketColumn; rows: number; gridColumn: number }) {
  const path = column.connectors
    .map(({ from, to }) => {
      const ys = [...from, to];
      return [...from.map((y) => `M0 ${y}H1`), `M1 ${Math.min(...ys)}V${Math.max(...ys)}`, `M1 ${to}H2`].join("");
    })
    .join("");
  return (
    <div className="bracket__lane" style={{ gridColumn, gridRow: `2 / span ${rows}` }} aria-hidden="true">
      <svg viewBox={`0 0 2 ${rows}`} preserveAspectRatio="none" focusable="false">
        <path d={path} />
      </svg>
    </div>
  );
}

/**
 * One tie: both teams with their goals (the aggregate of a two-legged tie), the team that went
 * through marked, and a line with the links to the match pages and how the tie was decided.
 * A two-legged tie's legs read in the order of the card's teams ("Rückspiel 1:0" for PSG's 1:0 at Anfield).
 */
function TieCard({ tie, decisive }: { tie: TieView; decisive: boolean }) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  const single = !isTwoLegged(tie);
  // A single match as the live stream last gave it: in play, its box shows the score and the minute.
  const match = useLiveMatch(tie.legs[0]!);
  const inPlay = single && isInPlay(match);
  // A single match's own result (its orientation is the card's), a two-legged tie's aggregate.
  const result = single ? (inPlay || ["finished", "awarded"].includes(match.status) ? finalScore(match) : null) : tie.aggregate;
  const goals = (slot: 0 | 1) => (result ? (slot === 0 ? result.home : result.away) : null);
  const decider = single ? (result && !inPlay ? statusLabel(match, language, messages) : undefined) : deciderText(tie, language, messages, true);
  return (
    <div className={tie.winner === null ? "ko-card" : "ko-card ko-card--decided"}>
      <ul className="ko-card__teams">
        {([0, 1] as const).map((slot) => (
          <li key={slot} className={tie.winner === slot ? "ko-card__team ko-card__team--through" : "ko-card__team"}>
            <span className="ko-card__name">
              <TeamName team={tie.teams[slot]} link />
              {tie.winner === slot ? <ThroughMark final={decisive} /> : null}
            </span>
            <span className="ko-card__goals">{goals(slot)}</span>
          </li>
        ))}
      </ul>
      <p className="ko-card__legs">
        {single ? (
          <Link to={match.href} prefetch="intent">
            {inPlay ? (
              <LiveMinute match={match} />
            ) : (
              <time dateTime={match.kickoff} suppressHydrationWarning>
                {shortDate(match.kickoff, language, zone)}
              </time>
            )}
          </Link>
        ) : (
          tie.legs.map((leg, index) => (
            <Fragment key={leg.id}>
              {index > 0 ? " · " : null}
              <LegLink tie={tie} leg={leg} label={index === 0 ? messages.results.knockout.legs.first : messages.results.knockout.legs.second} />
            </Fragment>
          ))
        )}
        {decider ? <span className="ko-card__decider"> · {decider}</span> : null}
      </p>
    </div>
  );
}

/** A leg of a two-legged tie: its result in the card's order, its date before it, its live score and minute while in play. */
function LegLink({ tie, leg, label }: { tie: TieView; leg: MatchRow; label: string }) {
  const { language } = useSite();
  const zone = useTimeZone(language);
  const match = useLiveMatch(leg);
  const inPlay = isInPlay(match);
  const score = inPlay ? inTieOrder(tie, match, finalScore(match)) : legInTieOrder(tie, match);
  return (
    <Link to={leg.href} prefetch="intent">
      {label}{" "}
      {score ? (
        pairText(score, language)
      ) : (
        <time dateTime={leg.kickoff} suppressHydrationWarning>
          {shortDate(leg.kickoff, language, zone)}
        </time>
      )}
      {inPlay ? (
        <>
          {" "}
          <LiveMinute match={match} />
        </>
      ) : null}
    </Link>
  );
}

/** The minute of a match in play ("85'", "Halbzeit"), in the live colour of every list. */
function LiveMinute({ match }: { match: MatchRow }) {
  const { language, messages } = useSite();
  return <span className="ko-card__live">{statusLabel(match, language, messages)}</span>;
}
