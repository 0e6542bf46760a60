/**
 * The front door of the built server (server/app.ts, server/request-guards.ts): absurd request
 * targets are refused before routing at a cost linear in their size, and a keep-alive connection
 * stays usable (or is announced closed) when an answer leaves the request body unread.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, cpuMs, onOneConnection, rawRequest, SKIP_MESSAGE, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const PORT = 3590;
/** 4,000 segments, an 8 KB URL (under the 414 limit): 2 s of CPU in React Router's matching before the guard. */
const DEEP = "/x".repeat(4_000);
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe.skipIf(BUILD_MISSING)("the front door of the built server", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("answers a path deeper than any route with a plain 404 at once, and a cached page stays fast meanwhile", async () => {
    expect((await rawRequest({ port: PORT, target: "/faq" })).status).toBe(200);
    const before = cpuMs(site.pid);
    const [faq, ...deep] = await Promise.all([
      rawRequest({ port: PORT, target: "/faq" }),
      ...Array.from({ length: 5 }, () => rawRequest({ port: PORT, target: DEEP })),
    ]);
    for (const answer of deep) {
      expect([answer.status, answer.headers["content-type"], answer.headers["x-content-type-options"], answer.body]).toEqual([
        404,
        "text/plain; charset=utf-8",
        "nosniff",
        "Not Found\n",
      ]);
    }
    expect(faq.status).toBe(200);
    // Five deep paths cost 10 s of CPU before the guard; a generous bound for a loaded machine.
    expect(cpuMs(site.pid) - before).toBeLessThan(1_000);
    expect(faq.ms).toBeLessThan(2_000);
  });

  it("refuses an overlong target with 414 and an oversized route discovery request with 400", async () => {
    const long = await rawRequest({ port: PORT, target: `/faq?q=${"a".repeat(9_000)}` });
    expect([long.status, long.body, long.headers["cache-control"]]).toEqual([414, "URI Too Long\n", expect.stringContaining("no-store")]);
    const paths = Array.from({ length: 1_500 }, (_, i) => `/${i.toString(36)}`).join(",");
    expect((await rawRequest({ port: PORT, target: `/__manifest?version=0&paths=${paths}` })).status).toBe(400);
    // The pages' own discovery requests (their paths sorted, each once) still work.
    expect((await rawRequest({ port: PORT, target: "/__manifest?version=0&paths=/en,/en/about,/faq" })).status).toBe(204);
  });

  it("keeps the connection usable after an answer that left a 200 KB form body unread", async () => {
    const [post, next] = await onOneConnection(PORT, [
      { method: "POST", target: "/faq", headers: FORM, body: `a=${"x".repeat(200_000)}` },
      { target: "/healthz" },
    ]);
    expect([post!.status, post!.statusMessage, post!.headers.connection]).toEqual([405, "Method Not Allowed", "keep-alive"]);
    expect([next!.error, next!.status, next!.reusedSocket]).toEqual([undefined, 200, true]);
  });

  it("announces Connection: close when the unread body is too large to drain, and the next request gets its answer", async () => {
    const [post, next] = await onOneConnection(PORT, [
      { method: "POST", target: "/faq", headers: FORM, body: `a=${"x".repeat(2_000_000)}` },
      { target: "/healthz" },
    ]);
    expect([post!.error, post!.status, post!.headers.connection]).toEqual([undefined, 405, "close"]);
    expect([next!.error, next!.status]).toEqual([undefined, 200]);
  });

  it("gives plain answers their reason phrase", async () => {
    const [notAllowed, notFound] = await onOneConnection(PORT, [{ method: "POST", target: "/faq", headers: FORM, body: "a=1" }, { target: "/no/such/page" }]);
    expect([notAllowed!.status, notAllowed!.statusMessage]).toEqual([405, "Method Not Allowed"]);
    expect([notFound!.status, notFound!.statusMessage]).toEqual([404, "Not Found"]);
  });
});
