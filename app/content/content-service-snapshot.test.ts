import { describe, expect, it } from "vitest";
import { scratchDir } from "#tests/support/test-dirs.ts";
import { createEmbeddedSource } from "./adapters/embedded.server.ts";
import type { ContentSource } from "./contract.ts";
import { createContentService } from "./service.server.ts";
import { cockpitSnapshotKey, createSnapshotStore } from "./snapshot.server.ts";

/**
 * The content service with its snapshot store: what one run loaded, the next run serves at once,
 * whether the source is down or hangs; only an instance with nothing at all waits and answers empty.
 */
const SOURCE_KEY = cockpitSnapshotKey("https://cms.example/api");

/** The embedded content answered as a Cockpit would be asked: the source that works. */
const workingSource = (): ContentSource => ({ ...createEmbeddedSource(), kind: "cockpit" });

/** A source whose every call does `call` (never answers, or fails), counting the calls. */
function brokenSource(call: () => Promise<never>): ContentSource & { calls: number } {
  const source = { kind: "cockpit" as const, calls: 0 };
  return new Proxy(source, {
    get(target, name) {
      if (name in target) return Reflect.get(target, name);
      return () => (target.calls++, call());
    },
  }) as ContentSource & { calls: number };
}
const hangs = () => new Promise<never>(() => undefined);
const refuses = () => Promise.reject(new Error("fetch failed: ECONNREFUSED"));

/** Loads every collection the pages read, in every language, as a visitor of every page would. */
async function visitEveryPage(content: ReturnType<typeof createContentService>) {
  return Promise.all([
    content.getTeam(() => 0.5),
    ...(["de", "en", "it"] as const).flatMap((language) => [content.getJobs(language), content.getFaqs(language)]),
    content.getAdvertisementContacts(),
    content.getLogoWall(),
    content.getPressContacts(),
    content.getPressArticles(),
    content.getSocialMedia(),
    content.getPremiumPlans(),
  ]);
}

describe("the last good content: across a restart, and while the source hangs", () => {
  it("a run with the source up keeps what it loaded; the next run serves it all though the source refuses", async () => {
    const dataDir = scratchDir("content-snapshot");
    const firstStore = createSnapshotStore({ dataDir, sourceKey: SOURCE_KEY });
    const first = createContentService(workingSource(), { snapshots: firstStore });
    const shown = await visitEveryPage(first);
    expect((await first.getFaqs("de")).entries.length).toBeGreaterThan(10);
    await firstStore.flush();

    const down = brokenSource(refuses);
    const second = createContentService(down, { snapshots: createSnapshotStore({ dataDir, sourceKey: SOURCE_KEY }) });
    expect(second.holdsContent()).toBe(true);
    expect(await visitEveryPage(second)).toEqual(shown);
    // The FAQ's group labels (its field definitions) came back too, in each language.
    expect((await second.getFaqs("it")).fields).toEqual((await first.getFaqs("it")).fields);
    expect(down.calls).toBeGreaterThan(0); // it did try, in the background
  });

  it("a source that hangs: every page's content is answered at once from the snapshot", async () => {
    const dataDir = scratchDir("content-snapshot");
    const store = createSnapshotStore({ dataDir, sourceKey: SOURCE_KEY });
    const first = createContentService(workingSource(), { snapshots: store });
    const shown = await visitEveryPage(first);
    await store.flush();

    const hung = createContentService(brokenSource(hangs), { snapshots: createSnapshotStore({ dataDir, sourceKey: SOURCE_KEY }) });
    // Nothing here settles unless it answers without the source: the hung calls never do.
    const answered = await Promise.race([visitEveryPage(hung), new Promise((resolve) => setTimeout(() => resolve("waited"), 1000))]);
    expect(answered).toEqual(shown);
  });

  it("nothing kept and the source refusing: no content to serve, empty answers", async () => {
    const content = createContentService(brokenSource(refuses), { snapshots: createSnapshotStore({ dataDir: scratchDir("content-snapshot"), sourceKey: SOURCE_KEY }) });
    expect(content.holdsContent()).toBe(false);
    expect(await content.getFaqs("de")).toEqual({ entries: [], fields: {} });
    expect(await content.getSocialMedia()).toEqual([]);
    expect(content.holdsContent()).toBe(false);
  });

  it("a value loaded, then older than its ttl while the source hangs: answered at once, refreshed in the background", async () => {
    let hung = false;
    let calls = 0;
    const embedded = createEmbeddedSource();
    const source: ContentSource = { ...embedded, kind: "cockpit", faqs: (language) => (calls++, hung ? hangs() : embedded.faqs(language)) };
    let now = 1_000_000;
    const content = createContentService(source, { now: () => now });
    const faqs = await content.getFaqs("de");
    hung = true;
    now += 5 * 60_000;
    const answered = await Promise.race([content.getFaqs("de"), new Promise((resolve) => setTimeout(() => resolve("waited"), 1000))]);
    expect(answered).toEqual(faqs);
    expect(calls).toBe(2);
  });
});
