import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  DRAIN_LIMIT_BYTES,
  MAX_MANIFEST_PATHS,
  MAX_PATH_SEGMENTS,
  MAX_TARGET_LENGTH,
  keepConnectionUsable,
  refuseRequestTarget,
  withReasonPhrase,
} from "./request-guards.ts";

describe("refuseRequestTarget", () => {
  it("lets every real target through", () => {
    for (const target of [
      "/",
      "/faq",
      "/en/news/kolumne/article/some-slug-5004?x=1",
      "/ergebnisse/a/b/1302.data",
      "/__manifest?version=1&paths=/en,/en/about,/faq",
      "/__manifest?version=1&paths=%2Fen%2C%2Fen%2Fabout%2C%2Ffaq",
    ]) {
      expect(refuseRequestTarget(target), target).toBeUndefined();
    }
    expect(refuseRequestTarget("/x".repeat(MAX_PATH_SEGMENTS))).toBeUndefined();
  });

  it("refuses a target longer than the limit with 414 and a path deeper than any route with 404", () => {
    expect(refuseRequestTarget(`/faq?q=${"a".repeat(MAX_TARGET_LENGTH)}`)).toEqual({ status: 414 });
    expect(refuseRequestTarget("/x".repeat(MAX_PATH_SEGMENTS + 1))).toEqual({ status: 404 });
    expect(refuseRequestTarget("/x" + "\\x".repeat(MAX_PATH_SEGMENTS))).toEqual({ status: 404 });
    expect(refuseRequestTarget("/a" + "/".repeat(5000))).toEqual({ status: 404 });
    // Slashes in the query are not path segments.
    expect(refuseRequestTarget(`/faq?next=${"/x".repeat(100)}`)).toBeUndefined();
  });

  it("bounds the route discovery manifest's paths, however the manifest is named", () => {
    const many = Array.from({ length: MAX_MANIFEST_PATHS + 1 }, (_, i) => `/${i}`).join(",");
    expect(refuseRequestTarget(`/__manifest?version=1&paths=${many}`)).toEqual({ status: 400 });
    expect(refuseRequestTarget(`/a/../__manifest?version=1&paths=${many}`)).toEqual({ status: 400 });
    expect(refuseRequestTarget(`/__manifest?version=1&paths=${"/x".repeat(MAX_PATH_SEGMENTS + 1)}`)).toEqual({ status: 400 });
    expect(refuseRequestTarget(`/news/__manifest?paths=${many}`)).toBeUndefined();
  });

  it("lets through as many manifest paths as React Router's client asks for on the busiest page, sorted and each once, as it sends them", () => {
    // A team page's links and their ancestors: 151 paths (app pages ask for 20–100).
    const team = Array.from({ length: 151 }, (_, i) => `/teams/${String(i).padStart(3, "0")}`).sort();
    expect(MAX_MANIFEST_PATHS).toBeGreaterThanOrEqual(team.length);
    expect(MAX_MANIFEST_PATHS).toBeLessThan(256);
    expect(refuseRequestTarget(`/__manifest?${new URLSearchParams({ paths: team.join(","), version: "1" })}`)).toBeUndefined();
  });

  it("refuses a manifest path list that React Router's client never sends: unsorted or with repeats", () => {
    expect(refuseRequestTarget("/__manifest?version=1&paths=/faq,/en")).toEqual({ status: 400 });
    expect(refuseRequestTarget("/__manifest?version=1&paths=/en,/en,/faq")).toEqual({ status: 400 });
    expect(refuseRequestTarget(`/__manifest?${new URLSearchParams({ paths: "/faq,/en", version: "1" })}`)).toEqual({ status: 400 });
  });
});

describe("withReasonPhrase", () => {
  it("gives an answer without a status text its reason phrase, and keeps the rest", async () => {
    const answer = withReasonPhrase(new Response("no", { status: 405, headers: { allow: "GET" } }));
    expect([answer.status, answer.statusText, answer.headers.get("allow"), await answer.text()]).toEqual([405, "Method Not Allowed", "GET", "no"]);
    const own = new Response(null, { status: 400, statusText: "Odd" });
    expect(withReasonPhrase(own)).toBe(own);
  });
});

describe("keepConnectionUsable", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve())));

  /** A POST of `size` bytes, then a GET on the same connection, against a handler that starts reading the body and answers 405. */
  async function postThenGet(size: number, guarded: boolean): Promise<string> {
    server = createServer((req, res) => {
      if (guarded) keepConnectionUsable(req, res);
      if (req.method !== "POST") return void res.end("ok\n");
      req.on("data", () => req.pause());
      setTimeout(() => res.writeHead(405).end("no\n"), 20);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => {});
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(`POST / HTTP/1.1\r\nHost: t\r\nContent-Length: ${size}\r\n\r\n${"x".repeat(size)}`);
    socket.write("GET / HTTP/1.1\r\nHost: t\r\n\r\n");
    // A sleep: one case checks that the second request gets no answer, which only time can show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    return [...received.matchAll(/^HTTP\/1\.1 (\d+)|^connection: (\S+)/gim)].map((m) => m[1] ?? m[2]!.toLowerCase()).join(" ");
  }

  it("without it, the next request on the connection after a partly read body gets no answer", async () => {
    expect(await postThenGet(200 * 1024, false)).toBe("405 keep-alive");
  });

  it("drains a small unread body so the connection serves the next request", async () => {
    expect(await postThenGet(200 * 1024, true)).toBe("405 keep-alive 200 keep-alive");
  });

  it("answers a larger unread body with Connection: close", async () => {
    expect(await postThenGet(DRAIN_LIMIT_BYTES + 1, true)).toBe("405 close");
  });
});
