import type { Messages } from "#app/i18n/messages/de.ts";
import { pluralRulesOf } from "#app/i18n/numbers.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { Projection, ProjectionOutlook } from "#contract/schemas-standings.ts";
import type { Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";

/**
 * The view of the standings' projection (docs/decisions/0124-if-it-stays-like-this.md): the moves of
 * the live table since the matchday began, and on the last matchdays what each team is sure of and
 * what a result would make sure. The backend computes it all; this module only words it.
 * Browser-safe and pure, like the other views.
 */

/** A row's move since the matchday began: the arrow's direction and its words for screen readers. */
export interface MoveView {
  direction: "up" | "down";
  count: number;
  label: string;
}

export interface OutlookRowView {
  position: number;
  team: Team;
  /** "3.–5." and its spoken form; null where the backend gives no bounds. */
  places: { text: string; label: string } | null;
  /** "Steht fest: Klassenerhalt", "Mit einem Sieg: Champions League"; empty where nothing is certain. */
  outlooks: string[];
}

export interface OutlookView {
  heading: string;
  rows: OutlookRowView[];
}

export interface LiveTableNote {
  text: string;
  /** The share card of the live table (`/cards/…/projection/…png`); null where there is none. */
  card: { href: string; label: string } | null;
}

const plural = (language: Language, count: number, forms: { one: string; other: string }) =>
  fillTemplate(pluralRulesOf(language).select(count) === "one" ? forms.one : forms.other, { count });

/** The move of a team since the matchday began, while matches are in play; null when it did not move or nothing is in play. */
export function moveOf(projection: Projection | null | undefined, teamId: number, position: number, language: Language, messages: Messages): MoveView | null {
  if (!projection?.in_play) return null;
  const before = projection.rows.find((row) => row.team_id === teamId)?.before;
  if (before === null || before === undefined || before === position) return null;
  const direction = before > position ? "up" : "down";
  const count = Math.abs(before - position);
  return { direction, count, label: plural(language, count, messages.results.standings.projection.move[direction]) };
}

/** One outlook in words: "Mit einem Sieg: Champions League". */
export function outlookText(outlook: ProjectionOutlook, messages: Messages): string {
  const texts = messages.results.standings.projection;
  return fillTemplate(texts.whens[outlook.when], { target: texts.targets[outlook.target] });
}

/**
 * The outlook of the last matchdays, in table order; null while more than three are left (the
 * backend then gives no bounds) or without a projection.
 */
export function outlookView(
  projection: Projection | null | undefined,
  rows: readonly { position: number; team: Team }[],
  language: Language,
  messages: Messages,
): OutlookView | null {
  if (!projection || projection.rows.every((row) => row.best === null)) return null;
  const texts = messages.results.standings.projection;
  const byTeam = new Map(projection.rows.map((row) => [row.team_id, row]));
  return {
    heading: plural(language, projection.matchdays_left, texts.heading),
    rows: rows.map(({ position, team }) => {
      const row = byTeam.get(team.id);
      const best = row?.best ?? null;
      const worst = row?.worst ?? null;
      return {
        position,
        team,
        places:
          best === null || worst === null
            ? null
            : {
                text: fillTemplate(best === worst ? texts.place : texts.placeRange, { best, worst }),
                label: fillTemplate(best === worst ? texts.placeSpoken : texts.placesSpoken, { best, worst }),
              },
        outlooks: (row?.outlooks ?? []).map((outlook) => outlookText(outlook, messages)),
      };
    }),
  };
}
