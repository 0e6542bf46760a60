import { PROGRESS_BAR } from "../../config/constants";

/**
 * The progress bar's course (spec §2, §9): it ticks every 100 ms and reaches the "finish above"
 * mark after the nominal duration (about 5 s), then waits there for the page; completion jumps to
 * 100 %.
 */
const STEP = PROGRESS_BAR.finishAbovePercent / (PROGRESS_BAR.nominalDurationMs / PROGRESS_BAR.tickMs);

export function nextProgress(current: number): number {
  return Math.min(PROGRESS_BAR.finishAbovePercent, current + STEP);
}
