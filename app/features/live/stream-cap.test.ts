import { afterEach, describe, expect, it, vi } from "vitest";
import { liveStreamCap, OPEN_FILES_RESERVE, parseOpenFilesLimit, streamCap, streamsWithin } from "./stream-cap.server.ts";

/** /proc/self/limits as Linux writes it, with `soft` and `hard` in the open-files row. */
const limits = (soft: string, hard: string) =>
  [
    "Limit                     Soft Limit           Hard Limit           Units     ",
    "Max cpu time              unlimited            unlimited            seconds   ",
    "Max processes             96364                96364                processes ",
    `Max open files            ${soft.padEnd(21)}${hard.padEnd(21)}files     `,
    "Max locked memory         8388608              8388608              bytes     ",
    "",
  ].join("\n");

describe("parseOpenFilesLimit", () => {
  it("reads the soft limit of open files, not the hard one", () => {
    expect(parseOpenFilesLimit(limits("1024", "524288"))).toBe(1024);
    expect(parseOpenFilesLimit(limits("65536", "65536"))).toBe(65_536);
  });

  it("takes 'unlimited' as no limit, and anything else it cannot read as unknown", () => {
    expect(parseOpenFilesLimit(limits("unlimited", "unlimited"))).toBe(Number.POSITIVE_INFINITY);
    expect(parseOpenFilesLimit("")).toBeUndefined();
    expect(parseOpenFilesLimit("Max processes 100 100 processes\n")).toBeUndefined();
    expect(parseOpenFilesLimit(limits("many", "many"))).toBeUndefined();
  });
});

describe("streamsWithin", () => {
  it("keeps a fixed number plus a fraction of the descriptors for everything but streams", () => {
    expect(OPEN_FILES_RESERVE).toEqual({ fixed: 128, fraction: 1 / 8 });
    expect(streamsWithin(256)).toBe(96);
    expect(streamsWithin(1024)).toBe(768);
    expect(streamsWithin(65_536)).toBe(57_216);
    expect(streamsWithin(1000)).toBe(747);
  });

  it("leaves no stream at all when the limit does not even cover the reserve", () => {
    expect(streamsWithin(146)).toBe(0);
    expect(streamsWithin(64)).toBe(0);
    expect(streamsWithin(0)).toBe(0);
  });

  it("leaves the configured cap alone without a limit", () => {
    expect(streamsWithin(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("streamCap", () => {
  it("is the configured cap or what the descriptors allow, whichever is lower", () => {
    expect(streamCap(20_000, 1024)).toEqual({ configured: 20_000, openFilesLimit: 1024, effective: 768 });
    expect(streamCap(20_000, 65_536)).toEqual({ configured: 20_000, openFilesLimit: 65_536, effective: 20_000 });
    expect(streamCap(500, 1024)).toMatchObject({ effective: 500 });
    expect(streamCap(0, 65_536)).toMatchObject({ effective: 0 });
  });

  it("keeps the configured cap when the limit is unknown", () => {
    expect(streamCap(20_000, undefined)).toEqual({ configured: 20_000, openFilesLimit: undefined, effective: 20_000 });
  });
});

describe("liveStreamCap", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  function logged() {
    vi.stubEnv("LOG_IN_TESTS", "1");
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => (lines.push(String(chunk)), true);
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    return () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it("logs one line with the configured cap, the open-files limit and the effective cap", () => {
    const lines = logged();
    expect(liveStreamCap(20_000, () => limits("1024", "4096"))).toBe(768);
    expect(lines()).toEqual([expect.objectContaining({ level: "warn", event: "live_stream_cap", configured: 20_000, openFilesLimit: 1024, effective: 768 })]);
  });

  it("logs at info level when the configured cap fits", () => {
    const lines = logged();
    expect(liveStreamCap(20_000, () => limits("65536", "65536"))).toBe(20_000);
    expect(lines()).toEqual([
      expect.objectContaining({ level: "info", event: "live_stream_cap", configured: 20_000, openFilesLimit: 65_536, effective: 20_000 }),
    ]);
  });

  it("keeps the configured cap, and says so, when /proc/self/limits cannot be read", () => {
    const lines = logged();
    const unreadable = () => {
      throw Object.assign(new Error("ENOENT: no such file or directory, open '/proc/self/limits'"), { code: "ENOENT" });
    };
    expect(liveStreamCap(20_000, unreadable)).toBe(20_000);
    expect(liveStreamCap(20_000, () => "nothing of use")).toBe(20_000);
    const [first, second] = lines();
    expect(first).toMatchObject({ level: "warn", event: "live_stream_cap", configured: 20_000, openFilesLimit: null, effective: 20_000 });
    expect(first!.reason).toMatch(/ENOENT/);
    expect(second).toMatchObject({ openFilesLimit: null, effective: 20_000 });
  });

  it("reads this process's own limit on Linux", () => {
    if (process.platform !== "linux") return;
    const lines = logged();
    const cap = liveStreamCap(1_000_000);
    const { openFilesLimit } = lines()[0]!;
    expect(typeof openFilesLimit === "number" || openFilesLimit === "unlimited").toBe(true);
    if (typeof openFilesLimit === "number") expect(cap).toBe(streamsWithin(openFilesLimit));
  });
});
