import PDFDocument from "pdfkit";
import { COMPANY } from "#app/config/company.ts";
import { FOUNDED_YEAR, LEAGUE_COUNT } from "#app/config/constants.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { LANGUAGE_CODES, localeOf, type Language } from "#lib/languages.ts";
import { BRAND_INK, BRAND_MARK, BRAND_MUTED } from "./brand-mark.ts";
import { FACT_SHEET_TEXTS } from "./fact-sheet-texts.server.ts";
import { toWinAnsi } from "./win-ansi.ts";

/** What one fact sheet prints besides the constants: gathered by the route from the data sources. */
export interface FactSheetInput {
  language: Language;
  /** The day the sheet describes ("as of"). */
  asOf: Date;
  /** The public address of the website. */
  websiteUrl: string;
  /** The press page's description of Matchpuls, filled. */
  intro: string;
  /** The competitions of the results source by name (empty when it could not be read). */
  competitions: string[];
  contacts: { name: string; role: string; email: string; phone: string }[];
}

const PAGE = { size: "A4", margin: 56 } as const;
const LABEL_WIDTH = 150;
const GAP = 14;

function languageNames(language: Language): string {
  const names = new Intl.DisplayNames([localeOf(language).iso], { type: "language" });
  return LANGUAGE_CODES.map((code) => names.of(code) ?? code).join(", ");
}

function formattedDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language).iso, { dateStyle: "long", timeZone: "Europe/Berlin" }).format(date);
}

/** The texts of one language's fact sheet. */
type FactSheetTexts = (typeof FACT_SHEET_TEXTS)[Language];

/** Where the sheet's text runs: its left edge and width. */
interface Column {
  left: number;
  width: number;
}

/**
 * The fact sheet as a one-page A4 PDF: the brand, a short description, the facts (founding year,
 * platforms, leagues, the competitions on the website, languages) and the press contacts. Helvetica,
 * a standard font every PDF reader has, keeps the file small; every text goes through toWinAnsi.
 */
export function renderFactSheet(input: FactSheetInput, options: { compress?: boolean } = {}): Promise<Uint8Array> {
  const texts = FACT_SHEET_TEXTS[input.language];
  const { doc, finished } = factSheetDocument(input, texts, options.compress ?? true);
  const column: Column = { left: PAGE.margin, width: doc.page.width - 2 * PAGE.margin };
  drawBrand(doc, column);
  drawHeading(doc, column, input, texts);
  for (const [label, value, link] of facts(input, texts)) factRow(doc, column.left, column.width, toWinAnsi(label), toWinAnsi(value), link);
  drawContacts(doc, column, input, texts);
  drawFooter(doc, column);
  doc.end();
  return finished;
}

/** The PDF document with its metadata, and the file it becomes once ended. */
function factSheetDocument(input: FactSheetInput, texts: FactSheetTexts, compress: boolean) {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    compress,
    lang: input.language,
    displayTitle: true,
    info: {
      Title: toWinAnsi(`${COMPANY.brand} – ${texts.title}`),
      Author: COMPANY.legalName,
      Subject: toWinAnsi(texts.title),
      CreationDate: input.asOf,
      ModDate: input.asOf,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, finished };
}

/** The brand: the mark, drawn from its geometry, and the word beside it. */
function drawBrand(doc: PDFKit.PDFDocument, { left }: Column): void {
  const markSize = 36;
  const scale = markSize / BRAND_MARK.viewBox;
  doc.save().translate(left, PAGE.margin).scale(scale);
  doc.circle(BRAND_MARK.circle.cx, BRAND_MARK.circle.cy, BRAND_MARK.circle.r).fill(BRAND_MARK.circle.fill);
  doc.path(BRAND_MARK.pulse.d).lineWidth(BRAND_MARK.pulse.strokeWidth).lineCap("round").lineJoin("round").stroke(BRAND_MARK.pulse.stroke);
  doc.restore();
  doc
    .font("Helvetica-Bold")
    .fontSize(24)
    .fillColor(BRAND_INK)
    .text(COMPANY.brand, left + markSize + 12, PAGE.margin + 6);
}

/** The title, the day the sheet describes and the description of Matchpuls. */
function drawHeading(doc: PDFKit.PDFDocument, { left, width }: Column, input: FactSheetInput, texts: FactSheetTexts): void {
  doc.moveDown(1.6);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(BRAND_INK).text(toWinAnsi(texts.title), left, doc.y, { width });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(BRAND_MUTED)
    .text(toWinAnsi(fillTemplate(texts.asOf, { date: formattedDate(input.asOf, input.language) })), { width });
  doc.moveDown(1);
  doc.font("Helvetica").fontSize(11.5).fillColor("#17211c").text(toWinAnsi(input.intro), { width, lineGap: 2 });
  doc.moveDown(1.2);
}

/** The facts as label, value and (for the website) link; the competitions only when the source could be read. */
function facts(input: FactSheetInput, texts: FactSheetTexts): [label: string, value: string, link?: string][] {
  return [
    [texts.labels.company, `${COMPANY.legalName}`],
    [texts.labels.founded, String(FOUNDED_YEAR)],
    [texts.labels.headquarters, `${COMPANY.city}, ${COMPANY.country[input.language]}`],
    [texts.labels.platforms, texts.platforms.join("\n")],
    [texts.labels.leagues, fillTemplate(texts.leagues, { leagueCount: LEAGUE_COUNT })],
    ...(input.competitions.length > 0 ? [[texts.labels.competitions, input.competitions.join(", ")] as [string, string]] : []),
    [texts.labels.languages, languageNames(input.language)],
    [texts.labels.website, input.websiteUrl, input.websiteUrl],
  ];
}

/** The press contacts, each with name and role, e-mail link and phone, then the press address. */
function drawContacts(doc: PDFKit.PDFDocument, { left, width }: Column, input: FactSheetInput, texts: FactSheetTexts): void {
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(14).fillColor(BRAND_INK).text(toWinAnsi(texts.pressContacts), left, doc.y, { width });
  doc.moveDown(0.4);
  for (const contact of input.contacts) {
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor("#17211c")
      .text(toWinAnsi(`${contact.name}, ${contact.role}`), left, doc.y, { width });
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor(BRAND_INK)
      .text(toWinAnsi(contact.email), { width, link: `mailto:${contact.email}`, continued: false });
    doc.fillColor("#17211c").text(toWinAnsi(contact.phone), { width });
    doc.moveDown(0.6);
  }
  doc
    .font("Helvetica")
    .fontSize(10.5)
    .fillColor("#17211c")
    .text(toWinAnsi(fillTemplate(texts.pressEmail, { email: COMPANY.pressEmail })), left, doc.y, { width, link: `mailto:${COMPANY.pressEmail}` });
}

/** The company's address at the foot of the page (below the bottom margin, which would start a new page). */
function drawFooter(doc: PDFKit.PDFDocument, { left, width }: Column): void {
  doc.page.margins.bottom = 0;
  const footer = toWinAnsi(`${COMPANY.legalName} · ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city} · ${COMPANY.phone}`);
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(BRAND_MUTED)
    .text(footer, left, doc.page.height - PAGE.margin - 10, { width, align: "center", lineBreak: false });
}

/** One fact: its label in a narrow column, the value beside it; the next row starts below the taller of both. */
function factRow(doc: PDFKit.PDFDocument, left: number, width: number, label: string, value: string, link?: string) {
  const top = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(BRAND_MUTED)
    .text(label, left, top, { width: LABEL_WIDTH - GAP });
  const labelBottom = doc.y;
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(link ? BRAND_INK : "#17211c")
    .text(value, left + LABEL_WIDTH, top - 1, { width: width - LABEL_WIDTH, lineGap: 1.5, ...(link ? { link, underline: true } : {}) });
  doc.y = Math.max(doc.y, labelBottom) + 7;
  doc.x = left;
}
