import { Suspense, use } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDocument } from "./entry.server.tsx";

// The router itself is not under test: a stand-in renders the URL, optionally behind a suspended part.
// (Passed in, not mocked: the test files of a worker share their modules, so a module mock of
// react-router would not reach an entry.server.tsx another file had already imported.)
const gate: { pending?: Promise<void> } = {};
function Late() {
  if (gate.pending) use(gate.pending);
  return <p>late</p>;
}
const handleRequest = (request: Request, status: number, headers: Headers) =>
  renderDocument(
    <html lang="de">
      <body>
        <p>{new URL(request.url).pathname}</p>
        <Suspense fallback={<p>waiting</p>}>
          <Late />
        </Suspense>
      </body>
    </html>,
    request,
    status,
    headers,
  );

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

afterEach(() => {
  gate.pending = undefined;
  vi.useRealTimers();
});

/** Lets the render run as far as it can without the gate. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("handleRequest", () => {
  it.each([
    ["a browser", BROWSER],
    ["a crawler", CRAWLER],
  ])("answers %s with the complete document, once everything is rendered (the page handler reads it whole)", async (_, userAgent) => {
    let release!: () => void;
    gate.pending = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    const answer = handleRequest(new Request("http://site.test/faq", { headers: { "user-agent": userAgent } }), 200, new Headers()).then(
      (response) => ((answered = true), response),
    );
    await settle();
    expect(answered).toBe(false);
    release();
    const html = await (await answer).text();
    expect(html).toContain("<p>late</p>");
    expect(html).not.toContain("waiting");
  });
});

describe("handleRequest's render deadline", () => {
  it("is cleared once the document is complete", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const response = await handleRequest(new Request("http://site.test/faq"), 200, new Headers());
    expect(await response.text()).toContain("/faq");
    await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stays armed while the render waits, and is cleared when it ends", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let release!: () => void;
    gate.pending = new Promise<void>((resolve) => (release = resolve));
    const answer = handleRequest(new Request("http://site.test/faq", { headers: { "user-agent": BROWSER } }), 200, new Headers());
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    release();
    expect(await (await answer).text()).toContain("late");
    await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(0);
  });
});
