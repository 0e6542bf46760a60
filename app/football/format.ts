import { dateFormat } from "#app/i18n/dates.ts";
import { localZoneName } from "#app/i18n/kickoff-zone-script.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { formatNumberText } from "#app/i18n/numbers.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { IN_PLAY_STATUSES } from "#contract/match-status.ts";
import type { Match, MatchLive, Score, ScorePair } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";

/**
 * Display values of results (spec §3 "Match display values"), formatted with Intl in a time zone
 * the caller names: the page language's home zone on the server, the visitor's after hydration
 * (`useTimeZone`, app/i18n/time-zone.ts; docs/decisions/0008-kick-offs-in-the-visitors-time-zone.md).
 */

/** "Sa., 24. Mai 2025" / "Sat 24 May 2025" / "sab 24 mag 2025": weekday and month abbreviated. */
export function formatMatchDate(iso: string, language: Language, timeZone: string): string {
  return dateFormat(language, { weekday: "short", day: "numeric", month: "short", year: "numeric" }, timeZone).format(new Date(iso));
}

/** A zone's local name (`localZoneName`) by the zone and the name Intl gives in the language: a zone has one name at each offset. */
const localNames = new Map<string, string>();

/**
 * A kick-off's clock with the zone's name, as Intl writes it in the language: "20:30 MESZ",
 * "19:30 BST", "20:30 CEST", "03:30 GMT+9"; where the language names the zone by its offset only and
 * English has a name for it, that one ("14:30 EDT", not "14:30 GMT-4": `localZoneName`). The name
 * says whose clock it is, so German needs no "Uhr". The clock is "HH:MM" in every language (h23).
 */
export function formatKickoffTime(iso: string, language: Language, timeZone: string): string {
  const text = dateFormat(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" }, timeZone).format(new Date(iso));
  const key = timeZone + text.slice(5);
  if (!localNames.has(key)) localNames.set(key, localZoneName(text, timeZone, Date.parse(iso)).slice(5));
  return text.slice(0, 5) + localNames.get(key);
}

// Built on first use, not when the module loads: the first time-zone formatter of a page costs
// tens of milliseconds (ICU's zone data). The server's alone: lists in the browser group by the
// shown date (MatchList), which needs no formatter of its own.
const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ("2025-05-24") of a kick-off in a time zone: which matches are today's. */
export function matchDayKey(iso: string, timeZone: string): string {
  let format = dayKeyFormats.get(timeZone);
  if (!format) dayKeyFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format.format(new Date(iso));
}

/**
 * How each language writes a score: "3:3" in German, "3-3" in English and Italian (with a plain
 * hyphen, as British and Italian papers print it).
 */
const SCORE_SEPARATOR: Record<Language, string> = { de: ":", en: "-", it: "-" };

export function pairText(pair: ScorePair, language: Language): string {
  return `${pair.home}${SCORE_SEPARATOR[language]}${pair.away}`;
}

/** The score from one team's side: its goals first (a team page lists its matches so). */
export function scoreFromSide(score: Score, side: "home" | "away"): Score {
  if (side === "home") return score;
  const flip = (pair: ScorePair | null) => pair && { home: pair.away, away: pair.home };
  return { ht: flip(score.ht), ft: flip(score.ft), et: flip(score.et), penalties: flip(score.penalties) };
}

/** The result as shown: after extra time when played, else after 90 minutes; null when open. */
export function finalScore(match: Pick<Match, "score">): ScorePair | null {
  return match.score.et ?? match.score.ft;
}

/** The shown result ("3:3", "3-3"), or "–:–" for a match without one (in every language: "–-–" reads as a dash run). */
export function scoreText(match: Pick<Match, "score">, language: Language): string {
  const score = finalScore(match);
  return score ? pairText(score, language) : "–:–";
}

/**
 * How a result was reached when 90 minutes did not decide it: "n. V., 4:2 i. E." /
 * "a.e.t., 4-2 on pens" / "d.t.s., 4-2 d.c.r."; undefined after normal time.
 */
export function decidedText(match: Pick<Match, "score">, language: Language, messages: Messages): string | undefined {
  const parts: string[] = [];
  if (match.score.et) parts.push(messages.matchDisplay.afterExtraTime);
  if (match.score.penalties) {
    const shootout = pairText(match.score.penalties, language);
    parts.push(fillTemplate(messages.results.lists.penaltyShootout, { score: shootout, label: messages.matchDisplay.afterPenalties }));
  }
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/**
 * The whole result in one string, for titles and descriptions: "3:3 n. V., 4:2 i. E.",
 * "3-3 a.e.t., 4-2 on pens", "3-3 d.t.s., 4-2 d.c.r.", "2:0 gewertet", or the status word of a
 * match that was not played ("verlegt").
 */
export function resultText(match: Pick<Match, "status" | "score" | "live">, language: Language, messages: Messages): string {
  const score = finalScore(match);
  const live = liveStatus(match, messages);
  // In play: "2:2, Live 89'", "2:0, Halbzeit", "3:3, Elfmeterschießen 3:2".
  if (score && live) return `${pairText(score, language)}, ${liveStatusText(live, language)}`;
  const label = statusLabel(match, language, messages);
  if (!score) return label ?? scoreText(match, language);
  if (!label) return pairText(score, language);
  // Extra time joins the score with a space ("3:3 n. V."), a shoot-out alone with a comma ("1:1, 4:2 i. E.").
  return !match.score.et && match.score.penalties && match.status === "finished"
    ? `${pairText(score, language)}, ${label}`
    : `${pairText(score, language)} ${label}`;
}

/**
 * The words beside a score: the minute of a match in play ("67'", or "Halbzeit" in a break), the
 * status of a match that has no normal result (postponed, cancelled, abandoned, awarded), or how it
 * was decided (extra time, penalties); undefined after 90 minutes.
 */
export function statusLabel(match: Pick<Match, "status" | "score" | "live">, language: Language, messages: Messages): string | undefined {
  switch (match.status) {
    case "live":
    case "half_time": {
      const live = liveStatus(match, messages)!;
      return live.minute ?? (live.count ? liveStatusText(live, language) : live.word);
    }
    case "canceled":
      return messages.matchDisplay.status.canceled;
    case "postponed":
      return messages.matchDisplay.status.postponed;
    case "called_off":
      return messages.matchDisplay.status.calledOff;
    case "awarded":
      return messages.results.match.awarded;
    default:
      return decidedText(match, language, messages);
  }
}

/**
 * The short form of a status wider than a phone's match row, as the apps write it there: "HZ" for
 * "Halbzeit", "i. E." for "Elfmeterschießen" (a phase's `short`, liveStatus) and for "n. V., 4:2 i. E."
 * (matchDisplay.afterPenalties); undefined where the status is short already (a minute, "n. V.",
 * "Pause") or there is none.
 */
export function shortStatusLabel(match: Pick<Match, "status" | "score" | "live">, messages: Messages): string | undefined {
  const live = liveStatus(match, messages);
  return live ? live.short : match.score.penalties ? messages.matchDisplay.afterPenalties : undefined;
}

/** The minute as football writes it (a goal's, or a match's in play): "45+2'" in stoppage time, "67'" otherwise. */
export function formatMatchMinute(at: { minute: number; stoppage: number | null }): string {
  return at.stoppage ? `${at.minute}+${at.stoppage}'` : `${at.minute}'`;
}

/** Whether the match is under way (live or at half-time): its score is the current one, not a result. */
export function isInPlay(match: Pick<Match, "status">): boolean {
  return IN_PLAY_STATUSES.includes(match.status);
}

export interface LiveStatus {
  /**
   * "Live", "Verlängerung" (extra time, with its minute), or the phase without a running clock:
   * "Halbzeit", "Pause vor der Verlängerung", "Pause" (the change of ends in extra time), "Elfmeterschießen".
   */
  word: string;
  /** "67'", "45+2'", "110'"; undefined in a break, the shoot-out, or when the backend sends no minute. */
  minute?: string;
  /** The shoot-out's running count, where the backend sends it (`live.penalties`). */
  count?: ScorePair | null;
  /** The word's short form for a phone's match row ("HZ", "i. E."), where it is wider than the row's column. */
  short?: string;
}

/**
 * How a match in play stands, in words; undefined for a match not in play. The break after 90
 * minutes is told from the change of ends in extra time by the score: extra time's is there only
 * once extra time has begun.
 */
export function liveStatus(match: Pick<Match, "status" | "live" | "score">, messages: Messages): LiveStatus | undefined {
  if (!isInPlay(match)) return undefined;
  const texts = messages.results.live;
  const live: MatchLive | null | undefined = match.live;
  const minute = live?.minute == null ? undefined : formatMatchMinute({ ...live, minute: live.minute });
  if (match.status === "half_time" || live?.period === "half_time") return { word: texts.halfTime, short: texts.short.halfTime };
  if (live?.period === "extra_time_break")
    return match.score.et ? { word: texts.extraTimeBreak } : { word: texts.beforeExtraTime, short: texts.short.beforeExtraTime };
  if (live?.period === "penalties") return { word: texts.penalties, short: texts.short.penalties, count: live.penalties };
  if (live?.period === "extra_time_first" || live?.period === "extra_time_second") return { word: texts.extraTime, minute };
  return { word: texts.live, minute };
}

/** "Live 67'", "Verlängerung 110'", "Halbzeit", "Elfmeterschießen 3:2": a match in play spelt out. */
export function liveStatusText(live: LiveStatus, language: Language): string {
  if (live.count) return `${live.word} ${pairText(live.count, language)}`;
  return live.minute ? `${live.word} ${live.minute}` : live.word;
}

/** Goal difference with its sign: "+67", "0", "−12" (a real minus sign). */
export function signedNumber(value: number, language: Language): string {
  const text = formatNumberText(Math.abs(value), language);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/**
 * The columns of the statistics tables (the league table, the home page's top of it, a team's
 * record, both teams' places before a match): each table lists the ones it shows, in order.
 */
export type StatColumn = "position" | "team" | "matches" | "won" | "drawn" | "lost" | "goals" | "difference" | "points";

/** A column's header: its label, and the long form where the label is an abbreviation (the `<abbr>`'s title). */
export type StatColumnHead = readonly [label: string, long?: string];

/**
 * How every statistics table heads each column, in the page's language: said once for the four of
 * them, each of which lists its columns; components/StatColumnHeads.tsx renders their header cells.
 * The rows stay in each table: one shared table component (or shared cell components) made every
 * page with a table 0.5–1 KB heavier in JavaScript, a module of its own plus the generic code, where
 * the heaviest pages had 0.3 KB left of their 125 KiB budget (tests/e2e/budgets.spec.ts); these heads cost 0.15 KB.
 */
export function statColumnHeads({ tableColumns: short, results: { table: long } }: Messages): Record<StatColumn, StatColumnHead> {
  return {
    position: ["#", short.position],
    team: [short.team],
    matches: [short.matches, long.matchesLong],
    won: [long.won, long.wonLong],
    drawn: [long.drawn, long.drawnLong],
    lost: [long.lost, long.lostLong],
    goals: [long.goals],
    difference: [short.difference, long.differenceLong],
    points: [short.points, long.pointsLong],
  };
}
