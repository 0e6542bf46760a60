import { describe, expect, it } from "vitest";
import { createRequestScope } from "#app/http/request-scope.ts";
import { servicesOf } from "#app/services.server.ts";
import { testContext, testServices } from "#tests/support/services.ts";
import { serverTiming, timedServices, withServerTiming } from "./render-timing.ts";

describe("a render's Server-Timing", () => {
  it("counts the time a render's loaders wait on the results backend and on the content service", async () => {
    let clock = 0;
    const scope = createRequestScope({ budgetMs: 10_000, now: () => clock });
    const services = testServices();
    const slow =
      <T>(ms: number, value: () => Promise<T>) =>
      async () => {
        const answer = await value();
        clock += ms;
        return answer;
      };
    const timed = timedServices(
      {
        ...services,
        results: (language, headers, bound) => {
          const source = services.results(language, headers, bound);
          return { ...source, getCompetitions: slow(30, () => source.getCompetitions()) };
        },
        content: { ...services.content, getFaqs: slow(4, () => services.content.getFaqs("de")) },
      },
      scope,
    );
    const context = testContext(timed);
    const { competitions } = await servicesOf(context).results("de", new Headers()).getCompetitions();
    expect(competitions.length).toBeGreaterThan(0);
    expect((await servicesOf(context).content.getFaqs("de")).entries.length).toBeGreaterThan(0);
    expect(scope.waited()).toEqual({ backend: 30, content: 4 });
    // What is not a call of a data source passes as it is.
    expect(timed.env).toBe(services.env);
    expect(timed.contact).toBe(services.contact);
    expect(typeof timed.content.startSocialMediaRefresh()).toBe("function");
  });

  it("names the three figures in milliseconds, to a tenth, and nothing else", () => {
    expect(serverTiming(12.345, { backend: 4, content: 0.04 })).toBe("render;dur=12.3, backend;dur=4.0, content;dur=0.0");
  });

  it("goes on any answer a render gives, redirects included", async () => {
    const timing = "render;dur=1.0, backend;dur=0.0, content;dur=0.0";
    const page = withServerTiming(new Response("<p>x</p>", { status: 404, headers: { "Content-Type": "text/html" } }), timing);
    expect([page.status, page.headers.get("Server-Timing"), await page.text()]).toEqual([404, timing, "<p>x</p>"]);
    const redirect = withServerTiming(Response.redirect("http://localhost/faq", 301), timing);
    expect([redirect.status, redirect.headers.get("Location"), redirect.headers.get("Server-Timing")]).toEqual([301, "http://localhost/faq", timing]);
  });
});
