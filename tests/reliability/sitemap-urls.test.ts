/**
 * Every address the sitemap hands a crawler answers 200 on the built server, through the whole
 * pipeline (the root's canonical path, the loaders' redirects, the page cache): a 301 or a 404 in a
 * sitemap is an address the crawler should not have been given. The pages and news files are asked
 * in full; the results files (thousands of URLs of a few kinds each) by a sample of every kind of
 * page in every file (the first, the middle and the last of each kind and language), so one run stays
 * within half a minute on the two-core machine.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resolvePath } from "#app/i18n/route-table.ts";
import { BUILD_MISSING, pool, rawRequest, type Site, SKIP_MESSAGE, startSite } from "../support/reliability.ts";

// About 20 s on a quiet two-core machine; minutes when other runs fill its cores.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 90_000 });

const SITE_PORT = 5319;
const SITE_URL = "https://www.matchpuls.example";
/** The sections asked in full: every fixed page, job ad, news list and article. */
const WHOLE_SECTIONS = new Set(["pages", "news"]);
/** How many URLs of each kind of page (route table row and language) a results file gives the sample. */
const PER_KIND = 3;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replaceAll("&amp;", "&"));

/** `PER_KIND` URLs of each kind, the first, the last and those between spread evenly. */
function sampleByKind(urls: readonly string[]): string[] {
  const kinds = new Map<string, string[]>();
  for (const url of urls) {
    const found = resolvePath(new URL(url).pathname);
    const kind = found ? `${found.page}-${found.language}` : "unknown";
    kinds.set(kind, [...(kinds.get(kind) ?? []), url]);
  }
  return [...kinds.values()].flatMap((list) =>
    list.length <= PER_KIND ? list : [...new Set(Array.from({ length: PER_KIND }, (_, i) => list[Math.round((i * (list.length - 1)) / (PER_KIND - 1))]!))],
  );
}

describe.skipIf(BUILD_MISSING)("every sitemap URL answers 200", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(SITE_PORT, { SITE_URL });
  });
  afterAll(async () => {
    await site?.stop();
  });

  const get = (url: string) => rawRequest({ port: SITE_PORT, target: url.slice(SITE_URL.length), timeoutMs: 30_000 });

  it("in the pages and news files every one, in the results files a sample of every kind", async () => {
    const index = await get(`${SITE_URL}/sitemap.xml`);
    expect(index.status).toBe(200);
    const files = locs(index.body);
    expect(files.length).toBeGreaterThan(3);
    const asked: string[] = [];
    for (const file of files) {
      const section = file.slice(`${SITE_URL}/sitemaps/`.length, -".xml".length);
      const answer = await get(file);
      expect(answer.status, file).toBe(200);
      const urls = locs(answer.body);
      expect(urls.length, `${file} is empty`).toBeGreaterThan(0);
      expect(
        urls.every((url) => url.startsWith(`${SITE_URL}/`)),
        file,
      ).toBe(true);
      asked.push(...(WHOLE_SECTIONS.has(section) ? urls : sampleByKind(urls)));
    }
    const answers = await pool(
      asked.map((url) => async () => ({ url, answer: await get(url) })),
      4,
    );
    const wrong = answers
      .filter(({ answer }) => answer.status !== 200)
      .map(({ url, answer }) => `${answer.status ?? answer.error} ${url}${answer.headers.location ? ` → ${answer.headers.location}` : ""}`);
    expect(wrong).toEqual([]);
    // The first page of the news, which the navigation's news entry opens, is listed; the address that moves to it is not.
    expect(asked).toContain(`${SITE_URL}/news/kolumne/1`);
    expect(asked).toContain(`${SITE_URL}/it/news/global/1`);
  });
});
