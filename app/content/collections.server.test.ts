import { describe, expect, it } from "vitest";
import { collectionPath, parseCollectionBody } from "./collections.server.ts";

describe("collectionPath", () => {
  it("writes the spec's request targets", () => {
    expect(collectionPath("team")).toBe("/collections/get/team");
    expect(collectionPath("FAQs", "it")).toBe("/collections/get/FAQs?lang=it");
    expect(collectionPath("pressArticles")).toBe("/collections/get/pressArticles?sort[_created]=-1");
  });

  it("refuses a per-language collection without a language", () => {
    expect(() => collectionPath("jobs")).toThrow(/per language/);
  });
});

describe("parseCollectionBody", () => {
  it("rejects a body without entries", () => {
    expect(() => parseCollectionBody("team", { data: [] })).toThrow(/team has an unexpected shape \(entries: /);
    expect(() => parseCollectionBody("team", null)).toThrow(/unexpected shape/);
  });

  it("names the place of a wrong value, never the value", () => {
    const secretLooking = "javascript:alert('leak')";
    const body = { entries: [{ _id: "1", network: "instagram", url: secretLooking, label: "Instagram" }] };
    let message = "";
    try {
      parseCollectionBody("SocialMedia", body);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/entries\.0\.url/);
    expect(message).not.toContain("alert");
  });

  it("reads the FAQ's field definitions and ignores other collections' fields", () => {
    const fields = { group: { name: "group", type: "select", options: { options: [{ value: "app", label: "App" }] } } };
    expect(parseCollectionBody("FAQs", { entries: [], fields }).fields).toEqual(fields);
    expect(parseCollectionBody("FAQs", { entries: [] }).fields).toEqual({});
    expect(parseCollectionBody("team", { entries: [], fields }).fields).toEqual({});
    expect(() => parseCollectionBody("FAQs", { entries: [], fields: { group: { type: 3 } } })).toThrow(/fields\.group/);
  });

  it("strips keys Cockpit adds that the site does not use", () => {
    const entry = { _id: "1", network: "x", url: "https://x.com/matchpuls", label: "X", _modified: 1, _by: "admin" };
    expect(parseCollectionBody("SocialMedia", { entries: [entry], total: 1 }).entries).toEqual([
      { _id: "1", network: "x", url: "https://x.com/matchpuls", label: "X" },
    ]);
  });
});
