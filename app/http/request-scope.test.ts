import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { testContext, testServices } from "#tests/support/services.ts";
import { type SiteServices, servicesOf } from "../services.server.ts";
import { CACHE_CONTROL } from "./cache-control.ts";
import { createRequestScope, keptToVisitor, type RequestScope, requestScopeContext } from "./request-scope.ts";

describe("a render's scope", () => {
  it("counts down one deadline for the whole render", () => {
    let clock = 100;
    const scope = createRequestScope({ budgetMs: 1_000, now: () => clock });
    expect(scope.remainingMs()).toBe(1_000);
    clock = 700;
    expect(scope.remainingMs()).toBe(400);
    clock = 5_000;
    expect(scope.remainingMs()).toBe(0);
  });

  it("counts the time the render waited on each data source, overlapping calls once, failed ones too", async () => {
    let clock = 0;
    const scope = createRequestScope({ budgetMs: 1_000, now: () => clock });
    const call = () => {
      let settle!: (fail: boolean) => void;
      const done = new Promise<string>((resolve, reject) => (settle = (fail) => (fail ? reject(new Error("down")) : resolve("ok"))));
      return { done, settle };
    };
    expect(scope.waited()).toEqual({ backend: 0, content: 0 });
    // Two backend calls from 10 to 40 and from 20 to 70 ms: waited 60 ms, not 80.
    clock = 10;
    const first = call();
    const firstTimed = scope.timed("backend", () => first.done);
    clock = 20;
    const second = call();
    const secondTimed = scope.timed("backend", () => second.done);
    clock = 40;
    first.settle(false);
    await firstTimed;
    clock = 70;
    second.settle(true);
    await expect(secondTimed).rejects.toThrow("down");
    // A content call from 100 to 105 ms, and a backend call that throws before it is under way.
    clock = 100;
    const content = call();
    const contentTimed = scope.timed("content", () => content.done);
    clock = 105;
    content.settle(false);
    expect(await contentTimed).toBe("ok");
    expect(() =>
      scope.timed("backend", () => {
        throw new Error("refused");
      }),
    ).toThrow("refused");
    expect(scope.timed("content", () => "sync")).toBe("sync");
    expect(scope.waited()).toEqual({ backend: 60, content: 5 });
  });

  it("leaves the answer of a render without per-visitor answers as the route made it", () => {
    const response = new Response("<p>page</p>", { headers: { "Cache-Control": CACHE_CONTROL.page } });
    expect(keptToVisitor(response, createRequestScope({ budgetMs: 1_000 }))).toBe(response);
  });

  it("makes the answer of a marked render private, no-store, whatever the route set; status, body and other headers stay", async () => {
    const scope = createRequestScope({ budgetMs: 1_000 });
    scope.markPerVisitor();
    const response = new Response("<p>page</p>", {
      status: 404,
      statusText: "Not Found",
      headers: { "Cache-Control": CACHE_CONTROL.page, "Content-Type": "text/html; charset=utf-8" },
    });
    const kept = keptToVisitor(response, scope);
    expect(kept.headers.get("Cache-Control")).toBe("private, no-store");
    expect(kept.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect([kept.status, kept.statusText, await kept.text()]).toEqual([404, "Not Found", "<p>page</p>"]);
  });
});

describe("servicesOf hands the request's scope to every results source", () => {
  function recordingServices(seen: (RequestScope | undefined)[]): SiteServices {
    const services = testServices();
    return { ...services, results: (language, headers, scope) => (seen.push(scope), services.results(language, headers, scope)) };
  }

  it("with the scope the server set", () => {
    const seen: (RequestScope | undefined)[] = [];
    const context = testContext(recordingServices(seen));
    const scope = createRequestScope({ budgetMs: 1_000 });
    context.set(requestScopeContext, scope);
    servicesOf(context).results("de", new Headers());
    expect(seen).toEqual([scope]);
  });

  it("without one (a loader called by a test), unscoped", () => {
    const seen: (RequestScope | undefined)[] = [];
    servicesOf(testContext(recordingServices(seen))).results("de", new Headers());
    expect(seen).toEqual([undefined]);
    expect(new RouterContextProvider().get(requestScopeContext)).toBeNull();
  });
});
