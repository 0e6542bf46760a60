import { describe, expect, it } from "vitest";
import { createCockpitSource } from "#app/content/adapters/cockpit.server.ts";
import { createEmbeddedSource } from "#app/content/adapters/embedded.server.ts";
import type { ContentSource } from "#app/content/contract.ts";
import { createMetrics } from "./metrics.ts";

/**
 * The content source's state in the metrics (docs/decisions/0811-readiness-and-last-good-content.md):
 * `/readyz` stays 200 while an instance serves its last good content, so the metrics are where a
 * Cockpit that is down shows.
 */
function sample(text: string, name: string): number | undefined {
  const found = text.split("\n").find((line) => line.startsWith(`${name} `));
  return found === undefined ? undefined : Number(found.slice(name.length + 1));
}

describe("matchpuls_content_source_up", () => {
  it("follows the last call of the content source: 1 when it answered, 0 when it failed; the last success's time stays", async () => {
    const metrics = createMetrics();
    let up = true;
    const embedded = createEmbeddedSource();
    const source = metrics.measureContentSource({
      ...embedded,
      kind: "cockpit",
      faqs: (language) => (up ? embedded.faqs(language) : Promise.reject(new Error("fetch failed: ECONNREFUSED"))),
    } satisfies ContentSource);

    expect(sample(await metrics.exposition(), "matchpuls_content_source_up")).toBe(0);
    const before = Date.now() / 1000;
    await source.faqs("de");
    let text = await metrics.exposition();
    expect(sample(text, "matchpuls_content_source_up")).toBe(1);
    const lastSuccess = sample(text, "matchpuls_content_source_last_success_timestamp_seconds")!;
    expect(lastSuccess).toBeGreaterThanOrEqual(before);

    up = false;
    await expect(source.faqs("de")).rejects.toThrow("ECONNREFUSED");
    text = await metrics.exposition();
    expect(sample(text, "matchpuls_content_source_up")).toBe(0);
    expect(sample(text, "matchpuls_content_source_last_success_timestamp_seconds")).toBe(lastSuccess);

    up = true;
    await source.faqs("en");
    expect(sample(await metrics.exposition(), "matchpuls_content_source_up")).toBe(1);
  });
});

describe("matchpuls_content_entries_left_out", () => {
  it("is set on each load of a collection to the entries it left out, per collection", async () => {
    const metrics = createMetrics();
    let answer = { entries: [{ _id: "f1", question: "Frage?", answer: " ", group: "app" }], fields: {} };
    const source = createCockpitSource({
      baseUrl: "https://cms.example/api",
      token: "t",
      timeoutMs: 1000,
      fetch: (async () => Response.json(answer)) as typeof fetch,
      onEntriesLeftOut: metrics.contentEntriesLeftOut,
    });
    await source.faqs("de");
    expect(sample(await metrics.exposition(), 'matchpuls_content_entries_left_out{collection="FAQs"}')).toBe(1);
    answer = { entries: [{ _id: "f1", question: "Frage?", answer: "Antwort.", group: "app" }], fields: {} };
    await source.faqs("de");
    expect(sample(await metrics.exposition(), 'matchpuls_content_entries_left_out{collection="FAQs"}')).toBe(0);
  });
});
