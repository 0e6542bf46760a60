/**
 * Graceful shutdown: on SIGTERM the server stops accepting connections, finishes the requests in
 * flight and exits within 10 s; request logs carry no client address.
 */
import { request } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, SKIP_MESSAGE, startFake, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const SITE_PORT = 3560;
const HUNG_BACKEND_PORT = 3561;

/** A GET; `onSent` is called once the request is written to its connection. */
function get(port: number, path: string, onSent?: () => void) {
  return new Promise<{ status?: number; body: string; error?: string }>((resolve) => {
    const sending = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk)).on("end", () => resolve({ status: res.statusCode, body }));
    }).on("error", (error: NodeJS.ErrnoException) => resolve({ body: "", error: error.code ?? error.message }));
    if (onSent) sending.on("finish", onSent);
    sending.end();
  });
}

describe.skipIf(BUILD_MISSING)("graceful shutdown", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);

  it("finishes the request in flight, refuses new connections and exits within 10 s", async () => {
    // A results backend that never answers makes /ergebnisse take the client's timeout (2 s).
    const hung = await startFake(HUNG_BACKEND_PORT, () => {});
    const site = await startSite(SITE_PORT, { API_BASE_URL: `${hung.origin}/api`, API_TIMEOUT_MS: "2000" });
    try {
      const exited = new Promise<number | null>((resolve) => site.child.once("exit", (code) => resolve(code)));
      // In flight once the request is on its connection (the server, idle, accepts it at once) and the backend that never
      // answers has been called: by the page, or by the site's background work, whose load the page then waits for.
      let sent = false;
      const inFlight = get(SITE_PORT, "/ergebnisse", () => (sent = true));
      await vi.waitFor(() => expect(sent && hung.requests.length > 0).toBe(true), { timeout: 10_000, interval: 20 });
      const signalledAt = Date.now();
      site.child.kill("SIGTERM");
      // The server logs "shutdown" just before it stops listening, in the same turn.
      await vi.waitFor(() => expect(site.logs.some((line) => line.includes('"event":"shutdown"'))).toBe(true), { timeout: 10_000, interval: 20 });
      const late = await get(SITE_PORT, "/");
      const answer = await inFlight;
      const code = await exited;

      expect(answer.status, `the request in flight: ${answer.error ?? "answered"}`).toBe(200);
      expect(answer.body).toContain("Diese Daten sind leider nicht verfügbar.");
      expect(late.error, "no new connections after SIGTERM").toBe("ECONNREFUSED");
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(site.logs.some((line) => line.includes('"event":"shutdown"'))).toBe(true);

      const requestLogs = site.logs.filter((line) => line.includes('"event":"request"'));
      expect(requestLogs.some((line) => line.includes('"path":"/ergebnisse"') && line.includes('"status":200'))).toBe(true);
      for (const line of requestLogs) expect(line).not.toMatch(/127\.0\.0\.1|::1|user-agent/i);
    } finally {
      await site.stop();
      await hung.close();
    }
  });
});
