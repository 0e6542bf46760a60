import { STATUS_CODES } from "node:http";
import { isIPv6 } from "node:net";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/http/client-address.ts";
import type { ApiError } from "#contract/schemas.ts";

/**
 * A token bucket per client for the embedded backend's public HTTP face, `/api`
 * (docs/decisions/0704-page-cache-keys-and-admission.md). Its answers are the same for every caller,
 * but they change with every result (and every replayed minute), and its callers poll for exactly
 * that: caching them would make every caller's answers older, where a bound per caller costs an
 * honest one nothing. The site's own pages never call it over HTTP (they reach the backend
 * in-process), so no page view counts against a bucket.
 *
 * Each client may make `burst` calls at once and `perSecond` more every second; beyond that the
 * answer is 429 with `Retry-After`, in the API's error shape. A client is the address the server
 * determined (`x-client-address`, server/client-address.ts), an IPv6 address by its /64 (one
 * subscriber's addresses). The host itself is not limited: its own tools, or a proxy in front that
 * is not declared `TRUSTED_PROXY`, through which every visitor would share the one budget.
 */
export const API_RATE_LIMIT = { burst: 60, perSecond: 10 } as const;

/** Bounds the memory a flood of addresses can take: the longest idle client is forgotten first. */
const MAX_TRACKED_CLIENTS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** The rate limit's key for an address: an IPv6 address's first 64 bits, an IPv4 address itself. */
export function clientKey(address: string): string {
  const bare = address.split("%")[0]!.toLowerCase();
  if (!isIPv6(bare)) return bare;
  const [head = "", tail] = bare.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

const isLoopback = (address: string) => address === "" || address === "::1" || address.startsWith("127.");

/** Returns the 429 answer for a call over its client's budget, or undefined to let it through. */
export function createApiRateLimit(limits: { burst: number; perSecond: number } = API_RATE_LIMIT, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();

  return (request: Request): Response | undefined => {
    const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() ?? "";
    if (isLoopback(address)) return undefined;
    const key = clientKey(address);
    const at = now();
    const last = buckets.get(key);
    const tokens = last ? Math.min(limits.burst, last.tokens + ((at - last.at) / 1000) * limits.perSecond) : limits.burst;
    // Re-inserted: the Map's order is the order of last use.
    buckets.delete(key);
    if (tokens < 1) {
      buckets.set(key, { tokens, at });
      return tooManyCalls(Math.max(1, Math.ceil((1 - tokens) / limits.perSecond)));
    }
    buckets.set(key, { tokens: tokens - 1, at });
    if (buckets.size > MAX_TRACKED_CLIENTS) buckets.delete(buckets.keys().next().value!);
    return undefined;
  };
}

function tooManyCalls(seconds: number): Response {
  const reason = STATUS_CODES[429]!;
  const body: ApiError = { status: 429, error: reason, message: `too many calls from this address: try again in ${seconds} s` };
  return Response.json(body, {
    status: 429,
    statusText: reason,
    headers: { "Cache-Control": CACHE_CONTROL.noStore, "Retry-After": String(seconds), "X-Content-Type-Options": "nosniff" },
  });
}
