import { describe, expect, it, vi } from "vitest";
import { createPageHandler } from "./page-cache.ts";

/**
 * `forget`: the hook through which changed content leaves the page cache at once
 * (app/content/changes.server.ts). Kept apart from page-cache.test.ts, which tests the cache itself.
 */
const page = (text: string) =>
  new Response(`<!DOCTYPE html><html><body>${text}</body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=300" },
  });
const get = (path: string) => new Request(`http://localhost${path}`);

describe("the page cache's forget hook", () => {
  it("drops the stored answers whose keys match, pages and data requests, and keeps the others", async () => {
    let renders = 0;
    const { handle, forget } = createPageHandler(async (request) => page(`${new URL(request.url).pathname} render ${++renders}`), { https: false });
    for (const path of ["/faq", "/faq", "/presse", "/presse"]) await handle(get(path));
    expect(renders).toBe(2);

    expect(forget((key) => key === "/faq")).toBe(1);
    expect(await (await handle(get("/faq"))).text()).toContain("render 3");
    expect(await (await handle(get("/presse"))).text()).toContain("render 2");
  });

  it("a render under way when its page is forgotten is answered but not stored: it may show the old content", async () => {
    let release!: () => void;
    let renders = 0;
    const { handle, forget } = createPageHandler(
      async () => {
        const n = ++renders;
        if (n === 1) await new Promise<void>((resolve) => (release = resolve));
        return page(`render ${n}`);
      },
      { https: false },
    );
    const slow = handle(get("/faq"));
    await vi.waitFor(() => expect(renders).toBe(1));
    forget(() => true);
    release();
    expect(await (await slow).text()).toContain("render 1");
    expect(await (await handle(get("/faq"))).text()).toContain("render 2");
  });
});
