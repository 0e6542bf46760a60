import type { Scorer } from "#contract/schemas.ts";

/** How many scorers the scorers page lists before its "show all" link. */
export const LEADING_SCORERS = 25;

/** What the scorers page shows: the leading scorers or all of them, and the link to the other list. */
export interface ScorersList {
  scorers: Scorer[];
  /** How many scorers there are in all. */
  total: number;
  /** The page with every scorer, when this one leaves some out. */
  allHref: string | null;
  /** The page with the leading scorers, when this one shows all and the leading list is shorter. */
  leadingHref: string | null;
  /** Why the list is empty, said under the spec's empty text (null when it is not empty). */
  emptyReason: string | null;
}

/** The leading scorers (`all` false) or every scorer, with the link to the other list where it differs. */
export function scorersList(
  scorers: Scorer[],
  all: boolean,
  pagePath: string,
  allParam: string,
  reasons: { hasGoalEvents: boolean; texts: { noGoalEvents: string; noGoalsYet: string } },
): ScorersList {
  const leading = leadingScorers(scorers);
  const cut = leading.length < scorers.length;
  const { hasGoalEvents, texts } = reasons;
  return {
    emptyReason: scorers.length > 0 ? null : hasGoalEvents ? texts.noGoalsYet : texts.noGoalEvents,
    scorers: all ? scorers : leading,
    total: scorers.length,
    allHref: !all && cut ? `${pagePath}?${allParam}=1` : null,
    leadingHref: all && cut ? pagePath : null,
  };
}

/**
 * The scorers within the first `limit` places: the first `limit` of the list (ordered by rank), and
 * everyone who shares the rank of the last of them, so a tie is never cut in two.
 */
export function leadingScorers(scorers: Scorer[], limit = LEADING_SCORERS): Scorer[] {
  const last = scorers[limit - 1];
  if (!last) return scorers;
  return scorers.filter((scorer, index) => index < limit || scorer.rank === last.rank);
}
