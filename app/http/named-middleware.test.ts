import { describe, expect, it } from "vitest";
import { canonicalPathRedirect } from "./canonical-path.ts";
import { UNKNOWN_MIDDLEWARE_MESSAGE, middlewareByName } from "./named-middleware.ts";

describe("named middleware", () => {
  it("resolves registered names", () => {
    expect(middlewareByName(["canonical-path"])).toEqual([canonicalPathRedirect]);
  });

  it("answers 500 Unknown middleware for a name nobody registered", async () => {
    const [unknown] = middlewareByName(["no-such-middleware"]);
    let thrown: unknown;
    try {
      await unknown!({ request: new Request("http://localhost/"), params: {}, context: {} } as never, async () => new Response());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ data: UNKNOWN_MIDDLEWARE_MESSAGE, init: { status: 500 } });
    expect(UNKNOWN_MIDDLEWARE_MESSAGE).toBe("Unknown middleware");
  });
});
