import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestListener, type RequestListenerOptions } from "@remix-run/node-fetch-server";
import { clientOf, isHostItself } from "./client-address.ts";
import { createFairShare, type FairShare, FairShareRefusal, type WorkKind } from "./fair-share.ts";
import type { MemoryMiss } from "./page-cache.ts";
import type { PlainAnswers } from "./plain-answers.ts";
import { withReasonPhrase } from "./request-guards.ts";
import type { Services } from "./services.ts";

/**
 * The site's routes that do uncached work (renders, share cards, content images), each run as a job
 * in its client's fair share (server/fair-share.ts, ADR 0812); a refused job is answered 429 or 503
 * after a pause (server/plain-answers.ts).
 */

/** The process's fair share, its refusals, waits and load told to the metrics. */
export function watchedFairShare(metrics: Services["metrics"]): FairShare {
  const fairShare = createFairShare({ exempt: isHostItself, onRefused: metrics?.fairShare.refused, onWaited: metrics?.fairShare.waited });
  metrics?.watchFairShare(() => {
    const pools = Object.values(fairShare.stats());
    return { running: pools.reduce((sum, pool) => sum + pool.running, 0), waiting: pools.reduce((sum, pool) => sum + pool.waiting, 0) };
  });
  return fairShare;
}

export interface ReactRouterInFairShare {
  fairShare: FairShare;
  answers: PlainAnswers;
  /** The page handler's answer to a request the fast path did not answer (server/page-cache.ts). */
  handle: (request: Request, miss?: MemoryMiss) => Promise<Response>;
  /** The requests of a preview, told to the render by the page handler's one argument. */
  previewRequests: WeakSet<Request>;
  requestOptions: RequestListenerOptions;
}

/**
 * The page handler behind React Router's request listener, in the client's fair share of renders. The
 * handler is told what the fast path found out (`miss`), so it neither makes the key nor counts the read
 * again. A client whose share is waiting already is refused before a Request is even built, the cheapest
 * answer there is for a client that retries at once.
 */
export function reactRouterInFairShare({ fairShare, answers, handle, previewRequests, requestOptions }: ReactRouterInFairShare) {
  return (req: IncomingMessage, res: ServerResponse, client: string, miss?: MemoryMiss, preview = false) => {
    const refused = fairShare.refusal(client, "render");
    if (refused) return answers.writeRefusal(req, res, refused);
    createRequestListener(async (request) => {
      if (preview) previewRequests.add(request);
      const response = await fairShare
        .run(client, "render", () => handle(request, miss), request.signal)
        .catch((error: unknown) => {
          if (error instanceof FairShareRefusal) return answers.refusalAnswer(error);
          // The client left while it waited (the request's own abort, which the listener expects), or the render failed.
          throw error;
        });
      return withReasonPhrase(response);
    }, requestOptions)(req, res);
  };
}

/**
 * A route answered on the raw response (share cards, content images), run as one job of the
 * client's fair share of its kind: from its start until its answer is sent or the client leaves.
 * `answer` says whether the route took the request; one that did not is answered 404.
 */
export function rawRouteInFairShare(fairShare: FairShare, answers: PlainAnswers, trustedProxy: string | undefined) {
  return (req: IncomingMessage, res: ServerResponse, kind: WorkKind, answer: () => boolean) => {
    const left = new AbortController();
    const leave = () => left.abort(new Error("the client left"));
    res.once("close", leave);
    const job = () =>
      new Promise<void>((resolve) => {
        res.off("close", leave);
        res.once("close", () => resolve());
        // Both routes answer whatever has their prefix; should one stop, the request still gets an answer.
        if (!answer()) answers.writePlainAnswer(req, res, 404);
      });
    fairShare.run(clientOf(req, trustedProxy), kind, job, left.signal).catch((error: unknown) => {
      if (error instanceof FairShareRefusal) answers.writeRefusal(req, res, error);
    });
  };
}
