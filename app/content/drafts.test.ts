import { describe, expect, it } from "vitest";
import type { Language } from "#lib/languages.ts";
import { reviewEntry } from "./cockpit/entry-review.ts";
import { cockpitDefinition, COCKPIT_COLLECTIONS, PUBLISHED_FIELD } from "./cockpit/model.ts";
import { COLLECTION_NAMES, contentSourceFromReader, type CollectionName, type CollectionReader } from "./collections.server.ts";
import { createContentService } from "./service.server.ts";

/**
 * Drafts (docs/decisions/0207-drafts-and-preview-links.md): an entry whose published switch is off is
 * read as a draft, kept by the content service, left out of every page and shown in a preview only.
 */
const faq = { _id: "f1", question: "Was kostet Premium?", answer: "2,99 € im Monat.", group: "premium" };

describe("the published switch", () => {
  it("every collection has it, as its last field and list column, on for new entries", () => {
    for (const name of COLLECTION_NAMES) {
      const definition = cockpitDefinition(COCKPIT_COLLECTIONS[name]) as { fields: { name: string; type: string; lst: boolean; options: object }[] };
      expect(definition.fields.at(-1), name).toMatchObject({ name: PUBLISHED_FIELD.name, type: "boolean", lst: true, options: { default: true }, default: true });
    }
  });

  it("only an explicit off makes a draft: entries saved before the switch existed stay published", () => {
    expect(reviewEntry("FAQs", { ...faq, published: false }, 0, "de").entry).toMatchObject({ _id: "f1", draft: true });
    for (const published of [true, undefined, null]) expect(reviewEntry("FAQs", { ...faq, published }, 0, "de").entry, String(published)).not.toHaveProperty("draft");
  });

  it("the seeder saves the embedded content published", () => {
    const entry = COCKPIT_COLLECTIONS.SocialMedia.toCockpit(() => ({ _id: "s", network: "x", url: "https://x.example", label: "X" }), { asset: () => ({}) });
    expect(entry[PUBLISHED_FIELD.name]).toBe(true);
  });
});

describe("the content service with drafts", () => {
  const job = (slug: string, draft?: true) => ({
    _id: slug,
    ...(draft ? { draft } : {}),
    slug,
    title: slug,
    summary: "s",
    location: "Hamburg",
    employmentType: "FULL_TIME",
    datePosted: "2026-11-01",
    sections: [{ heading: "h", items: ["i"] }],
    contact: { name: "n", email: "jobs@example.com" },
  });
  const entries: Partial<Record<CollectionName, unknown[]>> = {
    FAQs: [faq, { ...faq, _id: "f2", question: "Entwurf?", draft: true }],
    jobs: [job("ios-engineer"), job("data-engineer", true)],
    SocialMedia: [{ _id: "s1", network: "x", url: "https://x.example", label: "X", draft: true }],
  };
  const read = (async (name: CollectionName, _language?: Language) => ({ entries: entries[name] ?? [], fields: {} })) as CollectionReader;
  const service = () => createContentService(contentSourceFromReader("embedded", read));

  it("pages get the published entries only; a draft job's page is not found", async () => {
    const content = service();
    expect((await content.getFaqs("de")).entries.map((entry) => entry._id)).toEqual(["f1"]);
    expect((await content.getFaqs("en")).entries.map((entry) => entry._id)).toEqual(["f1"]);
    expect((await content.getJobs("de")).map((entry) => entry.slug)).toEqual(["ios-engineer"]);
    expect(await content.getJob("de", "data-engineer")).toBeUndefined();
    expect(await content.getSocialMedia()).toEqual([]);
  });

  it("a preview gets the drafts too, from the same cached values", async () => {
    const content = service();
    await content.getFaqs("de");
    const preview = content.withDrafts();
    expect((await preview.getFaqs("de")).entries.map((entry) => entry._id)).toEqual(["f1", "f2"]);
    expect((await preview.getJob("de", "data-engineer"))?.draft).toBe(true);
    expect((await preview.getSocialMedia()).map((link) => link._id)).toEqual(["s1"]);
    // The public view is unchanged by the preview's reads.
    expect((await content.getFaqs("de")).entries).toHaveLength(1);
  });
});
