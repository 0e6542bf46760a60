import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { beforeAll } from "vitest";
import { scratchDirWithResults } from "./test-dirs.ts";

/**
 * Test support (imported by tests only): real loopback HTTP servers on port 0, and temporary
 * data directories so tests never touch ./var.
 */

export interface Loopback {
  server: Server;
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

export async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Loopback> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A node:http request as a web Request (what React Router hands a route module). */
export function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: "half",
  } as RequestInit);
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, response.statusText, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Serves a web handler (such as handleApiRequest) on a loopback socket. */
export function serveWebHandler(handler: (request: Request) => Promise<Response>): Promise<Loopback> {
  return listen((req, res) => {
    handler(toWebRequest(req))
      .then((response) => sendWebResponse(res, response))
      .catch(() => res.destroy());
  });
}

/**
 * For the test file (call it at the top level): a fresh temporary directory from the first test on,
 * holding the run's results database already (tests/support/test-dirs.ts), removed with the run's
 * directories. Returns its path, which exists once the file's `beforeAll` hooks run.
 */
export function useTemporaryDataDir(): () => string {
  let dir: string | undefined;
  beforeAll(() => {
    dir = scratchDirWithResults("results-db");
  });
  return () => {
    if (!dir) throw new Error("useTemporaryDataDir(): the directory exists only once the file's tests run");
    return dir;
  };
}
