import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES } from "../collections.server.ts";
import { COCKPIT_COLLECTIONS, cockpitDefinition } from "./model.ts";

describe("the collections as Cockpit's editors see them", () => {
  it.each(COLLECTION_NAMES)("%s: its entry list shows fields an editor recognises an entry by, and only fields it has", (name) => {
    const definition = cockpitDefinition(COCKPIT_COLLECTIONS[name]) as { fields: { name: string; lst: boolean }[]; sortable: boolean; sort?: { column: string } };
    const shown = definition.fields.filter((field) => field.lst).map((field) => field.name);
    expect(shown.length, "columns of Cockpit's list (lst)").toBeGreaterThan(0);
    expect(shown).toEqual(COCKPIT_COLLECTIONS[name].listed);
    // A sortable collection's list is in the editors' own order (drag and drop); any other is sorted as the site shows it.
    if (definition.sort) {
      expect(definition.sortable).toBe(false);
      expect([...definition.fields.map((field) => field.name), "_created", "_modified"]).toContain(definition.sort.column);
    }
  });

  it("press articles are listed newest first, as the press pages show them", () => {
    expect(cockpitDefinition(COCKPIT_COLLECTIONS.pressArticles)).toMatchObject({ sort: { column: "_created", dir: -1 } });
  });
});
