import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cockpitAnswer } from "#tests/support/cockpit-content.ts";
import { sendJson, startLoopbackServer, type LoopbackServer } from "#tests/support/loopback-server.ts";
import { createCockpitSource } from "./cockpit.server.ts";

/**
 * What a Cockpit v1 editor enters, as Cockpit answers it, reaches the site's model: localized fields
 * (`role`, `role_en`, `role_it`) with Cockpit's fallback to German, assets as images with their size,
 * numbers typed into text inputs, and an entry with missing fields left out (and logged) while the
 * others are shown.
 */
const TOKEN = "adapter-token-51c0";
let bodies: Record<string, unknown> = {};
let server: LoopbackServer;
let logLines: string[] = [];

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const name = /\/collections\/get\/(\w+)/.exec(request.url ?? "")?.[1] ?? "";
    if (!(name in bodies)) return sendJson(response, 412, { error: "Collection not found" });
    sendJson(response, 200, bodies[name]);
  });
  vi.stubEnv("LOG_IN_TESTS", "1");
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    logLines.push(String(chunk));
    return true;
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await server.close();
});

const source = () => createCockpitSource({ baseUrl: `${server.origin}/api`, token: TOKEN, timeoutMs: 2000 });
const asset = { _id: "a1b2c3d4e5f6a7b8c9d0e1f2", path: "/2026/01/01/lena.png", mime: "image/png", width: "800", height: "600" };

describe("Cockpit entries as the site's model", () => {
  it("a localized field without ?lang= gives all three languages; an empty translation falls back to German, marked", async () => {
    bodies = {
      team: {
        entries: [{ _id: "t1", name: "Lena Brandt", role: "Chefin", role_en: "Boss", role_it: "", text: "Text.", text_en: "Text en.", text_it: null, photo: asset }],
        fields: {},
        total: 1,
      },
    };
    const [member] = await source().team();
    expect(member).toEqual({
      _id: "t1",
      name: "Lena Brandt",
      role: { de: "Chefin", en: "Boss", it: "Chefin" },
      text: { de: "Text.", en: "Text en.", it: "Text." },
      // 800×600 fitted into the 160×160 box, never enlarged; the double size for dense screens.
      photo: {
        src: "/content-images/fit/160x160/a1b2c3d4e5f6a7b8c9d0e1f2",
        srcSet: "/content-images/fit/160x160/a1b2c3d4e5f6a7b8c9d0e1f2 1x, /content-images/fit/320x320/a1b2c3d4e5f6a7b8c9d0e1f2 2x",
        width: 160,
        height: 120,
      },
      inGerman: ["role.it", "text.it"],
    });
  });

  it("an entry with missing or malformed fields is left out and logged by field; the others stay", async () => {
    const good = cockpitAnswer("SocialMedia", new URLSearchParams())!;
    bodies = { SocialMedia: { ...good, entries: [{ _id: "broken-1", network: "myspace", url: "ftp://insecure.example" }, ...good.entries] } };
    logLines = [];
    const links = await source().socialMedia();
    expect(links.map((link) => link.network)).toEqual(good.entries.map((entry) => entry.network));
    const log = logLines.join("");
    expect(log).toMatch(/collection SocialMedia: entry broken-1 left out, missing or malformed: network, url, label/);
    expect(log).not.toContain("insecure.example");
  });

  it("prices and trial days typed into number inputs (strings) are numbers", async () => {
    bodies = { PremiumPlans: { entries: [{ _id: "p1", period: "month", price: "2,99", currency: "EUR", trialDays: "7" }], fields: {}, total: 1 } };
    expect(await source().premiumPlans()).toEqual([{ _id: "p1", period: "month", price: 2.99, currency: "EUR", trialDays: 7 }]);
  });

  it("FAQ groups come from the select's options, labelled per language; Cockpit's comma-separated options work too", async () => {
    const entries = [{ _id: "f1", question: "Q?", answer: "A.", group: "app" }];
    bodies = { FAQs: { entries, fields: { group: { name: "group", type: "select", localize: false, options: { options: [{ value: "app", label: "App" }], labels: { en: { app: "The app" } } } } } } };
    expect((await source().faqs("en")).fields.group?.options?.options).toEqual([{ value: "app", label: "The app" }]);
    expect((await source().faqs("it")).fields.group?.options?.options).toEqual([{ value: "app", label: "App" }]);
    bodies = { FAQs: { entries, fields: { group: { name: "group", type: "select", localize: false, options: { options: "app, live" } } } } };
    expect((await source().faqs("de")).fields.group?.options?.options).toEqual([
      { value: "app", label: "app" },
      { value: "live", label: "live" },
    ]);
  });

  it("a job's sections are Markdown: paragraphs by blank lines, list items by “- ”", async () => {
    const stored = cockpitAnswer("jobs", new URLSearchParams("lang=en"))!;
    const [job] = stored.entries;
    const sections = [{ value: { heading: "Tasks", text: "First paragraph\ncontinues.\n\nSecond.\n\n- one\n- two" } }];
    bodies = { jobs: { ...stored, entries: [{ ...job, sections }] } };
    const [mapped] = await source().jobs("en");
    expect(mapped?.sections).toEqual([{ heading: "Tasks", paragraphs: ["First paragraph continues.", "Second."], bullets: ["one", "two"] }]);
  });

  it("an image field's upload path and an asset without a known size are cropped to the box", async () => {
    const stored = cockpitAnswer("LogoWall", new URLSearchParams())!;
    const [first, second] = stored.entries;
    bodies = {
      LogoWall: {
        ...stored,
        entries: [
          { ...first, logo: { path: "/storage/uploads/2026/02/03/kurier.png", meta: { title: "" } } },
          { ...second, logo: { _id: "b1", path: "/2026/x.jpg", mime: "image/jpeg", width: null, height: null } },
        ],
      },
    };
    const [byPath, bySizeless] = await source().logoWall();
    expect(byPath?.logo).toEqual({
      src: "/content-images/crop/240x80/u/2026/02/03/kurier.png",
      srcSet: "/content-images/crop/240x80/u/2026/02/03/kurier.png 1x, /content-images/crop/480x160/u/2026/02/03/kurier.png 2x",
      width: 240,
      height: 80,
    });
    expect(bySizeless?.logo).toMatchObject({ src: "/content-images/crop/240x80/b1", width: 240, height: 80 });
  });
});
