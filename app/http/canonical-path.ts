import { redirect } from "react-router";

/**
 * One URL per page: a path with a trailing slash or with capital letters redirects (301) to the
 * path without the slash, in lowercase (every path of the route table and every data slug is
 * lowercase, but matching ignores case). Percent-escapes keep their case (`%C3%A4` and `%c3%a4`
 * are the same character). Leading slashes are collapsed too, so `//evil.example/` can never
 * become a protocol-relative redirect to another host.
 */
export function canonicalPathname(pathname: string): string {
  const trimmed = "/" + trimSlashes(pathname);
  return trimmed.replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
}

/**
 * The path without its leading and trailing slashes, in time linear in its length: a backtracking
 * `/\/+$/` restarts at every slash of a run that does not reach the end (`/a///…///b`), which is
 * quadratic (15,000 slashes: 0.3 s).
 */
export function trimSlashes(path: string): string {
  let start = 0;
  while (start < path.length && path.charCodeAt(start) === 0x2f) start++;
  let end = path.length;
  while (end > start && path.charCodeAt(end - 1) === 0x2f) end--;
  return path.slice(start, end);
}

/** Only reads are redirected: a form post to a non-canonical path is answered where it was sent. */
export const canonicalPathRedirect = ({ request }: { request: Request }) => {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const url = new URL(request.url);
  if (url.pathname === "/" || url.pathname.endsWith(".data")) return;
  const canonical = canonicalPathname(url.pathname);
  if (canonical === url.pathname) return;
  throw redirect(canonical + url.search, 301);
};
