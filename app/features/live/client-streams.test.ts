import { describe, expect, it } from "vitest";
import { clientKey, StreamsPerClient } from "./client-streams.server.ts";

describe("clientKey", () => {
  it("is an IPv4 address itself", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("is the /64 of an IPv6 address: one household's or one phone's network", () => {
    const key = clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2::1")).toBe(key);
    expect(clientKey("2001:0DB8:0001:0002:0:0:0:9")).toBe(key);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(key);
  });

  it("expands '::' wherever it stands, and leaves a zone out", () => {
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(clientKey("2001::7:0:0:1")).toBe("2001:0:0:0::/64");
    expect(clientKey("2001:db8:1::")).toBe("2001:db8:1:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("is whatever else it was given, bounded", () => {
    expect(clientKey("")).toBe("");
    expect(clientKey("not an address")).toBe("not an address");
    expect(clientKey("x".repeat(500))).toHaveLength(100);
  });
});

describe("StreamsPerClient", () => {
  it("gives a client up to its maximum of places, and refuses more", () => {
    const streams = new StreamsPerClient(2);
    expect(streams.take("a")).toBeTypeOf("function");
    expect(streams.take("a")).toBeTypeOf("function");
    expect(streams.take("a")).toBeUndefined();
    expect(streams.take("b")).toBeTypeOf("function");
    expect(streams.held("a")).toBe(2);
    expect(streams.held("b")).toBe(1);
  });

  it("takes a place back once, however often it is given back, and forgets clients without streams", () => {
    const streams = new StreamsPerClient(1);
    const release = streams.take("a")!;
    expect(streams.take("a")).toBeUndefined();
    release();
    release();
    expect(streams.held("a")).toBe(0);
    expect(streams.clients).toBe(0);
    const again = streams.take("a")!;
    expect(streams.take("a")).toBeUndefined();
    release();
    expect(streams.held("a"), "a place given back twice frees nobody else's").toBe(1);
    again();
    expect(streams.clients).toBe(0);
  });
});
