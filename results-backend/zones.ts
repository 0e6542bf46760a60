import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { ZONE_KINDS, type ZoneKind } from "#contract/schemas-standings.ts";

/**
 * Table zones (data/zones.json): per competition file and season, what each final position leads
 * to under that season's regulations (Champions League places, promotion, relegation, the UEFA
 * league phase's round of 16 …). Regulations, not results: a cup winner moving a place down the
 * table is not in the file. Tournaments' group stages are not in it either; who advanced there is
 * computed from the data (standings-views.ts).
 */

export const ZONES_FILE = resolve("data/zones.json");

export const ZoneRangeSchema = z
  .object({
    // Computed per team, never a fixed range.
    kind: z.enum(ZONE_KINDS).exclude(["knockout_stage"]),
    from: z.int().positive(),
    to: z.int().positive(),
  })
  .refine((zone) => zone.from <= zone.to, { message: "`from` must not be after `to`" });
export type ZoneRange = z.infer<typeof ZoneRangeSchema>;

export const CompetitionZonesSchema = z.object({
  source: z.string().trim().min(20).describe("the regulations the ranges follow, for the season"),
  zones: z
    .array(ZoneRangeSchema)
    .min(1)
    .refine((zones) => zones.every((zone, i) => i === 0 || zones[i - 1]!.to < zone.from), {
      message: "zones must be in table order and must not overlap",
    }),
});
export type CompetitionZones = z.infer<typeof CompetitionZonesSchema>;

const FILE_KEY = /^[\w-]+\/[\w.-]+\.json$/;

export const ZonesFileSchema = z.object({
  about: z.string(),
  competitions: z.record(z.string().regex(FILE_KEY, "a data file below data/openfootball/, e.g. 2024-25/de.1.json"), CompetitionZonesSchema),
});
export type ZonesFile = z.infer<typeof ZonesFileSchema>;

/** The zones file, validated; throws with the offending entry named (a start-up error, like a broken data file). */
export function loadZones(path: string = ZONES_FILE): ZonesFile {
  const result = ZonesFileSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!result.success) throw new Error(`${path}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** Why `zones` do not fit a table of `tableSize` teams (empty when they fit). */
export function zoneProblems(zones: readonly ZoneRange[], tableSize: number): string[] {
  return zones.filter((zone) => zone.to > tableSize).map((zone) => `${zone.kind} ${zone.from}–${zone.to} lies outside a table of ${tableSize}`);
}

/** The zone of a position, or null. */
export function zoneAt(zones: readonly ZoneRange[] | undefined, position: number): ZoneKind | null {
  return zones?.find((zone) => zone.from <= position && position <= zone.to)?.kind ?? null;
}
