import { redirect } from "react-router";

/**
 * Paths with a trailing slash redirect (301) to the path without it. Leading slashes are collapsed
 * too, so `//evil.example/` can never become a protocol-relative redirect to another host.
 */
export function canonicalPathname(pathname: string): string {
  return "/" + pathname.replace(/^\/+/, "").replace(/\/+$/, "");
}

export const trailingSlashRedirect = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === "/" || !url.pathname.endsWith("/")) return;
  throw redirect(canonicalPathname(url.pathname) + url.search, 301);
};
