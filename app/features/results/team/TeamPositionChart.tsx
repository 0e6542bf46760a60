import type { Messages } from "#app/i18n/messages/de.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { MatchdayPosition } from "#contract/schemas-team.ts";

/**
 * A team's table position after each matchday of a league or league phase, drawn on the server as
 * an inline SVG (no chart library, no script): position 1 at the top, matchdays left to right, a
 * line through one point per matchday. The chart fills any width while its text keeps its size on
 * a phone: the labels are placed in percentages and pixels, the plot is an inner SVG stretched to
 * the plot's box (`preserveAspectRatio="none"`) whose strokes keep their width
 * (`vector-effect: non-scaling-stroke`). Grid, line and points are one path each (a point is a
 * subpath of no length, drawn as a dot by its round cap), not an element per matchday: the team
 * page is a large document, and every element costs style and layout on a first visit.
 * Screen readers get a summary as the image's label; the values themselves are in a table behind a
 * disclosure.
 */

const HEIGHT = 230;
const TOP = 30;
const BOTTOM = 46;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
/** Left and right edge of the plot, in percent of the width (the position labels sit left of it). */
const LEFT = 8;
const RIGHT = 97;

/** Position ticks: 1, every 5th (every 10th for large tables) and the last place. */
export function positionTicks(teamCount: number): number[] {
  const step = teamCount <= 20 ? 5 : 10;
  const ticks = [1];
  for (let tick = step; tick < teamCount; tick += step) if (teamCount - tick >= step / 2) ticks.push(tick);
  if (teamCount > 1) ticks.push(teamCount);
  return ticks;
}

/** Matchday ticks: the first, every 5th and the last (all of them for a short league phase). */
export function matchdayTicks(matchdays: number[]): number[] {
  if (matchdays.length <= 10) return matchdays;
  const last = matchdays.at(-1)!;
  return matchdays.filter((m, i) => i === 0 || m === last || (m % 5 === 0 && last - m >= 3));
}

/** Two decimals are finer than a device pixel of the plot, and keep the paths short. */
const round = (value: number) => Math.round(value * 100) / 100;

export function TeamPositionChart({ teamName, positions, teamCount }: { teamName: string; positions: MatchdayPosition[]; teamCount: number }) {
  const { messages } = useSite();
  const texts = messages.results.team.chart;
  const count = positions.length;
  /** Horizontal place of the index-th point, 0–100 across the plot. */
  const plotX = (index: number) => (count === 1 ? 50 : (index / (count - 1)) * 100);
  const x = (index: number) => `${LEFT + (plotX(index) / 100) * (RIGHT - LEFT)}%`;
  /** Vertical place of a position within the plot, 0 at its top. */
  const plotY = (position: number) => (teamCount === 1 ? 0 : ((position - 1) / (teamCount - 1)) * PLOT_HEIGHT);
  const y = (position: number) => TOP + plotY(position);
  const points = positions.map((p, i) => `${round(plotX(i))} ${round(plotY(p.position))}`);
  const values = positions.map((p) => p.position);
  const summary = fillTemplate(texts.summary, {
    last: positions.at(-1)!.matchday,
    first: values[0]!,
    latest: values.at(-1)!,
    best: Math.min(...values),
    worst: Math.max(...values),
    count: teamCount,
  });
  const indexOfMatchday = new Map(positions.map((p, i) => [p.matchday, i]));
  return (
    <div className="position-chart">
      <h3>{texts.heading}</h3>
      <svg className="position-chart__svg" role="img" aria-label={`${teamName}: ${summary}`} width="100%" height={HEIGHT} focusable="false">
        <text className="position-chart__axis-title" x="0" y="12">
          {texts.position}
        </text>
        {positionTicks(teamCount).map((tick) => (
          <text key={tick} className="position-chart__tick" x={`${LEFT - 2}%`} y={y(tick) + 4} textAnchor="end">
            {tick}
          </text>
        ))}
        {matchdayTicks(positions.map((p) => p.matchday)).map((matchday) => (
          <text key={matchday} className="position-chart__tick" x={x(indexOfMatchday.get(matchday)!)} y={HEIGHT - BOTTOM + 20} textAnchor="middle">
            {matchday}
          </text>
        ))}
        <text className="position-chart__axis-title" x={`${(LEFT + RIGHT) / 2}%`} y={HEIGHT - 6} textAnchor="middle">
          {texts.matchday}
        </text>
        <Plot points={points} grid={positionTicks(teamCount).map((tick) => round(plotY(tick)))} />
      </svg>
      <PositionData positions={positions} texts={texts} />
    </div>
  );
}

/**
 * The plot: an inner SVG stretched to the plot's box, holding the grid (a line at each position tick's
 * height), the line, the points and the latest point, each one path; `points` are "x y" pairs in its box.
 */
function Plot({ points, grid }: { points: string[]; grid: number[] }) {
  return (
    <svg
      x={`${LEFT}%`}
      y={TOP}
      width={`${RIGHT - LEFT}%`}
      height={PLOT_HEIGHT}
      viewBox={`0 0 100 ${PLOT_HEIGHT}`}
      preserveAspectRatio="none"
      overflow="visible"
    >
      <path className="position-chart__grid" d={grid.map((height) => `M0 ${height}H100`).join("")} />
      <path className="position-chart__line" d={`M${points.join("L")}`} />
      <path className="position-chart__points" d={points.map((point) => `M${point}h0`).join("")} />
      <path
        className="position-chart__points position-chart__points--inner"
        d={points
          .slice(0, -1)
          .map((point) => `M${point}h0`)
          .join("")}
      />
      <path className="position-chart__latest" d={`M${points.at(-1)!}h0`} />
    </svg>
  );
}

/** The chart's values for screen readers and anyone who wants the numbers: a table behind a disclosure. */
function PositionData({ positions, texts }: { positions: MatchdayPosition[]; texts: Messages["results"]["team"]["chart"] }) {
  return (
    <details className="position-chart__data">
      <summary>{texts.dataToggle}</summary>
      <table className="data-table position-chart__table">
        <caption className="visually-hidden">{texts.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.matchday}</th>
            <th scope="col">{texts.position}</th>
          </tr>
        </thead>
        <tbody>
          {positions.map((p) => (
            <tr key={p.round_id}>
              <th scope="row">{p.matchday}</th>
              <td>{p.position}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
