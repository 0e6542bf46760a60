import { Marked, type Tokens } from "marked";
import { COMPANY } from "#app/config/company.ts";
import {
  CONSENT_PLATFORM_ID,
  FOUNDED_YEAR,
  IP_RETENTION_DAYS,
  LEAGUE_COUNT,
  PRIVACY_LAST_REVISED,
  SOCIAL_PROVIDER_RETENTION_DAYS,
} from "#app/config/constants.ts";
import type { PageText } from "#app/content/schemas.ts";
import { buildPath } from "#app/i18n/href.ts";
import { PAGE_KEYS, ROUTE_TABLE } from "#app/i18n/route-table.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import { parseFrontMatter } from "#lib/front-matter.ts";
import { localeOf, type Language } from "#lib/languages.ts";
import { slugify } from "#lib/slug.ts";
import type { StaticPageText } from "./views/static-page-view.ts";

/**
 * Static page texts live in content/pages/{page}.{lang}.md: front matter (title, description,
 * heading, lead) and a Markdown body whose `##` sections the pages render. Company data, the
 * spec's constants and links to other pages are placeholders filled from configuration, so every
 * value is stated once (app/config) and every link comes from the route table.
 */
function placeholderValues(language: Language): Record<string, string | number> {
  const locale = localeOf(language).iso;
  const revised = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(PRIVACY_LAST_REVISED));
  // `{link:privacy}` and friends: every page that needs no parameters.
  const links = Object.fromEntries(
    PAGE_KEYS.filter((page) => !/:\w+(\/|$)/.test(ROUTE_TABLE[page].de)).map((page) => [`link:${page}`, buildPath(ROUTE_TABLE[page][language], {})]),
  );
  return {
    brand: COMPANY.brand,
    legalName: COMPANY.legalName,
    foundedYear: FOUNDED_YEAR,
    address: `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country[language]}`,
    phone: COMPANY.phone,
    email: COMPANY.email,
    pressEmail: COMPANY.pressEmail,
    adsEmail: COMPANY.adsEmail,
    supportEmail: COMPANY.supportEmail,
    privacyEmail: COMPANY.privacyEmail,
    privacyOfficer: COMPANY.privacyOfficer,
    managingDirectors: COMPANY.managingDirectors.join(", "),
    registerCourt: COMPANY.registerCourt,
    registerNumber: COMPANY.registerNumber,
    vatId: COMPANY.vatId,
    leagueCount: LEAGUE_COUNT,
    ipRetentionDays: IP_RETENTION_DAYS,
    socialRetentionDays: SOCIAL_PROVIDER_RETENTION_DAYS,
    consentPlatformId: CONSENT_PLATFORM_ID,
    privacyRevised: revised,
    iosStoreUrl: COMPANY.stores.ios,
    androidStoreUrl: COMPANY.stores.android,
    ...links,
  };
}

/**
 * Whether a link or image target may be written into the page: a relative URL, or an absolute one
 * with a scheme of the allow-list. Browsers ignore tabs, newlines and leading controls in a URL
 * and decode entities in attributes, so a scheme that hides behind them (`java&#115;cript:`,
 * `java\tscript:`) counts as unknown.
 */
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
export function isSafeUrl(href: string): boolean {
  const url = [...href].filter((ch) => ch > " " && ch !== "\u007f").join("");
  const beforePath = url.split(/[/?#]/, 1)[0]!;
  if (!beforePath.includes(":")) return !beforePath.includes("&");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(beforePath)?.[1];
  return scheme !== undefined && SAFE_SCHEMES.has(scheme.toLowerCase());
}

/**
 * Markdown to HTML for page texts, which come from files and perhaps one day from a content
 * service: raw HTML in the Markdown is shown as text, never passed through (no `<script>`, no
 * `onerror=`, no `<iframe>`: the page texts use none), and links or images with a scheme outside
 * the allow-list (`javascript:`, `data:`, `vbscript:`) lose their target and keep their text.
 * Everything else renders exactly as `marked` does.
 */
const markdown = new Marked({
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeMarkup(text);
    },
    link({ href, tokens }: Tokens.Link) {
      return isSafeUrl(href) ? false : this.parser.parseInline(tokens);
    },
    image({ href, text }: Tokens.Image) {
      return isSafeUrl(href) ? false : escapeMarkup(text);
    },
  },
});

export function renderMarkdown(text: string): string {
  return markdown.parse(text, { async: false });
}

/** Renders one page file in one language: placeholders filled, Markdown split at its `##` sections. */
export function renderStaticPage(source: string, language: Language): StaticPageText {
  const { fields, body } = parseFrontMatter(source);
  const field = (name: string) => {
    const value = fields[name];
    if (!value) throw new Error(`Front matter lacks "${name}"`);
    return value;
  };
  return renderPageText({ title: field("title"), description: field("description"), heading: field("heading"), lead: field("lead"), body }, language);
}

/** The fields of a page's text, as a page file's front matter and body or a PageTexts entry hold them. */
export type PageTextFields = Pick<PageText, "title" | "description" | "heading" | "lead" | "body">;

/** Renders a page's text in one language: placeholders filled, Markdown split at its `##` sections. */
export function renderPageText(text: PageTextFields, language: Language): StaticPageText {
  const values = placeholderValues(language);
  const usedIds = new Set<string>();
  const uniqueId = (heading: string) => {
    const base = slugifyHeading(heading);
    let id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };
  const sections = fillTemplate(text.body, values)
    .split(/^(?=## )/m)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const newline = chunk.indexOf("\n");
      const firstLine = newline === -1 ? chunk : chunk.slice(0, newline);
      if (!firstLine.startsWith("## ")) throw new Error("Text before the first ## section");
      const heading = firstLine.slice(3).trim();
      const html = renderMarkdown(newline === -1 ? "" : chunk.slice(newline + 1));
      return { heading, id: uniqueId(heading), html };
    });
  const filled = (value: string) => fillTemplate(value, values);
  return { title: filled(text.title), description: filled(text.description), heading: filled(text.heading), lead: filled(text.lead), sections };
}

function slugifyHeading(heading: string): string {
  return slugify(heading.replace(/^\d+(\.\d+)*\.?\s*/, "")) || "section";
}
