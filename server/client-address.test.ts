import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "../app/http/client-address.ts";
import { clientAddress, stampClientAddress } from "./client-address.ts";

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
});
