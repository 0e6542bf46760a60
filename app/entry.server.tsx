import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { log } from "./lib/log.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    // Crawlers and no-JS visitors get the complete document; browsers may start with the shell.
    const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyEvent]() {
        settled = true;
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (settled) log("error", "render_error", { path: new URL(request.url).pathname, error: String(error) });
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors are logged once, with the request path. 404s are normal traffic on a public site, and
 * aborted requests are the visitor's choice: neither is logged as an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log("error", "request_error", {
    path: new URL(request.url).pathname,
    status: isRouteErrorResponse(error) ? error.status : 500,
    error: error instanceof Error ? error.message : String(error),
  });
};
