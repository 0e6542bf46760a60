import { describe, expect, it } from "vitest";
import { COMPANY } from "#app/config/company.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { routeArgs } from "#tests/support/loaders.ts";
import { loader } from "./fact-sheet-route.ts";
import { renderFactSheet, type FactSheetInput } from "./fact-sheet.server.ts";

/**
 * The text a PDF of ours shows, line by line: pdfkit writes each line as a TJ array of hex strings
 * (WinAnsi bytes) between kerning numbers. Only for uncompressed output.
 */
function pdfText(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString("latin1");
  const lines = [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)].map(([, parts]) =>
    [...parts!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => new TextDecoder("windows-1252").decode(Buffer.from(hex!, "hex"))).join(""),
  );
  return lines.join("\n");
}

const INPUT: FactSheetInput = {
  language: "de",
  asOf: new Date(Date.UTC(2026, 0, 15)),
  websiteUrl: "https://www.matchpuls.example/",
  intro: "Matchpuls ist eine unabhängige Fußball-App aus Hamburg.",
  competitions: ["Bundesliga", "Süper Lig", "Coppa di Germania"],
  contacts: [{ name: "Hannah Wolff", role: "Pressesprecherin", email: "hannah.wolff@matchpuls.example", phone: "+49 40 1234567-40" }],
};

describe("fact sheet PDF", () => {
  it("is a one-page PDF with the facts, umlauts and accents intact", async () => {
    const pdf = await renderFactSheet(INPUT, { compress: false });
    const source = Buffer.from(pdf).toString("latin1");
    expect(source.startsWith("%PDF-")).toBe(true);
    expect(source.match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(pdf);
    for (const expected of [
      "Factsheet",
      "Stand: 15. Januar 2026",
      "Matchpuls ist eine unabhängige Fußball-App aus Hamburg.",
      "Gegründet",
      "2012",
      "Mehr als 100 Ligen und Wettbewerbe",
      "Sprachassistenten: Skill für Alexa, Action für Google Assistant",
      "Bundesliga, Süper Lig, Coppa di Germania",
      "Deutsch, Englisch, Italienisch",
      "Hannah Wolff, Pressesprecherin",
      "hannah.wolff@matchpuls.example",
      `Presseanfragen allgemein: ${COMPANY.pressEmail}`,
    ]) {
      expect(text.replaceAll("\n", " "), expected).toContain(expected);
    }
  });

  it("prints Italian with its accents and the languages' own names in Italian", async () => {
    const text = pdfText(await renderFactSheet({ ...INPUT, language: "it", competitions: ["Città del Vaticano"] }, { compress: false }));
    expect(text).toContain("Aggiornata al 15 gennaio 2026");
    expect(text).toContain("tedesco, inglese, italiano");
    expect(text).toContain("Città del Vaticano");
  });

  it("leaves out the competitions when the results source could not be read", async () => {
    const text = pdfText(await renderFactSheet({ ...INPUT, competitions: [] }, { compress: false }));
    expect(text).not.toContain("Ergebnisse im Web");
  });
});

describe("fact sheet route", () => {
  it.each([
    ["/presse/factsheet.pdf", "de"],
    ["/en/press/fact-sheet.pdf", "en"],
    ["/it/stampa/scheda-informativa.pdf", "it"],
  ])("%s answers a cacheable PDF named for its language", async (path, language) => {
    const { page, args } = routeArgs(path);
    expect(page).toBe("press-fact-sheet");
    const response = (await loader(args)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(`inline; filename="matchpuls-fact-sheet-${language}.pdf"`);
    expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL.page);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(body.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(Number(response.headers.get("Content-Length"))).toBe(body.byteLength);
  });

  it("renders the same input once and serves the same bytes again", async () => {
    const first = new Uint8Array(await ((await loader(routeArgs("/en/press/fact-sheet.pdf").args)) as Response).arrayBuffer());
    const second = new Uint8Array(await ((await loader(routeArgs("/en/press/fact-sheet.pdf").args)) as Response).arrayBuffer());
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});
