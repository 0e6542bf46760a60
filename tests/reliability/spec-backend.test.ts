/**
 * The site against a backend that answers exactly the spec's shapes (spec §3, §7): a proxy in front
 * of the embedded backend strips every field the spec does not name that the site can do without
 * (every `slug`, the news items' teaser, category, date, author, language and picture, the news
 * list's pagination, the competitions' table and scorers flags and first and last kick-off). Every
 * results and news page of the route table, reached by following the pages' own links from the
 * results and news start pages, answers 200 and shows its content, in every language
 * (docs/decisions/0120-derived-fields-of-a-spec-backend.md).
 */
import { describe, expect, it } from "vitest";
import { href } from "#app/i18n/href.ts";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import { ROUTE_TABLE, type PageKey, pageRow, resolvePath } from "#app/i18n/route-table.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import type { EmbeddedBackend } from "#results-backend/embedded.ts";
import { BUILD_MISSING, rawRequest, SKIP_MESSAGE } from "../support/reliability.ts";
import { useSiteOnProxiedBackend } from "./proxied-backend.ts";

const SITE_PORT = 5312;

/** Fields of a news item the spec does not name (it names type, and title, news_id and provider of `news`). */
const UNNAMED_NEWS_FIELDS = ["teaser", "category", "published_at", "author", "language", "image"];
/** Fields of a competition the site can do without (the spec names name, derived slug and id). */
const UNNAMED_COMPETITION_FIELDS = ["has_table", "has_scorers", "first_kickoff", "last_kickoff"];

/** `body` without the fields a spec backend does not send: every `slug` anywhere, and those above. */
function specShaped(body: unknown, parentKey = ""): unknown {
  if (Array.isArray(body)) return body.map((item) => specShaped(item, parentKey));
  if (body === null || typeof body !== "object") return body;
  const dropped = new Set(["slug"]);
  const record = body as Record<string, unknown>;
  if ("news_id" in record) UNNAMED_NEWS_FIELDS.forEach((field) => dropped.add(field));
  if (parentKey === "competitions" && "push_group_id" in record) UNNAMED_COMPETITION_FIELDS.forEach((field) => dropped.add(field));
  if ("data" in record && "pagination" in record) dropped.add("pagination");
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !dropped.has(key))
      .map(([key, value]) => [key, specShaped(value, key)]),
  );
}

/** The embedded backend's answer in the spec's shapes. */
async function specAnswer(backend: EmbeddedBackend, request: Request): Promise<Response> {
  const response = await backend.handle(request);
  // Only the type goes along: a backend of the spec's shapes sets no caching headers.
  const type = response.headers.get("content-type") ?? "text/plain";
  const text = await response.text();
  const body = response.status === 200 && type.includes("json") ? JSON.stringify(specShaped(JSON.parse(text))) : text;
  return new Response(body, { status: response.status, headers: { "content-type": type } });
}

/** The results and news pages of the route table (the news start page moves to its first page). */
const PAGES: PageKey[] = (Object.keys(ROUTE_TABLE) as PageKey[]).filter(
  (page) =>
    page !== "news" &&
    page !== "news-feed" &&
    (pageRow(page).navSection === "results" || pageRow(page).navSection === "news" || page === "results" || page === "news-paged"),
);

/** A results page's kind: its route table page, and for `/ergebnisse/{x}` whether x is a day or a country. */
function kindOf(path: string, page: PageKey, params: Record<string, string | undefined>): string {
  // A match calendar (`…/kalender.ics`) is a route of its own that a round's path would match.
  if (/\.\w+$/.test(path)) return "file";
  if (page !== "results") return page;
  if (params.country === undefined) return "results";
  return /^\d{4}-\d{2}-\d{2}$/.test(params.country) ? "results (day)" : "results (country or competition)";
}

/**
 * Pages visited of each kind: the first few links of a kind cover its loader; more only cost time.
 * Every competition and every scorers list, though: only some competitions' data has goal events,
 * and their scorers lists are where the player pages are linked from.
 */
const PER_KIND = 3;
const EVERY_ONE = new Set(["results (country or competition)", "results-scorers"]);

interface Visit {
  path: string;
  kind: string;
  status: number | undefined;
  problem?: string;
}

async function crawl(language: Language): Promise<Visit[]> {
  const unavailable = getMessages(language).states.matchesUnavailable;
  const queue = [href("results", language), href("news-paged", language, { category: "kolumne", page: 1 })];
  const seen = new Set(queue);
  const counts = new Map<string, number>();
  const visits: Visit[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const resolved = resolvePath(path)!;
    const kind = kindOf(path, resolved.page, resolved.params);
    const answer = await rawRequest({ port: SITE_PORT, target: path, timeoutMs: 30_000 });
    const body = answer.body;
    let problem: string | undefined;
    if (answer.status !== 200) problem = `status ${answer.status}${answer.headers.location ? ` → ${answer.headers.location}` : ""}`;
    else if (kind === "file") problem = undefined;
    else if (body.includes(unavailable)) problem = `shows "${unavailable}"`;
    else if (body.includes("error-text")) problem = "shows an error text";
    else if (!/<h1[\s>]/.test(body)) problem = "has no heading";
    else if (kind === "news-paged" && !body.includes('class="card-grid news-list"')) problem = "lists no news";
    visits.push({ path, kind, status: answer.status, problem });
    for (const [, link] of body.matchAll(/href="(\/[^"?#]*)"/g)) {
      const target = resolvePath(link!);
      if (!target || target.language !== language || !PAGES.includes(target.page) || seen.has(link!)) continue;
      const targetKind = kindOf(link!, target.page, target.params);
      if (!EVERY_ONE.has(targetKind) && (counts.get(targetKind) ?? 0) >= PER_KIND) continue;
      counts.set(targetKind, (counts.get(targetKind) ?? 0) + 1);
      seen.add(link!);
      queue.push(link!);
    }
  }
  return visits;
}

describe.skipIf(BUILD_MISSING)("a backend answering exactly the spec's shapes", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  useSiteOnProxiedBackend(SITE_PORT, "spec-backend-", specAnswer);

  it("strips the slugs and the news fields the spec does not name", () => {
    const stripped = specShaped({
      pushgroups: [{ id: 1, name: "Deutschland", slug: "deutschland" }],
      competitions: [{ id: 1, push_group_id: 1, name: "Bundesliga", slug: "bundesliga", has_table: true, kind: "league" }],
      data: [{ type: "news", news: { news_id: 1, title: "T", provider: "P", teaser: "x", category: { id: 5, slug: "kolumne" } } }],
      pagination: { page: 0 },
    });
    expect(stripped).toEqual({
      pushgroups: [{ id: 1, name: "Deutschland" }],
      competitions: [{ id: 1, push_group_id: 1, name: "Bundesliga", kind: "league" }],
      data: [{ type: "news", news: { news_id: 1, title: "T", provider: "P" } }],
    });
  });

  it.each(LANGUAGE_CODES)("%s: every results and news page answers 200 and shows its content", async (language) => {
    const visits = await crawl(language);
    expect(visits.filter((visit) => visit.problem).map((visit) => `${visit.path} (${visit.kind}): ${visit.problem}`)).toEqual([]);
    const kinds = new Set(visits.map((visit) => visit.kind));
    const expected = [...PAGES.filter((page) => page !== "results"), "results", "results (day)", "results (country or competition)"];
    expect(expected.filter((kind) => !kinds.has(kind))).toEqual([]);
  });
});
