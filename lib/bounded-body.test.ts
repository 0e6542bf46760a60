import { describe, expect, it } from "vitest";
import { readBodyWithLimit, textAtMost } from "./bounded-body.ts";

/** A body streamed in chunks, counting how many were pulled (a limit must stop the reading). */
function streamed(chunks: string[]) {
  let pulled = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled++];
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
  });
  return { body, pulled: () => pulled };
}

describe("bodies read with a limit", () => {
  it("an answer within the limit is its text; one past it (declared or sent) is undefined, read no further", async () => {
    expect(await textAtMost(new Response("grüß"), 6)).toBe("grüß");
    expect(await textAtMost(new Response(null), 6)).toBe("");
    expect(await textAtMost(new Response("x", { headers: { "content-length": "7" } }), 6)).toBeUndefined();
    const { body, pulled } = streamed(["abc", "def", "ghi", "jkl"]);
    expect(await textAtMost(new Response(body), 5)).toBeUndefined();
    expect(pulled()).toBe(2);
  });

  it("a request within the limit is its bytes; one past it (declared or sent) is too large", async () => {
    const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
      new Request("http://site/kontakt", { method: "POST", body, headers, duplex: "half" } as RequestInit);
    expect(new TextDecoder().decode((await readBodyWithLimit(post("a=1"), 3)) as Uint8Array)).toBe("a=1");
    expect(await readBodyWithLimit(post(null), 3)).toEqual(new Uint8Array(0));
    expect(await readBodyWithLimit(post("a=1", { "content-length": "4000" }), 3)).toBe("too-large");
    const { body, pulled } = streamed(["ab", "cd", "ef"]);
    expect(await readBodyWithLimit(post(body), 3)).toBe("too-large");
    expect(pulled()).toBe(2);
  });
});
