import { describe, expect, it } from "vitest";
import { CPU_SLOWDOWN, figuresOfTrace } from "#scripts/audit/main-thread.ts";

/**
 * The first-visit figures (scripts/audit/main-thread.ts) of a small trace shaped as Chromium records
 * one: the browser's frame list, the renderer's main thread, the navigation, the document's request
 * and three tasks. A renderer that begins recording after the navigation began leaves no
 * navigationStart; its trace still gives figures, counted from the document's request.
 */
const BROWSER = 1;
const RENDERER = 2;
const FRAME = "MAINFRAME";
const URL = "http://127.0.0.1:4000/";
const T0 = 1_000_000; // µs

const meta = (pid: number, name: string) => ({ name: "thread_name", cat: "__metadata", ph: "M", pid, tid: pid, ts: 0, args: { name } });
/** A top-level task on the renderer's main thread, `startMs` after T0, running `ms` of wall and CPU time. */
const task = (startMs: number, ms: number) => ({
  name: "RunTask",
  cat: "disabled-by-default-devtools.timeline",
  ph: "X",
  pid: RENDERER,
  tid: RENDERER,
  ts: T0 + startMs * 1000,
  dur: ms * 1000,
  tdur: ms * 1000,
  args: {},
});

/**
 * The visit's trace. `navigationStart`: the URL its renderer recorded the navigation's start for
 * (the page's, or about:blank's empty one), or none when it began recording later.
 */
function trace({ navigationStart }: { navigationStart?: string }): unknown[] {
  const frames = [{ frame: FRAME, processId: RENDERER, url: "about:blank", isOutermostMainFrame: true }];
  return [
    meta(BROWSER, "CrBrowserMain"),
    meta(RENDERER, "CrRendererMain"),
    {
      name: "TracingStartedInBrowser",
      cat: "disabled-by-default-devtools.timeline",
      ph: "I",
      pid: BROWSER,
      tid: BROWSER,
      ts: T0 - 1000,
      args: { data: { frames } },
    },
    task(-0.5, 1), // the blank page's last task: before the visit
    ...(navigationStart === undefined
      ? []
      : [
          {
            name: "navigationStart",
            cat: "blink.user_timing",
            ph: "R",
            pid: RENDERER,
            tid: RENDERER,
            ts: T0,
            args: { frame: FRAME, data: { documentLoaderURL: navigationStart, isLoadingMainFrame: true } },
          },
        ]),
    task(2, 3), // between the navigation's start and the document's request
    {
      name: "ResourceSendRequest",
      cat: "devtools.timeline",
      ph: "I",
      pid: RENDERER,
      tid: RENDERER,
      ts: T0 + 10_000,
      args: { data: { frame: FRAME, url: URL, requestId: "1" } },
    },
    {
      name: "FrameCommittedInBrowser",
      cat: "disabled-by-default-devtools.timeline",
      ph: "I",
      pid: BROWSER,
      tid: BROWSER,
      ts: T0 + 11_000,
      args: { data: { frame: FRAME, processId: RENDERER, url: URL } },
    },
    task(20, 40),
    task(70, 60),
  ];
}

describe("a first visit's figures from its trace", () => {
  it("counts every task from the navigation's start, times the CPU slowdown", () => {
    const figures = figuresOfTrace(trace({ navigationStart: URL }));
    expect(figures.mainThreadMs).toBeCloseTo((3 + 40 + 60) * CPU_SLOWDOWN, 0);
    expect(figures.tasks.map((t) => t.startMs)).toEqual([2, 20, 70]);
  });

  it("throws on a trace without navigationStart unless told to count from the document's request", () => {
    const events = trace({});
    expect(() => figuresOfTrace(events)).toThrow(/navigationStart/);
    const figures = figuresOfTrace(events, "documentRequest");
    expect(figures.mainThreadMs).toBeCloseTo((40 + 60) * CPU_SLOWDOWN, 0);
    expect(figures.tasks.map((t) => t.startMs)).toEqual([10, 60]);
  });

  it("does not take the blank page's navigation for the visit's", () => {
    expect(() => figuresOfTrace(trace({ navigationStart: "" }))).toThrow(/navigationStart/);
  });
});
