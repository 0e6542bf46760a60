/**
 * Which of the visitor's request headers the results client passes on to the backend
 * (docs/decisions/0112-per-visitor-renders-and-page-budget.md): an allow list, never a deny list.
 * A deny list has to name every header that identifies or authenticates a visitor, and there is
 * always one more (True-Client-IP, X-Api-Key, a framework's CSRF token, …). What the backend gets
 * from the visitor is what a results backend legitimately uses, plus the names the operator adds
 * (API_FORWARD_HEADERS, validated here at start-up); the client sets X-Forwarded-For itself.
 *
 * Server-side configuration and the client share this module; it has no dependencies.
 */

/**
 * Forwarded by default: the visitor's language preference and browser (the spec's "incoming request
 * headers" that a results backend can use for anything: formats, statistics), and the request and
 * trace ids a proxy in front of the site sets, so one page view can be followed into the backend's
 * logs. None identifies or authenticates the visitor.
 */
export const DEFAULT_FORWARDED_HEADERS: readonly string[] = ["accept-language", "user-agent", "x-request-id", "traceparent", "tracestate"];

/**
 * Names no configuration can forward, with the reason given at start-up. Besides these, any name
 * with a credential word or an address word among its parts (`FORBIDDEN_PARTS`), and every
 * `proxy-*`, `x-forwarded-*` and `if-*` header.
 */
const NEVER_FORWARDED: Readonly<Record<string, string>> = {
  host: "the client sets the backend's own",
  accept: "the client sets its own",
  "accept-encoding": "the coding of the site's own connection, which fetch negotiates",
  "content-type": "it describes the visitor's body, not the client's",
  "content-length": "it describes the visitor's body, not the client's",
  "content-encoding": "it describes the visitor's body, not the client's",
  expect: "it describes the visitor's body, not the client's",
  connection: "it is hop-by-hop",
  "keep-alive": "it is hop-by-hop",
  te: "it is hop-by-hop",
  trailer: "it is hop-by-hop",
  "transfer-encoding": "it is hop-by-hop",
  upgrade: "it is hop-by-hop",
  cookie: "it carries the visitor's credentials",
  authorization: "it carries the visitor's credentials",
  forwarded: "a visitor can forge it; the client sends X-Forwarded-For with the address the server determined",
  "x-client-address": "the server's own header; the client sends it as X-Forwarded-For",
  "x-http-method-override": "it would turn the client's POST into another method",
  "x-method-override": "it would turn the client's POST into another method",
  "x-http-method": "it would turn the client's POST into another method",
  range: "it concerns the visitor's copy of the page",
  "x-original-url": "it would change which answer the backend gives",
  "x-rewrite-url": "it would change which answer the backend gives",
  "x-host": "it would change which answer the backend gives",
  "x-original-host": "it would change which answer the backend gives",
};

const NEVER_FORWARDED_PREFIXES: readonly [string, string][] = [
  ["proxy-", "proxy headers are hop-by-hop or credentials"],
  ["x-forwarded-", "a visitor can forge it; the client sends X-Forwarded-For with the address the server determined"],
  ["if-", "conditional headers concern the visitor's copy of the page"],
];

/** Parts of a name (split at `-` and `_`) that mark a credential or a client address: x-api-key, x-csrf-token, true-client-ip, … */
const FORBIDDEN_PARTS: Readonly<Record<string, string>> = {
  auth: "it looks like a credential",
  token: "it looks like a credential",
  key: "it looks like a credential",
  secret: "it looks like a credential",
  session: "it looks like a credential",
  csrf: "it looks like a credential",
  xsrf: "it looks like a credential",
  password: "it looks like a credential",
  credential: "it looks like a credential",
  credentials: "it looks like a credential",
  signature: "it looks like a credential",
  ip: "it names a client address a visitor can forge; the client sends X-Forwarded-For with the address the server determined",
};

/** An HTTP field name (RFC 9110 §5.1: a token). */
const FIELD_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** Why `name` (lower case) may never be forwarded, or undefined when it may be. */
export function neverForwardedReason(name: string): string | undefined {
  if (!FIELD_NAME.test(name)) return "it is not a header name";
  const reason = NEVER_FORWARDED[name] ?? NEVER_FORWARDED_PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1];
  return reason ?? name.split(/[-_]/).flatMap((part) => FORBIDDEN_PARTS[part] ?? [])[0];
}

/**
 * API_FORWARD_HEADERS: comma-separated header names, case-insensitive. Returns them in lower case,
 * or the problems (one per refused name) for the start-up error.
 */
export function parseForwardHeaderNames(value: string | undefined): { names: string[]; problems: string[] } {
  const names = [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const problems = names.flatMap((name) => {
    const reason = neverForwardedReason(name);
    return reason ? [`"${name}" is never forwarded: ${reason}`] : [];
  });
  return { names, problems };
}
