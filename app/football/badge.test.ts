import { describe, expect, it } from "vitest";
import { badgeFacts } from "./badge.ts";

describe("club badges", () => {
  it("draws a club from its code and colours", () => {
    expect(badgeFacts({ code: "B04", colors: ["#e32221", "#000000"] })).toEqual({ code: "B04", primary: "#e32221", secondary: "#000000", ink: "#fff" });
  });

  it("has no badge without code or colours (national teams show flags)", () => {
    expect(badgeFacts({ code: "GER" })).toBeUndefined();
    expect(badgeFacts({ colors: ["#ffffff", "#000000"] })).toBeUndefined();
  });

  it("writes the code in a colour that stands out from the shield", () => {
    expect(badgeFacts({ code: "BVB", colors: ["#fde100", "#000000"] })?.ink).toBe("#111");
    expect(badgeFacts({ code: "RBL", colors: ["#ffffff", "#dd0741"] })?.ink).toBe("#111");
    expect(badgeFacts({ code: "FCB", colors: ["#dc052d", "#ffffff"] })?.ink).toBe("#fff");
  });
});
