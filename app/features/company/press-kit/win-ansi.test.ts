import { describe, expect, it } from "vitest";
import { toWinAnsi } from "./win-ansi.ts";

describe("toWinAnsi", () => {
  it("keeps German and Italian letters, quotes, dashes and the euro sign", () => {
    const text = "Äpfel, Öl, Übergrößen – „Fußball“ • perché è già più così? 5 €, 3 × 2";
    expect(toWinAnsi(text)).toBe(text);
  });

  it("writes other letters without their accents and anything else as a question mark", () => {
    expect(toWinAnsi("Beşiktaş, Łódź, Dinamo Zagreb")).toBe("Besiktas, ?ódz, Dinamo Zagreb");
    expect(toWinAnsi("Arsenal → Chelsea")).toBe("Arsenal ? Chelsea");
  });

  it("turns unusual spaces into plain ones", () => {
    expect(toWinAnsi("10\u202f000\u2009m")).toBe("10 000 m");
  });
});
