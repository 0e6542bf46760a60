import type { Messages } from "../../i18n/messages/de.ts";
import type { PageKey } from "../../i18n/route-table.ts";
import { COMPETITION_VIEWS } from "./page-sections.ts";

/**
 * The spec's navigation entries (docs/decisions/0003-layout-behaviour.md). The header shows only home, download, jobs, faq and contact;
 * the footer shows all of them. Download leaves the site (new tab) via the device-aware redirect.
 */
export interface NavEntry {
  label: keyof Messages["nav"];
  page: PageKey;
  params?: Record<string, string | number>;
  hash?: string;
  external?: boolean;
  /** Further pages that belong to this entry's section: on them the entry is marked as "you are here". */
  section?: readonly PageKey[];
}

const home: NavEntry = { label: "home", page: "home" };
const news: NavEntry = { label: "news", page: "news-paged", params: { category: "kolumne", page: 1 }, section: ["news", "news-article"] };
const download: NavEntry = { label: "download", page: "download", external: true };
const jobs: NavEntry = { label: "jobs", page: "about", hash: "jobs", section: ["job-detail"] };
const ads: NavEntry = { label: "ads", page: "ads" };
const faq: NavEntry = { label: "faq", page: "faq" };
const contact: NavEntry = { label: "contact", page: "contact" };
const about: NavEntry = { label: "about", page: "about" };
const press: NavEntry = { label: "press", page: "press", section: ["press-articles"] };
const privacy: NavEntry = { label: "privacy", page: "privacy" };
const terms: NavEntry = { label: "terms", page: "terms" };
const legal: NavEntry = { label: "legal", page: "legal" };
const results: NavEntry = { label: "results", page: "results", section: [...COMPETITION_VIEWS, "results-match", "team"] };
const premium: NavEntry = { label: "premium", page: "premium" };
const cookies: NavEntry = { label: "cookies", page: "cookies" };

export const HEADER_NAV: readonly NavEntry[] = [home, download, jobs, faq, contact];

/** Footer columns: every navigation entry of the spec, plus results, premium and cookies. */
export const FOOTER_NAV: readonly (readonly NavEntry[])[] = [
  [home, news, results, premium, download],
  [about, jobs, press, ads],
  [faq, contact, privacy, cookies, terms, legal],
];
