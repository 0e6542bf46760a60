import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { startFakeCockpit, type FakeCockpit } from "#tests/support/fake-cockpit.ts";
import { startLoopbackServer } from "#tests/support/loopback-server.ts";
import { createCockpitSource } from "./adapters/cockpit.server.ts";
import { createEmbeddedSource } from "./adapters/embedded.server.ts";
import type { ContentSource } from "./contract.ts";
import { faqGroupOptions } from "./faq-groups.ts";
import type { FaqFields } from "./schemas.ts";

/**
 * The contract (docs/architecture.md, "The two data contracts"): the Cockpit adapter, run over a real socket against the embedded
 * files stored and answered as Cockpit does (localized fields, assets; tests/support/cockpit-content.ts),
 * makes exactly the spec's calls (§7) and answers what the embedded adapter answers, for every
 * collection and language: the same entries, texts and image sizes. Only where an image is fetched
 * from differs (Cockpit's are served under /content-images/), and the FAQ's fields are reduced to
 * the group options the page reads. tests/reliability/cockpit.test.ts does the same against a real Cockpit.
 */
const TOKEN = "contract-token-6f1d2a";

let cockpitServer: FakeCockpit;
let cockpit: ContentSource;
const embedded = createEmbeddedSource();

beforeAll(async () => {
  cockpitServer = await startFakeCockpit({ token: TOKEN, prefix: "/api" });
  cockpit = createCockpitSource({ baseUrl: cockpitServer.baseUrl, token: TOKEN, timeoutMs: 2000 });
});
afterAll(() => cockpitServer.close());

const perLanguage = LANGUAGE_CODES.flatMap((language) => [
  { call: `jobs(${language})`, target: `/api/collections/get/jobs?lang=${language}`, run: (s: ContentSource) => s.jobs(language) },
  { call: `faqs(${language})`, target: `/api/collections/get/FAQs?lang=${language}`, run: (s: ContentSource) => s.faqs(language) },
]);
const CALLS = [
  { call: "team()", target: "/api/collections/get/team", run: (s: ContentSource) => s.team() },
  ...perLanguage,
  { call: "advertisementContacts()", target: "/api/collections/get/AdvertisementContact", run: (s: ContentSource) => s.advertisementContacts() },
  { call: "logoWall()", target: "/api/collections/get/LogoWall", run: (s: ContentSource) => s.logoWall() },
  { call: "pressContacts()", target: "/api/collections/get/PressContact", run: (s: ContentSource) => s.pressContacts() },
  { call: "pressArticles()", target: "/api/collections/get/pressArticles?sort[_created]=-1", run: (s: ContentSource) => s.pressArticles() },
  { call: "socialMedia()", target: "/api/collections/get/SocialMedia", run: (s: ContentSource) => s.socialMedia() },
  { call: "premiumPlans()", target: "/api/collections/get/PremiumPlans", run: (s: ContentSource) => s.premiumPlans() },
];

/** The answer with each image's source left out (its size stays) and FAQ fields reduced to the group options. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record.src === "string" && typeof record.width === "number") return { width: record.width, height: record.height };
  if ("entries" in record && "fields" in record) return { entries: comparable(record.entries), groups: faqGroupOptions(record.fields as FaqFields) };
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, comparable(inner)]));
}

describe("Cockpit adapter against the embedded content over HTTP", () => {
  it.each(CALLS)("$call: one GET $target with the bearer token, same answer as embedded", async ({ target, run }) => {
    const before = cockpitServer.requests.length;
    const [overHttp, inProcess] = await Promise.all([run(cockpit), run(embedded)]);

    expect(cockpitServer.requests.slice(before)).toEqual([{ method: "GET", target, authorization: `Bearer ${TOKEN}` }]);
    expect(comparable(overHttp)).toEqual(comparable(inProcess));
    // Equal empties would prove nothing.
    const entries = Array.isArray(inProcess) ? inProcess : inProcess.entries;
    expect(entries.length).toBeGreaterThan(0);
  });

  it("answers the FAQ with its group labels from fields, in the requested language", async () => {
    const faqs = await cockpit.faqs("it");
    expect(faqs.fields.group?.options?.options?.map((option) => option.value)).toEqual(["app", "live", "premium", "account", "voice"]);
    expect(faqs.fields.group?.options?.options?.[0]?.label).toBe("App e utilizzo");
  });

  it("serves Cockpit's images under /content-images/ in the size the embedded content states", async () => {
    const [member] = await cockpit.team();
    expect(member?.photo).toEqual({ src: expect.stringMatching(/^\/content-images\/fit\/160x160\/[0-9a-f]{24}$/), width: 160, height: 160 });
    const [logo] = await cockpit.logoWall();
    expect(logo?.logo).toMatchObject({ src: expect.stringMatching(/^\/content-images\/fit\/240x80\//), width: 240, height: 80 });
  });

  it("answers press articles newest first, as sort[_created]=-1 asks", async () => {
    const created = (await cockpit.pressArticles()).map((article) => article._created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("fails on a wrong token without echoing it", async () => {
    const wrongToken = "wrong-token-93be1c";
    const rejected = createCockpitSource({ baseUrl: cockpitServer.baseUrl, token: wrongToken, timeoutMs: 2000 });
    const error = await rejected.team().then(
      () => undefined,
      (failure: unknown) => failure as Error,
    );
    expect(error?.message).toMatch(/HTTP 401/);
    expect(error?.message).not.toContain(wrongToken);
    expect(cockpitServer.requests.at(-1)?.authorization).toBe(`Bearer ${wrongToken}`);
  });
});

describe("Cockpit adapter: a size cap on answers", () => {
  it("an answer larger than the cap fails, naming the cap, before the whole body was sent", async () => {
    const SENT_AT_MOST = 16 * 1024 * 1024;
    let written = 0;
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    const server = await startLoopbackServer((_, response) => {
      response.on("close", closed);
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"entries":[],"fields":{},"total":0');
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (written < SENT_AT_MOST) {
          written += chunk.byteLength;
          if (!response.write(chunk)) return void response.once("drain", pump);
        }
        response.end("}");
      };
      pump();
    });
    try {
      const capped = createCockpitSource({ baseUrl: `${server.origin}/api`, token: TOKEN, timeoutMs: 10_000, maxResponseBytes: 64 * 1024 });
      await expect(capped.team()).rejects.toThrow(/GET http:\/\/127\.0\.0\.1:\d+\/api\/collections\/get\/team: the answer is larger than 65536 bytes/);
      await connectionClosed;
      expect(written).toBeLessThan(SENT_AT_MOST);
    } finally {
      await server.close();
    }
  });
});
