import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on 127.0.0.1 and a free port, for tests that talk to the content service over a
 * socket (contracts are tested over real sockets). Records every request it receives.
 */
export interface RecordedRequest {
  method: string;
  /** The request target exactly as sent, e.g. "/api/collections/get/pressArticles?sort[_created]=-1". */
  target: string;
  authorization: string | undefined;
}

export interface LoopbackServer {
  /** "http://127.0.0.1:{port}" */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export async function startLoopbackServer(handler: Handler): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? "", target: request.url ?? "", authorization: request.headers.authorization });
    void Promise.resolve(handler(request, response)).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // hung requests included
        server.close(() => resolve());
      }),
  };
}

/** An origin where nothing listens: the port of a server that was just closed. */
export async function refusedOrigin(): Promise<string> {
  const server = await startLoopbackServer(() => undefined);
  await server.close();
  return server.origin;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}
