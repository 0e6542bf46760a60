import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "#app/config/env.server.ts";
import { startFakeCockpit, type FakeCockpit } from "#tests/support/fake-cockpit.ts";
import { listen, type Loopback, useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { createServices, type Services, StartupError } from "./services.ts";

/** Whether the embedded backend's module was ever loaded in this test file. */
const embedded = vi.hoisted(() => ({ loaded: false }));
vi.mock("#results-backend/embedded.ts", async (importOriginal) => {
  embedded.loaded = true;
  return importOriginal();
});

const dataDir = useTemporaryDataDir();
const envFor = (dir: string, more: Record<string, string> = {}) => parseEnv({ NODE_ENV: "test", DATA_DIR: dir, ...more });

describe("with API_BASE_URL and CONTENT_API_URL set", () => {
  let backend: Loopback;
  let cockpit: FakeCockpit;
  let services: Services;
  const received: string[] = [];

  beforeAll(async () => {
    backend = await listen((req, res) => {
      received.push(req.url ?? "");
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ pushgroups: [], competitions: [] }));
    });
    cockpit = await startFakeCockpit({ token: "secret" });
    services = await createServices(
      envFor(join(dataDir(), "external"), { API_BASE_URL: `${backend.origin}/api`, CONTENT_API_URL: cockpit.baseUrl, CONTENT_API_TOKEN: "secret" }),
    );
  });
  afterAll(async () => {
    services.stop();
    await backend.close();
    await cockpit.close();
  });

  it("never loads the embedded backend and creates no SQLite file", async () => {
    expect(services.embeddedApi).toBeUndefined();
    await services.site.results("de", new Headers()).getCompetitions();
    expect(received).toEqual(["/api/competitions"]);
    expect(embedded.loaded).toBe(false);
    expect(readdirSync(join(dataDir(), "external"))).toEqual([]);
  });

  it("starts no background work until start(), and stops it with stop()", async () => {
    expect(cockpit.requests).toEqual([]);
    services.start();
    // The social media links are loaded, and the first look for edits in Cockpit learns where each collection stands (ADR 0205).
    await vi.waitFor(() => expect(cockpit.requests.map((r) => r.target)).toContain("/api/collections/get/SocialMedia"));
    // The search's index is built at start too: it reads the FAQs and the job ads (ADR 0009).
    const others = cockpit.requests
      .map((r) => r.target)
      .filter((target) => target !== "/api/collections/get/SocialMedia" && !/^\/api\/collections\/get\/(FAQs|jobs)(\?|$)/.test(target));
    for (const target of others)
      expect(target).toMatch(/^\/api\/collections\/(listCollections\/extended|get\/\w+\?limit=1&sort\[_modified\]=-1&fields\[_modified\]=1)$/);
    expect(services.site.readiness.contentKind).toBe("cockpit");
  });
});

describe("with no configuration", () => {
  let services: Services;
  beforeAll(async () => {
    services = await createServices(envFor(join(dataDir(), "embedded")));
  });
  afterAll(() => services.stop());

  it("builds the results database at start-up, before any request", () => {
    expect(embedded.loaded).toBe(true);
    expect(existsSync(join(dataDir(), "embedded", "results.sqlite"))).toBe(true);
    expect(services.embeddedApi).toBeTypeOf("function");
  });

  it("answers every page's data from the embedded sources", async () => {
    const { content, results } = services.site;
    const [team, jobs, faqs, ads, logos, press, articles, social] = await Promise.all([
      content.getTeam(),
      content.getJobs("en"),
      content.getFaqs("de"),
      content.getAdvertisementContacts(),
      content.getLogoWall(),
      content.getPressContacts(),
      content.getPressArticles(),
      content.getSocialMedia(),
    ]);
    for (const list of [team, jobs, faqs.entries, ads, logos, press, articles, social]) expect(list.length).toBeGreaterThan(0);
    expect(await content.getJob("en", jobs[0]!.slug)).toEqual(jobs[0]);
    expect((await results("en", new Headers()).getCompetitions()).pushgroups[0]!.name).toBe("Germany");
    expect(services.site.readiness.contentKind).toBe("embedded");
  });

  it("serves the embedded API as it would over the network", async () => {
    const response = await services.embeddedApi!(new Request("http://localhost/api/competitions", { method: "POST", body: '{"lng":"it"}' }));
    expect(response.status).toBe(200);
  });
});

describe("a configuration the process cannot start with", () => {
  it("a DATA_DIR that cannot be a directory is a start-up error naming it", async () => {
    const file = join(dataDir(), "a-file");
    writeFileSync(file, "");
    await expect(createServices(envFor(join(file, "var")))).rejects.toThrow(StartupError);
    await expect(createServices(envFor(join(file, "var")))).rejects.toThrow(/DATA_DIR .*a-file\/var.* is not a writable directory/);
  });

  it("a results database that cannot be built is a start-up error with the cause", async () => {
    const dir = join(dataDir(), "blocked");
    mkdirSync(join(dir, "results.sqlite"), { recursive: true }); // a directory where the database file belongs
    await expect(createServices(envFor(dir))).rejects.toThrow(/embedded results database .* could not be built: /);
  });
});
