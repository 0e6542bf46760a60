import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "#app/http/client-address.ts";
import { API_RATE_LIMIT, clientKey, createApiRateLimit } from "./api-rate-limit.ts";

const post = (address?: string) =>
  new Request("http://localhost/api/competitions", { method: "POST", body: '{"lng":"de"}', headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {} });

function limiter(limits = { burst: 3, perSecond: 1 }) {
  let now = 1_000_000;
  const refuse = createApiRateLimit(limits, () => now);
  return { refuse, advance: (ms: number) => (now += ms) };
}

describe("the /api rate limit", () => {
  it("lets a burst through, then one request per token refilled, and answers the rest 429 with Retry-After", async () => {
    const { refuse, advance } = limiter();
    expect([refuse(post("203.0.113.1")), refuse(post("203.0.113.1")), refuse(post("203.0.113.1"))]).toEqual([undefined, undefined, undefined]);
    const refused = refuse(post("203.0.113.1"))!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("1");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.json()).toEqual({ status: 429, error: "Too Many Requests", message: expect.stringContaining("1 s") });
    // Another client has its own bucket.
    expect(refuse(post("203.0.113.2"))).toBeUndefined();
    advance(999);
    expect(refuse(post("203.0.113.1"))?.status).toBe(429);
    advance(1);
    expect(refuse(post("203.0.113.1"))).toBeUndefined();
    expect(refuse(post("203.0.113.1"))?.status).toBe(429);
    // A bucket refills up to the burst, no further.
    advance(60_000);
    for (let i = 0; i < 3; i++) expect(refuse(post("203.0.113.1"))).toBeUndefined();
    expect(refuse(post("203.0.113.1"))?.status).toBe(429);
  });

  it("keys an IPv6 client by its /64, as one subscriber's many addresses", () => {
    const { refuse } = limiter({ burst: 2, perSecond: 1 });
    expect(refuse(post("2001:db8:1:2::1"))).toBeUndefined();
    expect(refuse(post("2001:db8:1:2:aaaa:bbbb:cccc:dddd"))).toBeUndefined();
    expect(refuse(post("2001:0db8:0001:0002:ffff::"))?.status).toBe(429);
    expect(refuse(post("2001:db8:1:3::1"))).toBeUndefined();
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("2001:DB8:0:0:1::%eth0")).toBe("2001:db8:0:0::/64");
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("does not limit the host itself (its own tools, or a proxy not declared TRUSTED_PROXY: every visitor would share one budget)", () => {
    const { refuse } = limiter({ burst: 1, perSecond: 1 });
    for (let i = 0; i < 10; i++) {
      expect(refuse(post("127.0.0.1"))).toBeUndefined();
      expect(refuse(post("::1"))).toBeUndefined();
      expect(refuse(post())).toBeUndefined();
    }
  });

  it("tracks a bounded number of clients: the longest idle is forgotten first", () => {
    const { refuse } = limiter({ burst: 1, perSecond: 1 });
    expect(refuse(post("198.51.100.1"))).toBeUndefined();
    expect(refuse(post("198.51.100.1"))?.status).toBe(429);
    for (let i = 0; i < 10_000; i++) refuse(post(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`));
    expect(refuse(post("198.51.100.1"))).toBeUndefined();
  });

  it("allows far more than a page view's worth of calls", () => {
    expect(API_RATE_LIMIT.burst).toBeGreaterThanOrEqual(30);
    expect(API_RATE_LIMIT.perSecond).toBeGreaterThanOrEqual(5);
  });
});
