import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dateFormat, dateTextsOfPage, readDateTexts, recordPageDateTexts, seedDateTexts, type DateTexts } from "./dates.ts";

/**
 * The first Intl.DateTimeFormat of a page costs tens of milliseconds in a browser (ICU's date data,
 * measured 16–60 ms at full speed): hydration must not build one. The server records every text it
 * formats for the page; the browser answers the same format of the same instant from that record.
 */
const KICKOFF = new Date("2022-12-18T15:00:00Z");

// The test files of a worker share their modules: entry.server.tsx's recorder is put back after each test.
let serverRecorder: ReturnType<typeof recordPageDateTexts>;
beforeEach(() => {
  serverRecorder = recordPageDateTexts(undefined);
});
afterEach(() => {
  seedDateTexts({});
  recordPageDateTexts(serverRecorder);
  vi.restoreAllMocks();
});

describe("date texts recorded by the server and read back by the browser", () => {
  it("records what a render formats, by format and instant", () => {
    const page: DateTexts = {};
    recordPageDateTexts(() => page);
    const text = dateFormat("de", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, "Europe/Berlin").format(KICKOFF);
    expect(text).toBe("16:00");
    expect(Object.values(page).flatMap((byInstant) => Object.entries(byInstant))).toEqual([[String(KICKOFF.getTime()), "16:00"]]);
    expect(dateTextsOfPage()).toBe(page);
  });

  it("answers a recorded text without building an Intl formatter, and formats anything else", () => {
    const page: DateTexts = {};
    recordPageDateTexts(() => page);
    dateFormat("it", { day: "numeric", month: "short" }, "Europe/Berlin").format(KICKOFF);
    recordPageDateTexts(undefined);

    // The browser: the record, with a text of its own, answers; a spy shows whether a formatter is built.
    const [key] = Object.keys(page);
    seedDateTexts(readDateTexts(JSON.stringify({ [key!]: { [String(KICKOFF.getTime())]: "18 dic (dal server)" } })));
    const built = vi.spyOn(Intl, "DateTimeFormat");
    expect(dateFormat("it", { day: "numeric", month: "short" }, "Europe/Berlin").format(KICKOFF)).toBe("18 dic (dal server)");
    expect(dateFormat("it", { weekday: "short" }, "Europe/Berlin").format(KICKOFF)).toBe("dom");
    expect(built).toHaveBeenCalledTimes(1);
    expect(dateFormat("it", { day: "numeric", month: "short" }, "Europe/Berlin").format(new Date("2022-12-10T15:00:00Z"))).toBe("10 dic");
  });

  it("reads a missing or broken record as no texts", () => {
    expect(readDateTexts(null)).toEqual({});
    expect(readDateTexts("{oops")).toEqual({});
    expect(readDateTexts("[1]")).toEqual({});
  });
});
