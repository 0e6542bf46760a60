import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createPreviewRoutes, PREVIEW_COOKIE, previewLink, previewToken, validPreviewToken } from "./preview.server.ts";

const SECRET = "preview-test-secret-0123456789abcdef";
const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

describe("preview tokens", () => {
  it("a token works with its secret until it expires", () => {
    const token = previewToken(SECRET, inSeconds(3600));
    expect(validPreviewToken(SECRET, token, NOW)).toBe(inSeconds(3600));
    expect(validPreviewToken(SECRET, token, NOW + 3_599_000)).toBe(inSeconds(3600));
    expect(validPreviewToken(SECRET, token, NOW + 3_600_000)).toBeUndefined();
  });

  it("another secret, a changed expiry or signature, or no token at all does not work", () => {
    const token = previewToken(SECRET, inSeconds(3600));
    expect(validPreviewToken("another-secret-0123456789abcdef-xyz", token, NOW)).toBeUndefined();
    expect(validPreviewToken(SECRET, token.replace(/^\d+/, String(inSeconds(999_999))), NOW)).toBeUndefined();
    expect(validPreviewToken(SECRET, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, NOW)).toBeUndefined();
    for (const bad of [undefined, "", "x", `${token}x`, token.split(".")[0]]) expect(validPreviewToken(SECRET, bad, NOW), String(bad)).toBeUndefined();
  });

  it("a link opens the page on the site's address for the hours asked", () => {
    const url = new URL(previewLink("https://www.example.com", SECRET, "/en/faq", 2, NOW));
    expect(url.origin + url.pathname).toBe("https://www.example.com/preview");
    expect(url.searchParams.get("to")).toBe("/en/faq");
    expect(validPreviewToken(SECRET, url.searchParams.get("token")!, NOW)).toBe(inSeconds(7200));
  });
});

describe("the preview's addresses", () => {
  let server: ReturnType<typeof createServer> | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(secret: string | undefined) {
    const routes = createPreviewRoutes({ secret, https: true, headers: { "X-Content-Type-Options": "nosniff" }, now: () => NOW });
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (routes.answer(req, res)) return;
      res.end(routes.isPreview(req) ? "preview" : "public");
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (target: string, headers: Record<string, string> = {}) => fetch(origin + target, { redirect: "manual", headers });
    return Object.assign(get, { origin });
  }

  it("a valid link sets the cookie until the token expires and moves on to the page; the cookie makes requests previews", async () => {
    const get = await serve(SECRET);
    const token = previewToken(SECRET, inSeconds(7200));
    const answer = await get(`/preview?token=${token}&to=${encodeURIComponent("/en/faq?q=app")}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/en/faq?q=app");
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const cookie = answer.headers.get("set-cookie")!;
    expect(cookie).toContain(`${PREVIEW_COOKIE}=${token}`);
    expect(cookie).toMatch(/Max-Age=7200; HttpOnly; SameSite=Lax; Secure/);
    expect(await (await get("/faq", { cookie: `theme=dark; ${PREVIEW_COOKIE}=${token}` })).text()).toBe("preview");
    expect(await (await get("/faq")).text()).toBe("public");
    expect(await (await get("/faq", { cookie: `${PREVIEW_COOKIE}=${previewToken("another-secret-0123456789abcdef-xyz", inSeconds(7200))}` })).text()).toBe(
      "public",
    );
  });

  it("an invalid or expired link is refused with 403 and says what to do; a target off the site goes home", async () => {
    const get = await serve(SECRET);
    const expired = await get(`/preview?token=${previewToken(SECRET, inSeconds(-1))}&to=/faq`);
    expect(expired.status).toBe(403);
    expect(expired.headers.get("set-cookie")).toBeNull();
    expect(await expired.text()).toContain("npm run cms:preview-link");
    expect((await get("/preview?to=/faq")).status).toBe(403);
    const token = previewToken(SECRET, inSeconds(60));
    for (const to of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "faq"]) {
      expect((await get(`/preview?token=${token}&to=${encodeURIComponent(to)}`)).headers.get("location"), to).toBe("/");
    }
  });

  it("ending the preview clears the cookie and goes back to the page it was ended on", async () => {
    const get = await serve(SECRET);
    const ended = await get("/preview/end", { referer: `${get.origin}/presse?x=1` });
    expect(ended.status).toBe(303);
    expect(ended.headers.get("location")).toBe("/presse?x=1");
    expect((await get("/preview/end", { referer: "https://evil.example/presse" })).headers.get("location")).toBe("/");
    expect(ended.headers.get("set-cookie")).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Path=/; Max-Age=0`));
    expect((await get("/preview/end?to=/en/faq")).headers.get("location")).toBe("/en/faq");
  });

  it("without a secret there are no previews: the addresses are not the preview's and no cookie counts", async () => {
    const get = await serve(undefined);
    expect(await (await get(`/preview?token=${previewToken(SECRET, inSeconds(60))}&to=/faq`)).text()).toBe("public");
    expect(await (await get("/faq", { cookie: `${PREVIEW_COOKIE}=${previewToken(SECRET, inSeconds(60))}` })).text()).toBe("public");
  });
});
