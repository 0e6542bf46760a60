import { PROGRESS_BAR } from "#app/config/constants.ts";

/**
 * The progress bar's state (docs/decisions/0003-layout-behaviour.md), kept outside React: React Router remounts the
 * layout when a page turns into the error page, and the bar must survive that to turn red.
 * It ticks every 100 ms and reaches the "finish above" mark after the nominal duration (about
 * 5 s), then waits there; finishing jumps to 100 %. A failed navigation stays red until the next
 * one starts; a completed one fades away.
 */
export type Phase = "idle" | "loading" | "done" | "failed";

export interface ProgressState {
  phase: Phase;
  percent: number;
}

const STEP = PROGRESS_BAR.finishAbovePercent / (PROGRESS_BAR.nominalDurationMs / PROGRESS_BAR.tickMs);
const FADE_MS = 600;
export const IDLE: ProgressState = { phase: "idle", percent: 0 };

export function nextProgress(current: number): number {
  return Math.min(PROGRESS_BAR.finishAbovePercent, current + STEP);
}

let state: ProgressState = IDLE;
/** Navigations are numbered; the error page marks the current one as failed. */
let navigation = 0;
let failedNavigation = -1;
let ticker: ReturnType<typeof setInterval> | undefined;
let fader: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: ProgressState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function stopTimers() {
  clearInterval(ticker);
  clearTimeout(fader);
}

export const progressStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,

  start() {
    stopTimers();
    navigation += 1;
    set({ phase: "loading", percent: 0 });
    ticker = setInterval(() => set({ phase: "loading", percent: nextProgress(state.percent) }), PROGRESS_BAR.tickMs);
  },

  /** The navigation ended; a no-op when none was under way. */
  finish() {
    if (state.phase !== "loading") return;
    stopTimers();
    if (failedNavigation === navigation) return set({ phase: "failed", percent: 100 });
    set({ phase: "done", percent: 100 });
    fader = setTimeout(() => set(IDLE), FADE_MS);
  },

  /** The error page is showing: the navigation that led there failed. */
  fail() {
    failedNavigation = navigation;
    if (state.phase === "done") {
      stopTimers();
      set({ phase: "failed", percent: 100 });
    }
  },
};
