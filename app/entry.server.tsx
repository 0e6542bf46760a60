import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { log } from "#lib/log.server.ts";
import { isForeignOriginRefusal } from "./features/contact/request-guards.server.ts";
import { flagPicture } from "./features/results/interface.server.ts";
import { FlagPictures } from "./features/results/interface.ts";
import { recordPageDateTexts, type DateTexts } from "./i18n/dates.ts";
import { DictionaryContext } from "./i18n/dictionary.ts";
import { getMessages } from "./i18n/messages/index.server.ts";

export const streamTimeout = 5_000;

// Each render records the date texts it formats, for the browser's hydration (i18n/dates.ts): the
// record follows the render through React's asynchronous work, so concurrent renders keep their own.
const pageDateTexts = new AsyncLocalStorage<DateTexts>();
recordPageDateTexts(() => pageDateTexts.getStore());

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  return renderDocument(<ServerRouter context={routerContext} url={request.url} />, request, status, headers);
}

/** Renders a page (React Router's `ServerRouter`, or what a test puts in its place) into the answer. */
export function renderDocument(page: ReactNode, request: Request, status: number, headers: Headers) {
  return new Promise<Response>((resolve, reject) => {
    // Errors before the shell is rendered reach React Router (onShellError), which logs them once;
    // those after it (a Suspense boundary's) only this render sees.
    let shellRendered = false;
    // The render's deadline; cleared as soon as the render is over, so a finished render is not
    // kept referenced (with its request and data) for the rest of the deadline.
    let deadline: ReturnType<typeof setTimeout> | undefined;
    let over = false;
    const renderOver = () => {
      over = true;
      clearTimeout(deadline);
    };
    // Every visitor gets the complete document: the page handler (server/page-cache.ts) reads the
    // whole body anyway, to rewrite it, hash its scripts into the CSP, tag it and store it, so
    // answering at the shell would only hand it a stream to wait on (docs/architecture.md, "The
    // request path"). The answer therefore starts when everything is rendered.
    const start = () => {
      const body = new PassThrough();
      // The stream closes when React has written everything, or when the consumer stops reading.
      body.once("close", renderOver);
      headers.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      pipe(body);
    };
    const document = (
      // Every language's texts are in memory here; pages carry none of them (i18n/dictionary.ts). The
      // small flags' pictures too: a page carries those it shows (TeamBadge).
      <DictionaryContext value={getMessages}>
        <FlagPictures value={flagPicture}>{page}</FlagPictures>
      </DictionaryContext>
    );
    const { pipe, abort } = pageDateTexts.run({}, () =>
      renderToPipeableStream(document, {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          start();
          renderOver();
        },
        onShellError(error: unknown) {
          renderOver();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) log("error", "render_error", { path: new URL(request.url).pathname, error: String(error) });
        },
      }),
    );
    if (!over) deadline = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors are logged once, with the request path. 404s are normal traffic on a public site, and
 * aborted requests are the visitor's choice: neither is logged as an error. A form post from
 * another origin, refused by React Router's CSRF check (400) before any middleware or action
 * runs, is a client's fault: one warn line, not a server error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isForeignOriginRefusal(error, request)) {
    log("warn", "foreign_origin_refused", {
      method: request.method,
      path: new URL(request.url).pathname.slice(0, 300),
      status: 400,
      origin: request.headers.get("origin")?.slice(0, 200),
    });
    return;
  }
  log("error", "request_error", {
    path: new URL(request.url).pathname,
    status: isRouteErrorResponse(error) ? error.status : 500,
    error: error instanceof Error ? error.message : String(error),
  });
};
