import { readFileSync } from "node:fs";
import { errorMessage, log } from "#lib/log.server.ts";

/**
 * The process's cap of open live streams (docs/decisions/0111-live-stream.md, "Slow readers and
 * caps"). Every stream holds a socket, and a socket is a file descriptor. A process out of
 * descriptors accepts no connection at all: every request, not only streams, is reset, and the cap
 * of LIVE_MAX_STREAMS never answers its 503. So the cap in effect is the configured one or what the
 * open-files limit leaves after a reserve for everything else, whichever is lower; it is read once,
 * at start (Node has no getrlimit: Linux's /proc/self/limits tells the soft limit).
 */

/**
 * Descriptors kept for everything but streams: a fixed part and a share of the limit.
 *
 * - Fixed, 128: what an idle process holds (about 25 measured: standard streams, the event loop's
 *   epoll, eventfd and io_uring handles and pipes, both listeners, the SQLite files of the results
 *   database and the contact outbox, and its write-ahead logs once written) and room for about a
 *   hundred requests at once: page requests, files being sent from disk (a descriptor each while
 *   sent), the kept-alive connections of a proxy in front (nginx keeps 32), connections to the
 *   results backend, the content service and the mail server, a metrics scrape.
 * - One eighth of the limit on top: ordinary traffic grows with the audience as streams do, and a
 *   process given a large limit is one meant for many visitors. 1,024 open files leave 768 streams
 *   and 256 descriptors for the rest; 65,536 (the systemd unit's LimitNOFILE) leave 57,216, above
 *   the default LIVE_MAX_STREAMS of 20,000, so there the configured cap holds.
 */
export const OPEN_FILES_RESERVE = { fixed: 128, fraction: 1 / 8 } as const;

const PROC_LIMITS = "/proc/self/limits";

/**
 * The soft limit of open files in the text of /proc/self/limits: a number, Infinity for
 * `unlimited`, or undefined when the text has no such row.
 */
export function parseOpenFilesLimit(limits: string): number | undefined {
  const row = /^Max open files\s+(\S+)\s+\S+/m.exec(limits);
  if (!row) return undefined;
  if (row[1] === "unlimited") return Number.POSITIVE_INFINITY;
  return /^\d+$/.test(row[1]!) ? Number(row[1]) : undefined;
}

/** How many streams fit in `openFiles` descriptors after the reserve (none when the reserve takes them all). */
export function streamsWithin(openFiles: number): number {
  if (openFiles === Number.POSITIVE_INFINITY) return openFiles;
  return Math.max(0, Math.floor(openFiles - OPEN_FILES_RESERVE.fixed - openFiles * OPEN_FILES_RESERVE.fraction));
}

export interface StreamCap {
  configured: number;
  /** The soft limit of open files; undefined when it could not be read. */
  openFilesLimit: number | undefined;
  effective: number;
}

/** The configured cap, lowered to what the open-files limit allows; the configured one when the limit is unknown. */
export function streamCap(configured: number, openFilesLimit: number | undefined): StreamCap {
  const effective = openFilesLimit === undefined ? configured : Math.min(configured, streamsWithin(openFilesLimit));
  return { configured, openFilesLimit, effective };
}

/**
 * The cap in effect for this process, logged once (`live_stream_cap`): at warn level when the
 * open-files limit lowers the configured cap or cannot be read, so the operator sees it at start.
 */
export function liveStreamCap(configured: number, readLimits: () => string = () => readFileSync(PROC_LIMITS, "utf8")): number {
  let openFilesLimit: number | undefined;
  let reason: string | undefined;
  try {
    openFilesLimit = parseOpenFilesLimit(readLimits());
    if (openFilesLimit === undefined) reason = `${PROC_LIMITS} has no readable "Max open files" row`;
  } catch (error) {
    reason = `${PROC_LIMITS} could not be read (${errorMessage(error)})`;
  }
  const cap = streamCap(configured, openFilesLimit);
  const fields = {
    configured,
    openFilesLimit: openFilesLimit === Number.POSITIVE_INFINITY ? "unlimited" : (openFilesLimit ?? null),
    reserve: OPEN_FILES_RESERVE,
    effective: cap.effective,
  };
  if (reason) log("warn", "live_stream_cap", { ...fields, reason: `${reason}: the configured LIVE_MAX_STREAMS holds; keep it below the open-files limit` });
  else if (cap.effective < configured)
    log("warn", "live_stream_cap", { ...fields, reason: "the open-files limit leaves room for fewer streams: raise it (ulimit -n, LimitNOFILE) for more" });
  else log("info", "live_stream_cap", fields);
  return cap.effective;
}
