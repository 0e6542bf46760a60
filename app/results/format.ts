import { DISPLAY_TIME_ZONE, dateFormat } from "../i18n/dates.ts";
import type { Language } from "../i18n/languages.ts";
import type { Messages } from "../i18n/messages/de.ts";
import { numberFormat } from "../i18n/numbers.ts";
import type { GoalEvent, Match, ScorePair } from "./schemas.ts";

/**
 * Display values of results (spec §3 "Match display values"), formatted with Intl in the site's
 * display time zone (app/i18n/dates.ts).
 */

/** "Sa., 24. Mai 2025" / "Sat 24 May 2025" / "sab 24 mag 2025": weekday and month abbreviated. */
export function formatMatchDate(iso: string, language: Language): string {
  return dateFormat(language, { weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));
}

/** "20:30 Uhr" in German (the clock suffix), "20:30" in English and Italian. */
export function formatKickoffTime(iso: string, language: Language, messages: Messages): string {
  const time = dateFormat(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
  return messages.matchDisplay.clockSuffix ? `${time} ${messages.matchDisplay.clockSuffix}` : time;
}

export function formatKickoff(iso: string, language: Language, messages: Messages): string {
  return `${formatMatchDate(iso, language)}, ${formatKickoffTime(iso, language, messages)}`;
}

// Built on first use, not when the module loads: the first time-zone formatter of a page costs
// tens of milliseconds (ICU's zone data), and most pages importing this module never group by day.
let dayKeyFormat: Intl.DateTimeFormat | undefined;

/** The calendar day of a kick-off in the display time zone, for grouping a round's matches. */
export function matchDayKey(iso: string): string {
  dayKeyFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: DISPLAY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return dayKeyFormat.format(new Date(iso));
}

export function pairText(pair: ScorePair): string {
  return `${pair.home}:${pair.away}`;
}

/** The result as shown: after extra time when played, else after 90 minutes; "–:–" when open. */
export function finalScore(match: Pick<Match, "score">): ScorePair | null {
  return match.score.et ?? match.score.ft;
}

export function scoreText(match: Pick<Match, "score">): string {
  const score = finalScore(match);
  return score ? pairText(score) : "–:–";
}

/** The label of a match that has no normal result to show, or of how it was decided. */
export function statusLabel(match: Pick<Match, "status" | "score">, messages: Messages): string | undefined {
  switch (match.status) {
    case "canceled":
      return messages.matchDisplay.status.canceled;
    case "postponed":
      return messages.matchDisplay.status.postponed;
    case "called_off":
      return messages.matchDisplay.status.calledOff;
    case "awarded":
      return messages.results.match.awarded;
    default:
      if (match.score.penalties) return `${messages.matchDisplay.afterPenalties} ${pairText(match.score.penalties)}`;
      if (match.score.et) return messages.matchDisplay.afterExtraTime;
      return undefined;
  }
}

/** "45+2'" for a goal in stoppage time, "17'" otherwise. */
export function minuteText(goal: Pick<GoalEvent, "minute" | "stoppage">): string {
  return goal.stoppage ? `${goal.minute}+${goal.stoppage}'` : `${goal.minute}'`;
}

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

/** Goal difference with its sign: "+67", "0", "−12" (a real minus sign). */
export function signedNumber(value: number, language: Language): string {
  const text = formatNumber(Math.abs(value), language);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
