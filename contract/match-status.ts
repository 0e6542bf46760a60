/**
 * A match's status and phases of play: plain constants, apart from the Zod schemas in schemas.ts
 * that use them, so components can read them without bringing Zod into the browser.
 *
 * `live` and `half_time` are the statuses of a match in play (an extension: a backend without live
 * data never sends them). A result after extra time or on penalties is `finished`: the score's
 * `et` and `penalties` say how it was decided, so there is no status of its own.
 */
export const MATCH_STATUSES = ["scheduled", "live", "half_time", "finished", "canceled", "postponed", "called_off", "awarded"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The statuses of a match under way: its score is the current one, not a result. */
export const IN_PLAY_STATUSES: readonly MatchStatus[] = ["live", "half_time"];

/** Statuses whose result counts: an awarded match counts with its awarded score. */
export const COUNTED_STATUSES: readonly MatchStatus[] = ["finished", "awarded"];

/** Matches that will not be played any more: a round, table or season made only of these is complete. */
export const CLOSED_STATUSES: readonly MatchStatus[] = [...COUNTED_STATUSES, "canceled"];

/**
 * The phases of a match in play, in order: `extra_time_break` is the pause before extra time and
 * the change of ends between its halves; `penalties` the shoot-out.
 */
export const MATCH_PERIODS = ["first_half", "half_time", "second_half", "extra_time_break", "extra_time_first", "extra_time_second", "penalties"] as const;
export type MatchPeriod = (typeof MATCH_PERIODS)[number];
