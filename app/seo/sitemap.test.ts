import { describe, expect, it } from "vitest";
import { loaderArgs } from "../../tests/support/loaders.ts";
import { testServices } from "../../tests/support/services.ts";
import { loader as robotsLoader } from "./robots-route.ts";
import { loader as sitemapLoader } from "./sitemap-route.ts";

/** robots.txt and the sitemap, from the services in the request context (their SITE_URL, their data). */

const SITE_URL = "https://www.matchpuls.example";
const base = testServices();
const services = testServices({ env: { ...base.env, SITE_URL } });

describe("robots.txt", () => {
  it("names the sitemap under the configured public origin", async () => {
    const response = robotsLoader(loaderArgs("/robots.txt", {}, { services }));
    expect(await response.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml\n`);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  });
});

describe("sitemap", () => {
  it("lists fixed pages, jobs and results pages in every language, each with its alternates", async () => {
    const response = await sitemapLoader(loaderArgs("/sitemap.xml", {}, { services }));
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<url><loc>${SITE_URL}/ueber-uns</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${SITE_URL}/it/about"/>`);
    const jobs = await services.content.getJobs("en");
    expect(jobs.length).toBeGreaterThan(0);
    expect(xml).toContain(`<loc>${SITE_URL}/en/about/jobs/${jobs[0]!.slug}</loc>`);
    // A round's slug differs per language: its entry links the other languages' own slugs.
    const round = xml.split("\n").find((line) => line.includes(`<loc>${SITE_URL}/ergebnisse/bundesliga/1-spieltag</loc>`));
    expect(round).toContain(`hreflang="en" href="${SITE_URL}/en/results/bundesliga/matchday-1"`);
    expect(round).toContain(`hreflang="x-default" href="${SITE_URL}/ergebnisse/bundesliga/1-spieltag"`);
    expect(xml).not.toContain("http://localhost");
  });

  it("has no parts while it fits one file", async () => {
    const response = await sitemapLoader(loaderArgs("/sitemaps/1.xml", { part: "1.xml" }, { services }));
    expect(response.status).toBe(404);
  });
});
