import type { IncomingMessage, ServerResponse } from "node:http";
import sirv from "sirv";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { writePlainText } from "#app/http/plain-text.server.ts";
import { negotiatedEncoding } from "./compression.ts";

/**
 * The build's client files (build/client), served by sirv (docs/architecture.md, "The request path",
 * step 5; docs/decisions/0803-production-deployment.md): hashed `/assets/…` immutable for a year, other files an hour, the
 * build's brotli and gzip copies as they are; another build's hashed file is a `no-store` 404.
 */

export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Where the build puts its hashed files (names that change with their content). */
const HASHED_ASSETS = "/assets/";

export function servedFrom(directory: string, securityHeaders: Record<string, string>): NodeMiddleware {
  const serve = sirv(directory, {
    etag: true,
    // The build's brotli and gzip copies (server/precompressed-files.ts), served as they are.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith(HASHED_ASSETS) ? CACHE_CONTROL.immutableAsset : CACHE_CONTROL.publicFile);
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    },
  });
  // A hashed file this build does not have is most likely another build's: during a rolling deploy a page of
  // the new build asks an instance still running the old one (or the reverse). The answer is a plain 404 that
  // no shared cache may keep, so the next request (nginx retries it on another instance) finds the file where
  // it exists, instead of everybody getting a stored 404, or the not-found page's redirect to lower case.
  const notInThisBuild = (req: IncomingMessage, res: ServerResponse) =>
    writePlainText(req, res, 404, { "Cache-Control": CACHE_CONTROL.noStore, ...securityHeaders });
  return (req, res, next) => {
    // sirv picks a copy when the header merely names its encoding (`br;q=0` too): it is given the one
    // encoding the client weighs highest, negotiated as for pages (server/compression.ts).
    req.headers["accept-encoding"] = negotiatedEncoding(req.headers["accept-encoding"]) ?? "identity";
    // sirv lists the files once and pipes a read stream without an error handler: a file removed
    // since (a new build deployed under the running process) would throw out of the process. The
    // answer is cut off instead, so the client retries, and the process keeps serving.
    res.once("pipe", (source) => source.once("error", () => res.destroy()));
    serve(req, res, () => ((req.url ?? "/").startsWith(HASHED_ASSETS) ? notInThisBuild(req, res) : next()));
  };
}
