import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_CALLS } from "./api-calls.ts";
import { API_DOCS_PATH, renderApiDocs } from "./api-docs.ts";

describe("docs/api.md", () => {
  it("is generated from the current schemas (run `node contract/generate-api-docs.ts` after a change)", () => {
    expect(readFileSync(API_DOCS_PATH, "utf8")).toBe(renderApiDocs());
  });

  it("documents every call", () => {
    const docs = renderApiDocs();
    for (const call of Object.values(API_CALLS)) expect(docs).toContain(`POST /api${call.path}`);
  });
});
