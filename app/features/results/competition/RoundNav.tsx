import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { ROUND_QUERY_PARAM } from "#app/football/lists-query.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { MatchesView, RoundLink } from "../shared/competition-view.ts";

/** A round of the picker; its `slug` (else its id) is what the form sends without JavaScript. */
export type PickerRound = RoundLink & { slug?: string };

export interface RoundNavProps {
  /** The navigation's accessible name, e.g. "Spieltag oder Runde wählen". */
  label: string;
  /** The round shown now: selected in the list. */
  current: PickerRound;
  rounds: PickerRound[];
  previous: RoundLink | null;
  next: RoundLink | null;
  /** The competition's current round, marked "(aktuell)" in the list; null when there is none (a season played to the end). */
  currentRoundId: number | null;
  /** Where the form goes without JavaScript: that page redirects `?<paramName>=<value>` to the round's URL. */
  formAction: string;
  paramName: string;
  /** The (visually hidden) heading that names the shown round for screen readers; null for none. */
  heading?: string | null;
  /** The arrows' accessible names before the round's name ("Vorherige Runde: 33. Spieltag"). */
  previousLabel?: string;
  nextLabel?: string;
}

const optionValue = (round: PickerRound) => round.slug ?? String(round.id);

/**
 * The round picker: previous/next arrows around a <select> of every round, in one line that does
 * not push the list down. The select sits in a GET form with a small submit button, so it works
 * without JavaScript (the form's target redirects to the round's own URL); with JavaScript a choice
 * navigates at once, client-side, and the button is left out to give the select the room.
 */
export function RoundNav({ label, current, rounds, previous, next, currentRoundId, formAction, paramName, heading, previousLabel, nextLabel }: RoundNavProps) {
  const { messages } = useSite();
  const texts = messages.results.rounds;
  const lists = messages.results.lists.rounds;
  const navigate = useNavigate();
  const selectId = useId();
  const go = (index: number) => {
    const round = rounds[index];
    if (round && round.id !== current.id) void navigate(round.href);
  };
  const headingText = heading === undefined ? current.name : heading;
  return (
    <nav className="round-nav" aria-label={label}>
      {headingText ? <h2 className="visually-hidden round-nav__current">{headingText}</h2> : null}
      <Step link={previous} label={previousLabel ?? texts.previous} arrow="‹" />
      <form
        className="round-nav__form"
        method="get"
        action={formAction}
        onSubmit={(event) => {
          event.preventDefault();
          go((event.currentTarget.elements.namedItem(paramName) as HTMLSelectElement).selectedIndex);
        }}
      >
        <label className="visually-hidden" htmlFor={selectId}>
          {lists.select}
        </label>
        {/* Keyed by the round: after a client-side navigation the list shows the new round. */}
        <select
          key={current.id}
          id={selectId}
          className="round-nav__select"
          name={paramName}
          defaultValue={optionValue(current)}
          onChange={(event) => go(event.currentTarget.selectedIndex)}
        >
          {rounds.map((round) => (
            <option key={round.id} value={optionValue(round)}>
              {round.id === currentRoundId ? `${round.name} (${lists.current})` : round.name}
            </option>
          ))}
        </select>
        {/* Only without JavaScript: with it, choosing a round navigates at once. */}
        <noscript>
          <button className="round-nav__go" type="submit">
            {lists.go}
          </button>
        </noscript>
      </form>
      <Step link={next} label={nextLabel ?? texts.next} arrow="›" />
    </nav>
  );
}

/** An arrow to the previous or next round; none at the first and last round, where the select takes the room. */
function Step({ link, label, arrow }: { link: RoundLink | null; label: string; arrow: string }) {
  if (!link) return null;
  return (
    <Link className="round-nav__step" to={link.href} aria-label={`${label}: ${link.name}`} prefetch="intent">
      <span aria-hidden="true">{arrow}</span>
    </Link>
  );
}

/** The matches tab's picker: every round of the competition; the form goes to the competition page. */
export function MatchesRoundNav({ view }: { view: MatchesView }) {
  const { messages } = useSite();
  if (!view.round) return null;
  return (
    <RoundNav
      label={messages.results.rounds.label}
      current={view.round}
      rounds={view.rounds}
      previous={view.previous}
      next={view.next}
      currentRoundId={view.currentRoundId}
      formAction={view.header.tabs.matches}
      paramName={ROUND_QUERY_PARAM}
    />
  );
}
