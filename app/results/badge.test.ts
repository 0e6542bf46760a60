import { describe, expect, it } from "vitest";
import { loader } from "./badge-route.ts";
import { badgePath, badgeSvg, parseBadgeFile } from "./badge.ts";

describe("club badges", () => {
  it("names a badge by code and colours, and reads the name back", () => {
    const path = badgePath({ code: "B04", colors: ["#E32221", "#000000"] });
    expect(path).toBe("/badges/b04-e32221-000000.svg");
    expect(parseBadgeFile(path!.slice("/badges/".length))).toEqual({ code: "B04", primary: "#e32221", secondary: "#000000" });
  });

  it("has no badge without code or colours (national teams show flags)", () => {
    expect(badgePath({ code: "GER" })).toBeUndefined();
    expect(badgePath({ colors: ["#ffffff", "#000000"] })).toBeUndefined();
  });

  it("refuses every other file name, so nothing but a code and two colours reaches the drawing", () => {
    for (const name of [
      "b04-e32221-000000",
      "B04-e32221-000000.svg",
      "b04-e32221-00000g.svg",
      "b04-e32221-000000.svg<script>",
      "../x.svg",
      "b0<4-e32221-000000.svg",
    ]) {
      expect(parseBadgeFile(name), name).toBeUndefined();
    }
  });

  it("writes the code in a colour that stands out from the shield", () => {
    expect(badgeSvg({ code: "BVB", primary: "#fde100", secondary: "#000000" })).toContain('fill="#111">BVB</text>');
    expect(badgeSvg({ code: "B04", primary: "#e32221", secondary: "#000000" })).toContain('fill="#fff">B04</text>');
  });

  it("serves the SVG for a year, and 404 for a bad name", async () => {
    const ok = loader({ params: { badge: "b04-e32221-000000.svg" } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(ok.headers.get("Cache-Control")).toContain("immutable");
    expect(await ok.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(loader({ params: { badge: "nope.svg" } }).status).toBe(404);
  });
});
