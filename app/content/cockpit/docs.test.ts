import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES } from "../collections.server.ts";
import { CONTENT_MODEL_DOC, withCockpitCollections } from "./docs.ts";
import { COCKPIT_COLLECTIONS } from "./model.ts";

describe("docs/content-model.md", () => {
  it("lists the collections and fields a Cockpit needs as the seeder creates them (run `npm run docs:content` after a change)", () => {
    const page = readFileSync(CONTENT_MODEL_DOC, "utf8");
    expect(page).toBe(withCockpitCollections(page));
  });

  it("documents every collection and field", () => {
    const page = readFileSync(CONTENT_MODEL_DOC, "utf8");
    for (const name of COLLECTION_NAMES) {
      expect(page).toContain(`### \`${name}\``);
      for (const field of COCKPIT_COLLECTIONS[name].fields) expect(page).toContain(`| \`${field.name}\` |`);
    }
  });
});
