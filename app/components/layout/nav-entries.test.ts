import { describe, expect, it } from "vitest";
import { PAGE_KEYS, pageRow } from "#app/i18n/route-table.ts";
import { FOOTER_NAV, HEADER_NAV, PHONE_MENU_NAV, type NavEntry } from "./nav-entries.ts";

/** The navigation comes from the route table's rows (`nav`, `navSection`); these are the spec's entries, written out here. */

const labels = (entries: readonly NavEntry[]) => entries.map((entry) => entry.label);

describe("the navigation, from the route table", () => {
  it("has the spec's header: home, download, jobs, faq, contact", () => {
    expect(labels(HEADER_NAV)).toEqual(["home", "download", "jobs", "faq", "contact"]);
  });

  it("has the header's five first in the phone menu, then results and news", () => {
    expect(labels(PHONE_MENU_NAV)).toEqual(["home", "download", "jobs", "faq", "contact", "results", "news"]);
    const footer = FOOTER_NAV.flat();
    for (const entry of PHONE_MENU_NAV) expect(footer.find((e) => e.label === entry.label)).toEqual(entry);
  });

  it("has every entry of the spec in the footer, plus results, premium and cookies, in three columns", () => {
    expect(FOOTER_NAV.map(labels)).toEqual([
      ["home", "news", "results", "premium", "download"],
      ["about", "jobs", "press", "ads"],
      ["faq", "contact", "privacy", "cookies", "terms", "legal"],
    ]);
  });

  it("takes each entry's page, parameters, anchor and section from the rows", () => {
    const footer = FOOTER_NAV.flat();
    const entry = (label: string) => footer.find((e) => e.label === label);
    expect(entry("jobs")).toEqual({ label: "jobs", page: "about", hash: "jobs", section: ["job-detail"] });
    expect(entry("news")).toEqual({ label: "news", page: "news-paged", params: { category: "kolumne", page: 1 }, section: ["news", "news-article"] });
    expect(entry("download")).toMatchObject({ label: "download", page: "download", external: true, section: [] });
    expect(entry("press")?.section).toEqual(["press-articles"]);
    expect(new Set(entry("results")?.section)).toEqual(
      new Set([
        "results-round",
        "results-table",
        "results-table-round",
        "results-scorers",
        "results-details",
        "results-bracket",
        "results-match",
        "team",
        "player",
      ]),
    );
    // The header's entries are the footer's.
    for (const headerEntry of HEADER_NAV) expect(entry(headerEntry.label)).toEqual(headerEntry);
  });

  it("gives every entry a place of its own: header places 1, 2, 3, …; footer places 1, 2, 3, … in each column", () => {
    const placements = PAGE_KEYS.flatMap((page) => pageRow(page).nav ?? []);
    const header = placements.flatMap((p) => (p.header === undefined ? [] : [p.header])).sort((a, b) => a - b);
    expect(header, "header places must be 1…n without gaps or repeats").toEqual(header.map((_, index) => index + 1));
    for (const column of [1, 2, 3]) {
      const places = placements.flatMap((p) => (p.footer?.[0] === column ? [p.footer[1]] : [])).sort((a, b) => a - b);
      expect(places, `footer column ${column}: places must be 1…n without gaps or repeats`).toEqual(places.map((_, index) => index + 1));
    }
    // Every entry has a place somewhere, and an entry's section names an entry that exists.
    for (const placement of placements) expect(placement.header ?? placement.footer, placement.label).toBeDefined();
    const entryLabels = new Set(placements.map((p) => p.label));
    for (const page of PAGE_KEYS) {
      const section = pageRow(page).navSection;
      if (section) expect(entryLabels.has(section), `${page}: navSection "${section}" names no navigation entry`).toBe(true);
    }
  });
});
