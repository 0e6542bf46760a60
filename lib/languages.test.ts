import { describe, expect, it } from "vitest";
import { fillTemplate } from "#app/i18n/template.ts";
import { LANGUAGES, languageOfPath, localeOf, resolveLanguage } from "./languages.ts";
import { slugify } from "./slug.ts";

describe("languages", () => {
  it("are the spec's three locales", () => {
    expect(LANGUAGES).toEqual([
      { code: "de", iso: "de-DE", name: "Deutsch" },
      { code: "en", iso: "en-GB", name: "English" },
      { code: "it", iso: "it-IT", name: "Italiano" },
    ]);
    expect(localeOf("it").iso).toBe("it-IT");
  });

  it("fall back to German for unsupported locales", () => {
    expect(resolveLanguage("en")).toBe("en");
    expect(resolveLanguage("it-IT")).toBe("it");
    expect(resolveLanguage("EN_gb")).toBe("en");
    expect(resolveLanguage("fr")).toBe("de");
    expect(resolveLanguage("")).toBe("de");
    expect(resolveLanguage(undefined)).toBe("de");
    expect(resolveLanguage(42)).toBe("de");
  });

  it("are read from the first path segment", () => {
    expect(languageOfPath("/")).toBe("de");
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/it/risultati")).toBe("it");
    expect(languageOfPath("/fr/x")).toBe("de");
    expect(languageOfPath("/de/kontakt")).toBe("de");
    expect(languageOfPath("/entdecken")).toBe("de");
  });
});

describe("slugify", () => {
  it("follows the spec's slug rule", () => {
    expect(slugify("Bayern München schlägt Köln")).toBe("bayern-muenchen-schlaegt-koeln");
    expect(slugify("Große Überraschung in Düsseldorf")).toBe("grosse-ueberraschung-in-duesseldorf");
    expect(slugify("Atlético, Kylian Mbappé & Co.")).toBe("atletico-kylian-mbappe-co");
    expect(slugify("  1. FC Köln  ")).toBe("1-fc-koeln");
    expect(slugify("ÄÖÜ")).toBe("aeoeue");
    expect(slugify("Çalhanoğlu")).toBe("calhanoglu");
    expect(slugify("<script>alert(1)</script>")).toMatch(/^[a-z0-9-]+$/);
  });
});

describe("fillTemplate", () => {
  it("fills placeholders and rejects unknown ones", () => {
    expect(fillTemplate("{home} – {away} {score}", { home: "Bayern", away: "Bremen", score: "3:0" })).toBe("Bayern – Bremen 3:0");
    expect(fillTemplate("{link:privacy}", { "link:privacy": "/datenschutz" })).toBe("/datenschutz");
    expect(() => fillTemplate("{missing}", {})).toThrow(/missing/);
  });
});
