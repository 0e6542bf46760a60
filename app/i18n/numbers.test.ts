import { describe, expect, it, vi } from "vitest";
import { formatNumberText, numberFormat, pluralRulesOf } from "./numbers.ts";

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

describe("number texts", () => {
  it("write integers below a thousand as the locale's format does, without building one", () => {
    const intl = { de: new Intl.NumberFormat("de-DE"), en: new Intl.NumberFormat("en-GB"), it: new Intl.NumberFormat("it-IT") };
    const built = vi.spyOn(Intl, "NumberFormat");
    try {
      for (const language of ["de", "en", "it"] as const)
        for (let value = -999; value <= 999; value++) expect(formatNumberText(value, language)).toBe(intl[language].format(value));
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
    expect(formatNumberText(12345, "de")).toBe("12.345");
    expect(formatNumberText(1.5, "de")).toBe("1,5");
    expect(formatNumberText(1.5, "en")).toBe("1.5");
  });
});
