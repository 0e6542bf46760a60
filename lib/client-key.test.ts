import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.ts";

describe("a client's key", () => {
  it("is an IPv4 address itself", () => {
    expect(clientKey("192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey(" 198.51.100.7 ")).toBe("198.51.100.7");
  });

  it("is the IPv4 address of an IPv4-mapped IPv6 address, however written", () => {
    expect(clientKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("::FFFF:c000:0201")).toBe("192.0.2.1");
    expect(clientKey("0:0:0:0:0:ffff:192.0.2.1")).toBe("192.0.2.1");
  });

  it("is the /64 of an IPv6 address: every address of a /64 has the same key, another /64 another", () => {
    const one = ["2001:db8:0:1::1", "2001:db8:0:1:ffff:ffff:ffff:ffff", "2001:DB8::1:abcd:1:2:3", "2001:0db8:0000:0001:0:0:0:9", "2001:db8:0:1::2%eth0"];
    expect(new Set(one.map(clientKey))).toEqual(new Set(["2001:db8:0:1::/64"]));
    expect(clientKey("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(clientKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("is anything else as it is, trimmed", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey(" not:an:address ")).toBe("not:an:address");
    expect(clientKey("")).toBe("");
  });
});
