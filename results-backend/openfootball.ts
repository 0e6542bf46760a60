import { z } from "zod";
import type { MatchStatus } from "#contract/match-status.ts";
import type { ScorePair } from "#contract/schemas.ts";
import type { CompetitionDefinition, Localized } from "./catalogue.ts";
import { kickoffToUtc } from "./kickoff.ts";
import { compareRoundKeys, parseRoundName, type RoundKey, roundKeyId, roundNames } from "./rounds.ts";
import type { TeamIdentities, TeamIdentity } from "./team-identity.ts";

/**
 * Reads one openfootball file (football.json schema, see data/openfootball/PROVENANCE.md) into the
 * backend's model. Every quirk of the data set is handled here and nowhere else: team objects,
 * " (FRA)" suffixes and a club's different spellings (resolved through data/teams.json), rounds
 * nested in `rounds[]`, minutes as "90+4" or as minute + offset, missing half-time scores, `{}`
 * scores of unplayed matches, statuses, local kick-off times.
 * Anything it cannot read stops the build with the competition and match it came from.
 */

const RawPair = z.tuple([z.int().min(0), z.int().min(0)]);
const RawTeam = z.union([z.string().trim().min(1), z.object({ name: z.string().trim().min(1), code: z.string().optional() })]);
const RawGoal = z.object({
  name: z.string().trim().min(1),
  minute: z.union([z.int().min(0), z.string().regex(/^\d{1,3}(\+\d{1,2})?$/)]),
  offset: z.int().min(0).optional(),
  penalty: z.boolean().optional(),
  owngoal: z.boolean().optional(),
});
const RawMatch = z.object({
  round: z.string().optional(),
  date: z.string(),
  time: z.string(),
  team1: RawTeam,
  team2: RawTeam,
  score: z.strictObject({ ht: RawPair.optional(), ft: RawPair.optional(), et: RawPair.optional(), p: RawPair.optional() }),
  status: z.enum(["awarded", "postponed", "cancelled", "abandoned"]).optional(),
  group: z
    .string()
    .regex(/^Group [A-Z]$/)
    .optional(),
  ground: z.string().trim().min(1).optional(),
  goals1: z.array(RawGoal).optional(),
  goals2: z.array(RawGoal).optional(),
});
type RawMatch = z.infer<typeof RawMatch>;

const RawFile = z.union([
  z.object({ name: z.string(), matches: z.array(RawMatch).min(1) }),
  z.object({ name: z.string(), rounds: z.array(z.object({ name: z.string(), matches: z.array(RawMatch) })).min(1) }),
]);

/** A team of the file, as data/teams.json knows it; its `key` is the same in every competition. */
export type ImportedTeam = TeamIdentity;

export interface ImportedGoal {
  /** The team the goal counts for (an own goal counts for the opponent of the scorer's team). */
  side: "home" | "away";
  scorer: string;
  minute: number;
  stoppage: number | null;
  penalty: boolean;
  ownGoal: boolean;
}

export interface ImportedScore {
  ht: ScorePair | null;
  ft: ScorePair | null;
  et: ScorePair | null;
  penalties: ScorePair | null;
}

export interface ImportedMatch {
  id: number;
  roundIndex: number;
  /** Group letter ("A") of a tournament's group-stage match. */
  group: string | null;
  kickoff: string;
  status: MatchStatus;
  home: string;
  away: string;
  score: ImportedScore;
  venue: string | null;
  /** Goal events in match order; null when the data has none for this competition. */
  goals: ImportedGoal[] | null;
}

export interface ImportedRound {
  index: number;
  key: RoundKey;
  names: Localized;
}

export interface ImportedCompetition {
  definition: CompetitionDefinition;
  rounds: ImportedRound[];
  matches: ImportedMatch[];
  teams: ImportedTeam[];
}

/** Match ids are `competition id × 1000 + position in the file`: stable across rebuilds. */
export const MATCH_ID_FACTOR = 1000;

export class DataImportError extends Error {
  override name = "DataImportError";
}

export function importCompetition(definition: CompetitionDefinition, json: unknown, identities: TeamIdentities): ImportedCompetition {
  const parsed = RawFile.safeParse(json);
  if (!parsed.success) {
    throw new DataImportError(`${definition.file}: not an openfootball file: ${z.prettifyError(parsed.error)}`);
  }
  const file = parsed.data;
  const rawMatches: { raw: RawMatch; round: string }[] =
    "matches" in file
      ? file.matches.map((raw) => ({ raw, round: raw.round ?? "" }))
      : file.rounds.flatMap((round) => round.matches.map((raw) => ({ raw, round: raw.round ?? round.name })));
  if (rawMatches.length >= MATCH_ID_FACTOR) throw new DataImportError(`${definition.file}: too many matches for stable ids`);

  const teams = new Map<string, TeamIdentity>();
  const drafts = rawMatches.map(({ raw, round }, position) => {
    const where = `${definition.file}, match ${position + 1} (${round})`;
    try {
      const key = parseRoundName(round);
      if (!key) throw new Error(`unknown round "${round}"`);
      const groupLetter = raw.group?.slice(-1) ?? null;
      // In tournament files "Matchday N" counts tournament days, not the group's matchdays.
      const roundKey: RoundKey = definition.kind === "tournament" && groupLetter ? { stage: "group_stage", matchday: null, leg: null } : key;
      const home = importTeam(raw.team1, definition, identities, teams);
      const away = importTeam(raw.team2, definition, identities, teams);
      if (home === away) throw new Error(`team "${home}" plays itself`);
      const goals = importGoals(raw, raw.score.et !== undefined);
      const score = importScore(raw, goals);
      return {
        id: definition.id * MATCH_ID_FACTOR + position + 1,
        roundKey,
        group: groupLetter,
        kickoff: kickoffToUtc(raw.date, raw.time, definition.timeZone),
        status: importStatus(raw),
        home,
        away,
        score,
        venue: raw.ground ?? null,
        goals,
      };
    } catch (error) {
      throw new DataImportError(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  deriveMissingMatchdays(drafts, definition);
  checkScorerNames(drafts, definition);

  const roundKeys = [...new Map(drafts.map((d) => [roundKeyId(d.roundKey), d.roundKey])).values()].sort(compareRoundKeys);
  const roundIndexById = new Map(roundKeys.map((key, index) => [roundKeyId(key), index]));
  const hasGoalEvents = drafts.some((d) => d.goals !== null);

  return {
    definition,
    rounds: roundKeys.map((key, index) => ({ index, key, names: roundNames(key) })),
    matches: drafts.map(({ roundKey, goals, ...match }) => ({
      ...match,
      roundIndex: roundIndexById.get(roundKeyId(roundKey))!,
      // A 0-0 without scorer lists is still a match with (no) goal events when the file has them.
      goals: hasGoalEvents ? (goals ?? []) : null,
    })),
    teams: [...teams.values()],
  };
}

/** Resolves a team of the file to its identity and returns its canonical key. */
function importTeam(raw: z.infer<typeof RawTeam>, definition: CompetitionDefinition, identities: TeamIdentities, teams: Map<string, TeamIdentity>): string {
  const text = typeof raw === "string" ? raw : raw.name;
  if (/\s{2,}/.test(text)) throw new Error(`malformed team name "${text}"`);
  const suffix = /^(.*\S)\s+\(([A-Z]{3})\)$/.exec(text);
  const name = suffix ? suffix[1]! : text;
  const team = identities.find(name);
  if (!team) throw new Error(`team "${name}" is not in ${identities.file}: add it, or add this spelling to its aliases`);
  if (team.national !== (definition.kind === "tournament")) {
    throw new Error(`"${name}" is ${team.national ? "a national team" : "a club"} in ${identities.file}, but this is a ${definition.kind}`);
  }
  const dataCode = suffix?.[2] ?? (typeof raw === "string" ? undefined : raw.code);
  if (dataCode !== undefined && dataCode !== team.countryCode) {
    throw new Error(`the data gives "${name}" the country ${dataCode}, ${identities.file} ${team.countryCode}`);
  }
  teams.set(team.key, team);
  return team.key;
}

/** The end of regular time; later minutes belong to extra time, or else to stoppage time. */
const REGULAR_TIME_MINUTES = 90;

function importGoals(raw: RawMatch, extraTime: boolean): ImportedGoal[] | null {
  if (raw.goals1 === undefined && raw.goals2 === undefined) return null;
  const goals = [
    ...(raw.goals1 ?? []).map((goal) => importGoal(goal, "home", extraTime)),
    ...(raw.goals2 ?? []).map((goal) => importGoal(goal, "away", extraTime)),
  ];
  return goals.sort((a, b) => a.minute - b.minute || (a.stoppage ?? 0) - (b.stoppage ?? 0));
}

function importGoal(goal: z.infer<typeof RawGoal>, side: "home" | "away", extraTime: boolean): ImportedGoal {
  let [minute, stoppage] = typeof goal.minute === "number" ? [goal.minute, goal.offset ?? null] : goal.minute.split("+").map(Number);
  // Some files write stoppage time as "92" instead of "90+2"; without extra time it can be nothing else.
  if (!extraTime && stoppage == null && minute! > REGULAR_TIME_MINUTES) {
    [minute, stoppage] = [REGULAR_TIME_MINUTES, minute! - REGULAR_TIME_MINUTES];
  }
  return {
    side,
    scorer: goal.name,
    minute: minute!,
    stoppage: stoppage ?? null,
    penalty: goal.penalty === true,
    ownGoal: goal.owngoal === true,
  };
}

const pair = (value: [number, number] | undefined): ScorePair | null => (value ? { home: value[0], away: value[1] } : null);

function importScore(raw: RawMatch, goals: ImportedGoal[] | null): ImportedScore {
  const ft = pair(raw.score.ft);
  const et = pair(raw.score.et);
  if (goals && !raw.status) {
    const final = et ?? ft;
    const counted = { home: goals.filter((g) => g.side === "home").length, away: goals.filter((g) => g.side === "away").length };
    if (final && (counted.home !== final.home || counted.away !== final.away)) {
      throw new Error(`goal events ${counted.home}-${counted.away} contradict the score ${final.home}-${final.away}`);
    }
    const regular = goals.filter((g) => g.minute <= REGULAR_TIME_MINUTES);
    const inRegularTime = { home: regular.filter((g) => g.side === "home").length, away: regular.filter((g) => g.side === "away").length };
    if (et && ft && (inRegularTime.home !== ft.home || inRegularTime.away !== ft.away)) {
      throw new Error(`goal events in regular time ${inRegularTime.home}-${inRegularTime.away} contradict the full-time score ${ft.home}-${ft.away}`);
    }
  }
  return { ht: pair(raw.score.ht) ?? halfTimeFromData(ft, goals, raw.status), ft, et, penalties: pair(raw.score.p) };
}

/**
 * openfootball leaves out `ht` for 0-0 half-times, but also where it simply lacks it. A half-time
 * score is filled in only where the data proves it: a 0-0 full time, or goal events that count the
 * whole result (stoppage time of the first half counts as first half).
 */
function halfTimeFromData(ft: ScorePair | null, goals: ImportedGoal[] | null, status: RawMatch["status"]): ScorePair | null {
  if (!ft || status) return null;
  if (ft.home === 0 && ft.away === 0) return { home: 0, away: 0 };
  if (!goals) return null;
  const firstHalf = goals.filter((g) => g.minute <= 45);
  return { home: firstHalf.filter((g) => g.side === "home").length, away: firstHalf.filter((g) => g.side === "away").length };
}

function importStatus(raw: RawMatch): MatchStatus {
  switch (raw.status) {
    case "awarded":
      return "awarded";
    case "postponed":
      return "postponed";
    case "cancelled":
      return "canceled";
    case "abandoned":
      return "called_off";
    case undefined:
      return raw.score.ft ? "finished" : "scheduled";
  }
}

interface MatchDraft {
  id: number;
  roundKey: RoundKey;
  group: string | null;
  kickoff: string;
  home: string;
  away: string;
}

/**
 * Fills in the matchday where the data does not give it (tournament group stages, the Europa League
 * "League phase"): a team's n-th match of the stage is its matchday n. Both teams of a match must
 * agree, otherwise the data is not a round-robin schedule and the build stops.
 */
function deriveMissingMatchdays(drafts: MatchDraft[], definition: CompetitionDefinition): void {
  const open = drafts.filter((d) => d.roundKey.matchday === null && (d.roundKey.stage === "group_stage" || d.roundKey.stage === "league_phase"));
  const byStage = Map.groupBy(open, (d) => `${d.roundKey.stage}:${d.group ?? ""}`);
  for (const matches of byStage.values()) {
    const played = new Map<string, number>();
    const ordered = [...matches].sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id);
    for (const match of ordered) {
      const home = (played.get(match.home) ?? 0) + 1;
      const away = (played.get(match.away) ?? 0) + 1;
      if (home !== away) {
        throw new DataImportError(`${definition.file}: cannot derive the matchday of ${match.home} - ${match.away} (${home}. vs ${away}. match)`);
      }
      played.set(match.home, home);
      played.set(match.away, away);
      match.roundKey = { ...match.roundKey, matchday: home };
    }
  }
}

/**
 * Scorer lists count goals per name, so one player written two ways ("Mbappé" and "Kylian
 * Mbappé") would be split in two. A bare surname that ends another scorer's full name in the same
 * team stops the build; the data is corrected instead (data/openfootball/PROVENANCE.md).
 */
function checkScorerNames(drafts: readonly (MatchDraft & { goals: ImportedGoal[] | null })[], definition: CompetitionDefinition): void {
  const namesByTeam = new Map<string, Set<string>>();
  for (const match of drafts) {
    for (const goal of match.goals ?? []) {
      if (goal.ownGoal) continue;
      const team = goal.side === "home" ? match.home : match.away;
      namesByTeam.set(team, (namesByTeam.get(team) ?? new Set()).add(goal.scorer));
    }
  }
  for (const [team, names] of namesByTeam) {
    for (const name of names) {
      if (/\s/.test(name)) continue;
      const longer = [...names].find((other) => other.endsWith(` ${name}`));
      if (longer) throw new DataImportError(`${definition.file}: ${team} scorer "${name}" is probably "${longer}"; write one name`);
    }
  }
}
