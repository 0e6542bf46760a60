import { describe, expect, it } from "vitest";
import { SHARE_NETWORKS, socialShareLinks } from "#app/components/share-links.ts";
import { formatDate, paragraphsOf } from "./views/format.ts";

describe("share links", () => {
  const url = "https://www.matchpuls.example/en/about/jobs/android-developer";
  const links = socialShareLinks(url, "Android Developer (m/f/d)");

  it("covers WhatsApp, X, Facebook, LinkedIn and XING, business networks last, with https links carrying the encoded job URL", () => {
    expect(links.map((l) => l.name)).toEqual(["WhatsApp", "X", "Facebook", "LinkedIn", "XING"]);
    expect(links).toHaveLength(SHARE_NETWORKS.length);
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\//);
      expect(link.href).toContain(encodeURIComponent(url));
    }
  });

  it("puts the title into the texts of X and WhatsApp", () => {
    expect(links.find((l) => l.id === "x")!.href).toContain(`text=${encodeURIComponent("Android Developer (m/f/d)")}`);
    expect(decodeURIComponent(new URL(links.find((l) => l.id === "whatsapp")!.href).searchParams.get("text")!)).toBe(`Android Developer (m/f/d) ${url}`);
  });
});

describe("format", () => {
  it("writes dates in the page's locale, in the company's time zone", () => {
    expect(formatDate("2025-05-12", "de")).toBe("12. Mai 2025");
    expect(formatDate("2025-05-12", "en")).toBe("12 May 2025");
    expect(formatDate("2025-05-12", "it")).toBe("12 maggio 2025");
    // 23:30 UTC on 31 Dec is already New Year in Hamburg.
    expect(formatDate(Date.UTC(2024, 11, 31, 23, 30), "en")).toBe("1 January 2025");
  });

  it("splits plain text at blank lines", () => {
    expect(paragraphsOf("One.\n\nTwo\nlines.\n \n\nThree.")).toEqual(["One.", "Two\nlines.", "Three."]);
  });
});
