import { describe, expect, it } from "vitest";
import { numberFormat, pluralRulesOf } from "./numbers.ts";

describe("number formats and plural rules", () => {
  it("format in the language's locale", () => {
    expect(numberFormat("de").format(12345)).toBe("12.345");
    expect(numberFormat("en").format(12345)).toBe("12,345");
    expect(numberFormat("it").format(12345)).toBe("12.345");
    expect(pluralRulesOf("de").select(1)).toBe("one");
    expect(pluralRulesOf("it").select(2)).toBe("other");
  });

  it("are built once per language", () => {
    expect(numberFormat("de")).toBe(numberFormat("de"));
    expect(numberFormat("de")).not.toBe(numberFormat("en"));
    expect(pluralRulesOf("it")).toBe(pluralRulesOf("it"));
  });
});
