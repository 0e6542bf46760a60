/**
 * The main-thread work of a first visit, from a Chromium trace, counted as Lighthouse's mobile preset
 * counts it: its own trace processing (`MainThreadTasks`, the same task tree and task groups as the
 * audits `mainthread-work-breakdown`, `long-tasks` and `bootup-time`) on a load observed at full
 * speed, each task's time multiplied by the preset's CPU slowdown (4). One difference makes it cheap
 * and steady enough for a test on a shared machine: tasks are timed by the CPU time of the main
 * thread (the trace's thread durations), not by the wall clock, so other processes taking the CPU
 * between two slices of a task do not lengthen it. A CPU throttled by Chromium
 * (`Emulation.setCPUThrottlingRate`) was measured and left: its stalls count as the thread's own
 * time and vary with the machine's load (docs/decisions/0706-first-visits-against-an-anchor.md).
 *
 * Every load gets a new browser context: no HTTP cache, no V8 code cache, no storage, as a first visit.
 */
import { setTimeout as delay } from "node:timers/promises";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import type { Browser, CDPSession, Page } from "playwright-core";

/** Lighthouse's mobile preset: a CPU four times slower than the machine's. */
export const CPU_SLOWDOWN: number = throttling.mobileSlow4G.cpuSlowdownMultiplier;
/** A task that takes longer than this (after the slowdown) is a long task, as in the Long Tasks API. */
export const LONG_TASK_MS = 50;

/** Lighthouse's task groups (`mainthread-work-breakdown`). */
export const TASK_GROUPS = [
  "scriptEvaluation",
  "styleLayout",
  "parseHTML",
  "paintCompositeRender",
  "scriptParseCompile",
  "garbageCollection",
  "other",
] as const;
export type TaskGroupId = (typeof TASK_GROUPS)[number];

/**
 * The categories of Lighthouse's trace that its task tree and groups read: the main thread's tasks
 * and their events, script compilation and microtasks, the navigation's start. Not its screenshots,
 * stacks, frame pipeline or loader internals ("loading"), which would triple the trace's size and
 * the time to collect it.
 */
const TRACE_CATEGORIES = [
  "-*",
  "disabled-by-default-lighthouse",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
];

/** How long the main thread must stay (almost) idle after hydration for the visit to count as over. */
const QUIET_MS = 500;
const QUIET_POLL_MS = 250;
/** Main-thread time allowed during the quiet period (a clock ticking, an idle callback). */
const QUIET_TASK_MS = 5;
const SETTLE_TIMEOUT_MS = 15_000;

/** A task the main thread ran at the top level (not inside another task). */
export interface TopLevelTask {
  /** Start, ms after the navigation began (wall clock). */
  startMs: number;
  /** The main thread's CPU time for it, ms, at the machine's own speed (no slowdown applied). */
  cpuMs: number;
  /** The script Lighthouse attributes it to ("" when none). */
  url: string;
}

export interface MainThreadFigures {
  /** CPU time of every main-thread task from navigation to quiet, × CPU_SLOWDOWN, in ms. */
  mainThreadMs: number;
  /** The same tasks by the wall clock, × CPU_SLOWDOWN (what Lighthouse reports; moves with the machine's load). */
  wallMs: number;
  /** Tasks longer than LONG_TASK_MS after CPU_SLOWDOWN (see longTasksAt for another slowdown). */
  longTasks: number;
  /** Σ (task − 50 ms) over those long tasks: Total Blocking Time without its FCP–TTI window. */
  blockingMs: number;
  /** mainThreadMs by Lighthouse's task group. */
  groups: Record<TaskGroupId, number>;
  /** mainThreadMs by the script a task is attributed to (Lighthouse's `bootup-time` attribution; "" when none). */
  byUrl: Record<string, number>;
  /** mainThreadMs by trace event (name, and the script, stylesheet or document it concerns): where a group's time goes. */
  byEvent: Record<string, number>;
  /** Every top-level task of at least a millisecond. */
  tasks: TopLevelTask[];
}

/** Figures of one first visit. `settle` says when the page's own work is done (default: React Router hydrated). */
export interface VisitOptions {
  userAgent?: string;
  settle?: (page: Page) => Promise<void>;
  /** false: the document alone, with JavaScript off in the browser (no head script, no hydration, nothing to settle). */
  javaScript?: boolean;
  /** The browser's time zone (IANA id); the browser's own when left out. */
  timezoneId?: string;
}

/**
 * The visitors' zones a first visit is measured in (the guard, the audit): the site's home market,
 * the English pages' home zone, and two far away, where every kick-off reads another clock and a
 * round's late matches another day (docs/decisions/0714-first-visit.md). A page must meet its target
 * in the worst of them.
 */
export const VISITOR_ZONES = ["Europe/Berlin", "Europe/London", "America/New_York", "Asia/Tokyo"] as const;

/**
 * Resolves once a first visit's scripts have done what they do without the visitor: React Router
 * has hydrated the document (HydratedRouter publishes its router), or the site's page waits for the
 * visitor's first intent to hydrate (app/head-script.ts, ADR 0710).
 */
export async function scriptsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => "__reactRouterDataRouter" in window || (window as { matchpulsHydration?: string }).matchpulsHydration === "waiting",
    undefined,
    { timeout: SETTLE_TIMEOUT_MS },
  );
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return metrics.find((m) => m.name === "TaskDuration")?.value ?? 0;
}

/** Waits until the main thread has done (almost) nothing for QUIET_MS: effects, lazy fetches and their renders are over. */
async function quiet(page: Page, cdp: CDPSession): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince = Date.now();
  let last = await taskSeconds(cdp);
  while (Date.now() < deadline) {
    await page.waitForTimeout(QUIET_POLL_MS);
    const now = await taskSeconds(cdp);
    if ((now - last) * 1000 > QUIET_TASK_MS) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    last = now;
  }
}

type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** A top-level task's CPU time in ms (its trace event's thread duration; the wall clock when the trace has none). */
function cpuMs(task: TaskNode): number {
  const tdur = (task.event as { tdur?: number }).tdur;
  return typeof tdur === "number" ? tdur / 1000 : task.duration;
}

interface EventData {
  url?: string;
  styleSheetUrl?: string;
  functionName?: string;
}

/** The script, stylesheet or document a trace event concerns, when it names one. */
function eventSubject(event: TaskNode["event"]): string {
  const args = (event as { args?: { data?: EventData; beginData?: EventData; fileName?: string } }).args;
  const subject = args?.data?.url || args?.data?.styleSheetUrl || args?.beginData?.url || args?.fileName || "";
  return subject && args?.data?.functionName ? `${subject} ${args.data.functionName}` : subject;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const add = <K>(map: Map<K, number>, key: K, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

/** Wall-clock self time of a task tree by group, attributed URL and event, to split the task's CPU time in the same proportions. */
function shares(task: TaskNode, into: { groups: Map<TaskGroupId, number>; urls: Map<string, number>; events: Map<string, number> }): void {
  add(into.groups, task.group.id as TaskGroupId, task.selfTime);
  add(into.urls, task.attributableURLs.at(-1) ?? "", task.selfTime);
  const subject = eventSubject(task.event);
  add(into.events, subject ? `${task.event.name} ${subject}` : task.event.name, task.selfTime);
  for (const child of task.children) shares(child, into);
}

/** A map's entries as an object, largest first, rounded to a tenth of a millisecond. */
const sortedRounded = (map: Map<string, number>) => Object.fromEntries([...map].sort(([, a], [, b]) => b - a).map(([key, ms]) => [key, round(ms)]));

/** The long tasks among `tasks` on a CPU `slowdown` times slower than the machine, and their blocking time (Σ task − 50 ms). */
export function longTasksAt(tasks: TopLevelTask[], slowdown: number): { count: number; blockingMs: number } {
  const long = tasks.map((task) => task.cpuMs * slowdown).filter((ms) => ms > LONG_TASK_MS);
  return { count: long.length, blockingMs: round(long.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0)) };
}

/**
 * Where a visit's time starts: the renderer's `navigationStart` (Lighthouse's own origin), or, in a
 * trace that lacks it, the main frame's first request, the document's. A renderer on a loaded machine
 * can begin recording a few milliseconds after the navigation began (Lighthouse's NO_NAVSTART);
 * the tasks before the document's response are the renderer waiting, so the figures barely move.
 */
export type TimeOrigin = "navigationStart" | "documentRequest";

/** Turns a trace of one visit into its figures. */
export function figuresOfTrace(traceEvents: unknown[], timeOrigin: TimeOrigin = "navigationStart"): MainThreadFigures {
  const processed = TraceProcessor.processTrace({ traceEvents } as never, {
    timeOriginDeterminationMethod: timeOrigin === "navigationStart" ? "lastNavigationStart" : "firstResourceSendRequest",
  });
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  // From the navigation on: the blank page the context opened with is not the visit.
  const topLevel = tasks.filter((task) => !task.parent && task.startTime >= 0);
  const groups = Object.fromEntries(TASK_GROUPS.map((g) => [g, 0])) as Record<TaskGroupId, number>;
  const byUrl = new Map<string, number>();
  const byEvent = new Map<string, number>();
  const cpuTasks: TopLevelTask[] = [];
  let mainThreadMs = 0;
  let wallMs = 0;
  for (const task of topLevel) {
    const ms = cpuMs(task) * CPU_SLOWDOWN;
    mainThreadMs += ms;
    wallMs += task.duration * CPU_SLOWDOWN;
    const own = { groups: new Map<TaskGroupId, number>(), urls: new Map<string, number>(), events: new Map<string, number>() };
    shares(task, own);
    const wall = task.duration || 1;
    for (const [group, self] of own.groups) groups[group] += (ms * self) / wall;
    for (const [url, self] of own.urls) add(byUrl, url, (ms * self) / wall);
    for (const [event, self] of own.events) add(byEvent, event, (ms * self) / wall);
    if (cpuMs(task) >= 1) cpuTasks.push({ startMs: round(task.startTime), cpuMs: round(cpuMs(task)), url: task.attributableURLs.at(-1) ?? "" });
  }
  const long = longTasksAt(cpuTasks, CPU_SLOWDOWN);
  return {
    mainThreadMs: round(mainThreadMs),
    wallMs: round(wallMs),
    longTasks: long.count,
    blockingMs: long.blockingMs,
    groups: Object.fromEntries(Object.entries(groups).map(([g, ms]) => [g, round(ms)])) as Record<TaskGroupId, number>,
    byUrl: sortedRounded(byUrl),
    byEvent: sortedRounded(byEvent),
    tasks: cpuTasks,
  };
}

/**
 * A trace Lighthouse cannot process (most often: it lacks its navigation's start) is recorded again,
 * after a pause that lets a busy moment pass; a last one that still lacks the start counts from the
 * document's request instead (TimeOrigin).
 */
const ATTEMPTS = 3;
const RETRY_PAUSE_MS = 1_000;

/**
 * Loads `url` as a first visit on Lighthouse's emulated phone (its screen and user agent, no
 * throttling: the slowdown is applied to the figures), waits until the page has settled and its
 * main thread has been quiet for half a second, and returns the figures of the trace.
 */
export async function measureFirstVisit(browser: Browser, url: string, options: VisitOptions = {}): Promise<MainThreadFigures> {
  for (let attempt = 1; ; attempt++) {
    const traceEvents = await traceFirstVisit(browser, url, options);
    try {
      return figuresOfTrace(traceEvents);
    } catch (error) {
      if (attempt === ATTEMPTS) {
        if (lacksNavigationStart(error)) return figuresOfTrace(traceEvents, "documentRequest");
        throw error;
      }
    }
    await delay(RETRY_PAUSE_MS * attempt);
  }
}

/** Whether Lighthouse found no navigationStart of the main frame's page to count from (its NO_NAVSTART). */
const lacksNavigationStart = (error: unknown) => error instanceof Error && error.message === TraceProcessor.createNoNavstartError().message;

async function traceFirstVisit(browser: Browser, url: string, options: VisitOptions): Promise<unknown[]> {
  const screen = screenEmulationMetrics.mobile!;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: true,
    userAgent: options.userAgent ?? userAgents.mobile,
    javaScriptEnabled: options.javaScript ?? true,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer | undefined;
    try {
      const response = await page.goto(url, { waitUntil: "load" });
      if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
      if (options.javaScript !== false) await (options.settle ?? scriptsSettled)(page);
      await quiet(page, cdp);
    } finally {
      trace = await browser.stopTracing();
    }
    return (JSON.parse(trace.toString("utf8")) as { traceEvents: unknown[] }).traceEvents;
  } finally {
    await context.close();
  }
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
