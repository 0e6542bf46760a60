// Types of server.mjs for the TypeScript modules that start the site (anchor.ts, tests/perf/).
import type { ChildProcess } from "node:child_process";

export function freePort(): Promise<number>;
export function waitForHealth(origin: string, child: ChildProcess, timeoutMs?: number): Promise<void>;
export function startServer(options?: { root?: string; verbose?: boolean; inPlace?: boolean }): Promise<{ origin: string; port: number; stop(): void }>;
