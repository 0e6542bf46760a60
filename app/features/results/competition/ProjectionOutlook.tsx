import { statColumnHeads } from "#app/football/format.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { TeamName } from "../shared/TeamName.tsx";
import type { LiveTableNote, MoveView, OutlookView } from "./projection-view.ts";

/**
 * The projection of the table tab (projection-view.ts), all server-rendered HTML: a row's move
 * since the matchday began, the live table's note with its share card, and the last matchdays'
 * outlook. The arrows are text glyphs hidden from screen readers, which read the words instead.
 */

/** Beside a position: "▲2" (up two places since the matchday began), spoken as words. */
export function MoveMark({ move }: { move: MoveView }) {
  return (
    <span className="standings__move" data-direction={move.direction}>
      <span aria-hidden="true">
        {move.direction === "up" ? "▲" : "▼"}
        {move.count}
      </span>
      <span className="visually-hidden">{`, ${move.label}`}</span>
    </span>
  );
}

/** Above the live table: what it shows, and its share card (a plain link to the picture). */
export function LiveTableNoteLine({ note }: { note: LiveTableNote }) {
  return (
    <p className="standings-live-note">
      {note.text}
      {note.card ? (
        <>
          {" "}
          <a href={note.card.href}>{note.card.label}</a>
        </>
      ) : null}
    </p>
  );
}

/** On the last matchdays: each team's possible final places and what it is sure of, or what it takes. */
export function ProjectionOutlook({ outlook }: { outlook: OutlookView }) {
  const { messages } = useSite();
  const texts = messages.results.standings.projection;
  const heads = statColumnHeads(messages);
  const [positionLabel, positionLong] = heads.position;
  return (
    // No name of its own: the table's region below carries the heading's name, and two landmarks of
    // one name are one too many (axe's `landmark-unique`).
    <section className="outlook">
      <h2 id="outlook-heading" className="outlook__heading">
        {outlook.heading}
      </h2>
      <div className="table-scroll" role="region" aria-labelledby="outlook-heading" tabIndex={0}>
        <table className="data-table outlook__table">
          <caption className="visually-hidden">{outlook.heading}</caption>
          <thead>
            <tr>
              <th scope="col" className="outlook__position">
                {positionLong ? <abbr title={positionLong}>{positionLabel}</abbr> : positionLabel}
              </th>
              <th scope="col" className="data-table__name">{`${heads.team[0]} · ${texts.outlook}`}</th>
              <th scope="col" className="outlook__places">
                <abbr title={texts.placesLong}>{texts.places}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {outlook.rows.map((row) => (
              <tr key={row.team.id}>
                <td className="outlook__position">{row.position}</td>
                <th scope="row" className="data-table__name outlook__team">
                  <TeamName team={row.team} />
                  {row.outlooks.length > 0 ? (
                    <ul className="outlook__list">
                      {row.outlooks.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="outlook__open">{texts.nothing}</p>
                  )}
                </th>
                <td className="outlook__places">
                  {row.places ? (
                    <>
                      <span aria-hidden="true">{row.places.text}</span>
                      <span className="visually-hidden">{row.places.label}</span>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="outlook__note">{texts.note}</p>
    </section>
  );
}
