import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "#app/http/client-address.ts";
import { clientAddress, clientGroup, clientOf, isHostItself, stampClientAddress } from "./client-address.ts";

const req = (peer: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

describe("client address", () => {
  it("is the socket peer without a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddress(req("::ffff:203.0.113.7", { "x-forwarded-for": "1.2.3.4" }), undefined)).toBe("203.0.113.7");
    expect(clientAddress(req("203.0.113.7", { "x-forwarded-for": "1.2.3.4" }), "10.0.0.1")).toBe("203.0.113.7");
  });

  it("is the proxy's last X-Forwarded-For entry when the peer is the trusted proxy", () => {
    expect(clientAddress(req("10.0.0.1", { "x-forwarded-for": "6.6.6.6, 198.51.100.9" }), "10.0.0.1")).toBe("198.51.100.9");
    expect(clientAddress(req("10.0.0.1"), "10.0.0.1")).toBe("10.0.0.1");
  });

  it("replaces a client-sent header", () => {
    const request = req("192.0.2.5", { [CLIENT_ADDRESS_HEADER]: "spoofed" });
    stampClientAddress(request, undefined);
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe("192.0.2.5");
  });

  it("skips empty X-Forwarded-For entries from the end, and takes the last of repeated headers", () => {
    expect(clientAddress(req("10.0.0.1", { "x-forwarded-for": "6.6.6.6, 198.51.100.9 , ," }), "10.0.0.1")).toBe("198.51.100.9");
    expect(clientAddress(req("10.0.0.1", { "x-forwarded-for": " , " }), "10.0.0.1")).toBe("10.0.0.1");
    const repeated = {
      socket: { remoteAddress: "10.0.0.1" },
      headers: { "x-forwarded-for": ["6.6.6.6", "::ffff:198.51.100.10"] },
    } as unknown as IncomingMessage;
    expect(clientAddress(repeated, "10.0.0.1")).toBe("198.51.100.10");
  });

  it("returns the address it stamps", () => {
    expect(stampClientAddress(req("::ffff:192.0.2.5"), undefined)).toBe("192.0.2.5");
  });

  it("groups an IPv6 client by its /64, an IPv4 one (mapped or not) by itself", () => {
    expect(clientGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(clientGroup("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientGroup("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientGroup("2001:db8::1%eth0")).toBe("2001:db8:0:0::/64");
    expect(clientGroup("::ffff:c000:201")).toBe("192.0.2.1");
    expect(clientOf(req("::ffff:203.0.113.7"), undefined)).toBe("203.0.113.7");
    expect(clientOf(req("10.0.0.1", { "x-forwarded-for": "2001:db8:1:2::99" }), "10.0.0.1")).toBe("2001:db8:1:2::/64");
  });

  it("knows the host itself: loopback's own address, not the rest of loopback", () => {
    expect(["127.0.0.1", "::1", ""].map((address) => isHostItself(clientGroup(address)))).toEqual([true, true, true]);
    expect(["127.0.0.2", "203.0.113.7", "0:0:0:0::/64"].map(isHostItself)).toEqual([false, false, false]);
  });
});
