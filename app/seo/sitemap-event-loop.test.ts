import { setImmediate as nextTurn } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { loaderArgs } from "#tests/support/loaders.ts";
import { testServices } from "#tests/support/services.ts";
import type { SiteServices } from "../services.server.ts";
import { loader as sitemapLoader } from "./sitemap-route.ts";
import { collectSectionEntries, ENTRIES_PER_FILE, renderSection, type SitemapEntry } from "./sitemap.server.ts";

/**
 * Building the sitemap never holds the event loop for long. The embedded backend answers in-process
 * and synchronously (a chain of promises that never waits for I/O), so a section built in one go
 * ran as a single task: 0.1–0.6 s for a competition's file, during which no other request was
 * answered.
 *
 * Measured here, in-process with the real embedded backend, as the main thread's CPU time between
 * two turns of the event loop (`process.threadCpuUsage`, sampled by a `setImmediate` loop). CPU time
 * rather than wall time, and a unit test rather than timing requests to the built server: on a
 * shared machine another process can take the core for tens of milliseconds at any moment, which
 * wall time counts as a stall and thread CPU time does not. What the assertion measures is then
 * the work the build does without yielding, which is what a stall is made of.
 */

const SITE_URL = "https://www.matchpuls.example";
const MAX_STRETCH_MS = 50;

const freshServices = (): SiteServices => {
  const base = testServices();
  return testServices({ env: { ...base.env, SITE_URL } });
};

const sitemapFile = async (services: SiteServices, part?: string) => {
  const response = await sitemapLoader(loaderArgs(part === undefined ? "/sitemap.xml" : `/sitemaps/${part}`, part === undefined ? {} : { part }, { services }));
  expect(response.status, part).toBe(200);
  return response.text();
};

const filesOf = (index: string) => [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map(([, part]) => part!);

const cpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/** Samples the longest stretch of this thread's CPU time between two turns of the event loop. */
function stretchSampler() {
  let longest = 0;
  let running = true;
  let last = cpuMs();
  const tick = () => {
    const now = cpuMs();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    async stop(): Promise<number> {
      // One more turn, so the stretch that ended last is counted too.
      await nextTurn();
      running = false;
      return longest;
    },
  };
}

/** The file as the sitemap rendered it before it rendered in slices: one string built in one go. */
function renderedInOneGo(entries: SitemapEntry[], siteUrl: string): string {
  const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const links = (entry: SitemapEntry) =>
    [
      ...LANGUAGE_CODES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(siteUrl + entry[l])}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + entry.de)}"/>`,
    ].join("");
  const urls = entries.flatMap((entry) => LANGUAGE_CODES.map((l) => `<url><loc>${escapeXml(siteUrl + entry[l])}</loc>${links(entry)}</url>`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

let files: string[];
/** Every file built one after another, with empty caches: what the interleaved build must give. */
const builtAlone: string[] = [];
beforeAll(async () => {
  // The backend stays warm in a running server; what expires every 10 minutes is the site's caches
  // (fresh services below: empty results cache, empty sitemap cache).
  const warm = freshServices();
  files = filesOf(await sitemapFile(warm));
  for (const part of files) builtAlone.push(await sitemapFile(warm, part));
});

// Every section built, several times over: seconds of work a busy machine stretches past the 20 s default.
describe("building the sitemap", { timeout: 60_000 }, () => {
  it(`never runs more than ${MAX_STRETCH_MS} ms of CPU time without letting other work in`, async () => {
    const stretches: Record<string, number> = {};
    const services = freshServices();
    for (const part of [undefined, ...files]) {
      const sampler = stretchSampler();
      await sitemapFile(services, part);
      stretches[part ?? "sitemap.xml"] = Math.round(await sampler.stop());
    }
    const longest = Math.max(...Object.values(stretches));
    expect(longest, JSON.stringify(stretches)).toBeLessThanOrEqual(MAX_STRETCH_MS);
  });

  it("gives the same files when every section is built at once (interleaved) as one after another", async () => {
    const together = await Promise.all(files.map((part) => sitemapFile(freshServices(), part)));
    expect(together).toEqual(builtAlone);
  });

  it("renders every section byte for byte as the one-go renderer did", async () => {
    const services = freshServices();
    for (const part of files) {
      const section = part.replace(/\.xml$/, "");
      const entries = await collectSectionEntries(services, new Headers(), section);
      expect(await renderSection(section, entries, SITE_URL), part).toBe(renderedInOneGo(entries, SITE_URL));
    }
    // An escaped character and an empty file too.
    const odd: SitemapEntry = { de: "/a?b=1&c='2'", en: '/en/"x"', it: "/it/<y>" };
    expect(await renderSection("news", [odd], SITE_URL)).toBe(renderedInOneGo([odd], SITE_URL));
    expect(await renderSection("news", [], SITE_URL)).toBe(renderedInOneGo([], SITE_URL));
  });

  it("renders a file at the protocol's limit in slices too", async () => {
    // No section of the embedded data comes near it; a backend with endless news or rounds could.
    const entries: SitemapEntry[] = Array.from({ length: ENTRIES_PER_FILE + 10 }, (_, index) => ({
      de: `/ergebnisse/liga/spiel-${index}`,
      en: `/en/results/league/match-${index}`,
      it: `/it/risultati/lega/partita-${index}`,
    }));
    const sampler = stretchSampler();
    const xml = await renderSection("results-1", entries, SITE_URL);
    const longest = await sampler.stop();
    expect(xml.match(/<url>/g)).toHaveLength(ENTRIES_PER_FILE * 3);
    expect(longest).toBeLessThanOrEqual(MAX_STRETCH_MS);
  });
});
