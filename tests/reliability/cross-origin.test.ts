/**
 * Attacks on the built server from other origins and through the page markup: a form post from a
 * foreign page is refused as the client's fault (one warn line, no server error), and the CSP
 * allows exactly the inline scripts the production build really renders (React Router's and the
 * cookie notice), so that server/security-headers.ts's shapes are checked against the real thing.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactDe } from "#app/features/contact/messages/contact.de.ts";
import { BUILD_MISSING, rawRequest, requestLogged, SKIP_MESSAGE, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const PORT = 3600;
const FORM = "email=fan%40matchpuls.example&type=support&message=Hallo+aus+der+Fremde";
const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" };

const levelsOf = (lines: string[], path: string) =>
  lines
    .filter((line) => line.startsWith("{") && line.includes(`"path":"${path}"`))
    .map((line) => JSON.parse(line) as { level: string; event: string; status?: number })
    .filter((entry) => entry.event !== "request");

describe.skipIf(BUILD_MISSING)("requests from other origins", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT, { LOG_REQUESTS: "true" });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("logs a cross-origin form post once, at warn, and never as a server error", async () => {
    for (const target of ["/kontakt", "/kontakt.data"]) {
      const before = site.logs.length;
      const answer = await rawRequest({ port: PORT, method: "POST", target, body: FORM, headers: FORM_HEADERS });
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.status, target).toBeLessThan(500);
      // The request's own line comes once the answer is sent, after what its handling logged; the
      // refusal goes to stderr, another pipe, so it is waited for too.
      await requestLogged(site, target, { since: before });
      await vi.waitFor(() => expect(levelsOf(site.logs.slice(before), target).length, target).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
      const lines = levelsOf(site.logs.slice(before), target);
      expect(lines, target).toEqual([expect.objectContaining({ level: "warn", event: "foreign_origin_refused" })]);
    }
  });

  // server/app.ts answers it with foreignOriginAnswer (app/features/contact/request-guards.server.ts) before
  // React Router, whose own check would answer a bare 400.
  it("answers a cross-origin form post with the contact form's translated 403", async () => {
    const answer = await rawRequest({ port: PORT, method: "POST", target: "/kontakt", body: FORM, headers: FORM_HEADERS });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain(contactDe.forbidden);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("still accepts a same-origin form post", async () => {
    const answer = await rawRequest({
      port: PORT,
      method: "POST",
      target: "/kontakt",
      body: "email=x",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://127.0.0.1:${PORT}` },
    });
    expect(answer.status).toBe(400); // the form's validation errors: the action ran
    expect(answer.body).toContain('aria-invalid="true"');
  });
});

describe.skipIf(BUILD_MISSING)("the CSP of the pages the build renders", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT + 1);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("allows every inline script the build writes, and nothing more", async () => {
    for (const target of ["/", "/kontakt", "/en/results", "/it/faq", "/datenschutz"]) {
      const answer = await rawRequest({ port: PORT + 1, target });
      expect(answer.status, target).toBe(200);
      const csp = String(answer.headers["content-security-policy"]);
      const allowed = new Set(csp.match(/'sha256-[^']+'/g));
      const inline = [...answer.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes]) => !/\bsrc\s*=|application\/(ld\+)?json/i.test(attributes!),
      );
      expect(inline.length, target).toBeGreaterThanOrEqual(5);
      for (const [, , body] of inline) {
        expect(allowed.has(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`), `${target}: ${body!.slice(0, 80)}`).toBe(true);
      }
      expect(allowed.size, target).toBe(new Set(inline.map(([, , body]) => body)).size);
    }
  });
});
