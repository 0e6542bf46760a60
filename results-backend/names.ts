import type { DatabaseSync } from "node:sqlite";
import { DEFAULT_LANGUAGE, type Language } from "#lib/languages.ts";

/**
 * The names of push groups, competitions, rounds and teams, as the database keeps them: one row
 * per thing, language and kind in `names` (database.server.ts), so a language more is data, not a
 * column. They are read once when the store opens (the database does not change while open).
 * A name missing in a language is given in German, as a news item without a translation is.
 */

export type NamedEntity = "push_group" | "competition" | "round" | "team";
/** `name` for everything; `short` (competitions, teams) and `plural` (competitions) where the thing has one. */
export type NameKind = "name" | "short" | "plural";

interface NameRow {
  entity: NamedEntity;
  entity_id: number;
  language: string;
  kind: NameKind;
  value: string;
}

/** A thing's names: per language, per kind. */
type Names = Record<string, Partial<Record<NameKind, string>>>;

export class NameBook {
  private readonly byEntity = new Map<NamedEntity, Map<number, Names>>();

  constructor(db: DatabaseSync) {
    for (const row of db.prepare("SELECT entity, entity_id, language, kind, value FROM names").all() as unknown as NameRow[]) {
      let things = this.byEntity.get(row.entity);
      if (!things) this.byEntity.set(row.entity, (things = new Map()));
      let names = things.get(row.entity_id);
      if (!names) things.set(row.entity_id, (names = {}));
      (names[row.language] ??= {})[row.kind] = row.value;
    }
  }

  /** A thing's name of `kind` in `language`, else in German; a thing without one is a fault of the build. */
  get(entity: NamedEntity, entityId: number, language: Language, kind: NameKind = "name"): string {
    const names = this.byEntity.get(entity)?.get(entityId);
    const value = names?.[language]?.[kind] ?? names?.[DEFAULT_LANGUAGE]?.[kind];
    if (value === undefined) throw new Error(`the results database has no ${kind} for ${entity} ${entityId}`);
    return value;
  }
}
