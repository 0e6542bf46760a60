import type { EntryContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

// The router itself is not under test: a stub renders the URL, optionally behind a suspended part.
const gate: { pending?: Promise<void> } = {};
vi.mock("react-router", async (original) => {
  const { Suspense, use } = await import("react");
  function Late() {
    if (gate.pending) use(gate.pending);
    return <p>late</p>;
  }
  return {
    ...(await original<typeof import("react-router")>()),
    ServerRouter: ({ url }: { url: string }) => (
      <html lang="de">
        <body>
          <p>{url}</p>
          <Suspense fallback={<p>…</p>}>
            <Late />
          </Suspense>
        </body>
      </html>
    ),
  };
});

const { default: handleRequest } = await import("./entry.server.tsx");

const context = { isSpaMode: false } as EntryContext;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

afterEach(() => {
  gate.pending = undefined;
  vi.useRealTimers();
});

describe("handleRequest's render deadline", () => {
  it.each([
    ["a browser (answered at the shell)", BROWSER],
    ["a crawler (answered when all is ready)", CRAWLER],
  ])("is cleared once the document is complete, for %s", async (_, userAgent) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const request = new Request("http://site.test/faq", { headers: { "user-agent": userAgent } });
    const response = await handleRequest(request, 200, new Headers(), context);
    expect(await response.text()).toContain("/faq");
    await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stays armed while the document is still streaming, and is cleared when it ends", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let release!: () => void;
    gate.pending = new Promise<void>((resolve) => (release = resolve));
    const response = await handleRequest(new Request("http://site.test/faq", { headers: { "user-agent": BROWSER } }), 200, new Headers(), context);
    expect(vi.getTimerCount()).toBe(1);
    release();
    const html = await response.text();
    expect(html).toContain("late");
    await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(0);
  });
});
