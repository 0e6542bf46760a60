import { describe, expect, it } from "vitest";
import { detectDevice } from "./device-type.ts";

const UA = {
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  androidPhone: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  linux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

describe("detectDevice", () => {
  it.each([
    ["iphone", "mobile", "ios"],
    ["ipad", "tablet", "ios"],
    ["androidPhone", "mobile", "android"],
    ["androidTablet", "tablet", "android"],
    ["windows", "desktop", "windows"],
    ["mac", "desktop", "macos"],
    ["linux", "desktop", "other"],
  ] as const)("%s → %s / %s", (name, formFactor, os) => {
    expect(detectDevice(UA[name])).toEqual({ formFactor, os });
  });

  it("treats a missing user agent as an unknown desktop", () => {
    expect(detectDevice(undefined)).toEqual({ formFactor: "desktop", os: "other" });
    expect(detectDevice("")).toEqual({ formFactor: "desktop", os: "other" });
  });
});
