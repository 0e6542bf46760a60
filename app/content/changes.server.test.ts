import { describe, expect, it } from "vitest";
import { CACHE_CONTROL } from "../http/cache-control.ts";
import type { ChangeSignatures } from "./adapters/cockpit.server.ts";
import { createContentChanges, pagesShowing, withEditableContentLifetime } from "./changes.server.ts";

describe("content changes", () => {
  it("a poll reloads exactly the collections whose signature changed; the first poll only learns where things stand", async () => {
    let signatures: ChangeSignatures = { jobs: "1/4/1", FAQs: "1/15/1", SocialMedia: "1/5/1" };
    const reloaded: string[] = [];
    const told: string[] = [];
    const changes = createContentChanges({ content: { reload: async (name) => Boolean(reloaded.push(name)) }, changeSignatures: async () => signatures, pollMs: 1000 });
    changes.onReloaded((name) => told.push(name));
    expect(await changes.poll()).toEqual([]);
    signatures = { ...signatures, jobs: "2/4/1", SocialMedia: "1/4/1" };
    expect(await changes.poll()).toEqual(["jobs", "SocialMedia"]);
    expect(reloaded).toEqual(["jobs", "SocialMedia"]);
    expect(told).toEqual(["jobs", "SocialMedia"]);
    // A collection whose probe failed this time (left out) is compared again next time, not reloaded.
    signatures = { FAQs: "1/15/1" };
    expect(await changes.poll()).toEqual([]);
  });

  it("a change reported during a reload runs one more reload after it, however many reports came", async () => {
    let release!: () => void;
    let reloads = 0;
    const changes = createContentChanges({
      content: {
        reload: async () => {
          reloads++;
          if (reloads === 1) await new Promise<void>((resolve) => (release = resolve));
          return true;
        },
      },
      pollMs: 0,
    });
    const first = changes.changed("jobs", "webhook");
    const during = Array.from({ length: 5 }, () => changes.changed("jobs", "webhook"));
    release();
    await Promise.all([first, ...during]);
    expect(reloads).toBe(2);
  });

  it("the pages showing a collection, as page-cache keys: pages and their data requests in every language", () => {
    const jobs = pagesShowing(["jobs"]);
    for (const key of ["/ueber-uns", "/en/about/jobs/android-developer", "/it/about/jobs/x.data", "/ueber-uns.data"]) expect(jobs(key)).toBe(true);
    for (const key of ["/faq", "/presse", "/ergebnisse/bundesliga", "/__manifest?paths=%2F&version=1"]) expect(jobs(key)).toBe(false);
    expect(pagesShowing(["PremiumPlans"])("/_.data")).toBe(true);
    const footer = pagesShowing(["SocialMedia"]);
    expect(footer("/ergebnisse/bundesliga/tabelle")).toBe(true);
    expect(footer("/__manifest?paths=%2F&version=1")).toBe(false);
  });

  it("a page without its own Cache-Control gets the editable content's short shared lifetime; others keep theirs", () => {
    const read = new Request("http://localhost/faq");
    expect(withEditableContentLifetime(read, new Response("x")).headers.get("Cache-Control")).toBe(CACHE_CONTROL.editableContent);
    expect(withEditableContentLifetime(read, new Response("x", { headers: { "Cache-Control": CACHE_CONTROL.inPlay } })).headers.get("Cache-Control")).toBe(
      CACHE_CONTROL.inPlay,
    );
    expect(withEditableContentLifetime(read, new Response("x", { status: 404 })).headers.has("Cache-Control")).toBe(false);
    // A form's answer is not a page of content.
    expect(withEditableContentLifetime(new Request("http://localhost/kontakt", { method: "POST" }), new Response("x")).headers.has("Cache-Control")).toBe(false);
  });
});
