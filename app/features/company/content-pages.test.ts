import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { href } from "#app/i18n/href.ts";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { loaderArgs, sharedServices, thrownBy } from "#tests/support/loaders.ts";
import { loader as aboutLoader } from "./about.tsx";
import { loader as adsLoader } from "./ads.tsx";
import { loader as faqLoader } from "./faq.tsx";
import { loader as jobLoader } from "./job-detail.tsx";
import { loader as pressArticlesLoader } from "./press-articles.tsx";
import { loader as pressLoader } from "./press.tsx";
import { faqView } from "./views/faq-view.ts";

/** The content pages' loaders, called with real Requests on the embedded content (docs/decisions/0300-content-pages.md). */
const args = loaderArgs;
const thrown = thrownBy;
const { content, env } = sharedServices();

describe("about", () => {
  it.each(LANGUAGE_CODES)("%s: the whole team, in the page's language, and the jobs", async (language) => {
    const result = await aboutLoader(args(href("about", language)));
    const team = await content.getTeam();
    expect(result.team).toHaveLength(team.length);
    expect(team.length).toBeGreaterThanOrEqual(6);
    expect(new Set(result.team.map((m) => m.id))).toEqual(new Set(team.map((m) => m._id)));
    const source = team.find((m) => m._id === result.team[0]!.id)!;
    expect(result.team[0]!.role).toBe(source.role[language]);
    expect(result.team[0]!.text).toBe(source.text[language]);

    const jobs = await content.getJobs(language);
    expect(result.jobs.map((j) => j.slug)).toEqual(jobs.map((j) => j.slug));
    expect(result.jobs.length).toBeGreaterThanOrEqual(4);
    expect(result.meta.title).toContain("Matchpuls");
  });

  it("shuffles the team on every request", async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) orders.add((await aboutLoader(args("/ueber-uns"))).team.map((m) => m.id).join());
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe("job detail", () => {
  it.each(LANGUAGE_CODES)("%s: a known job, its meta from the templates and its absolute share URL", async (language) => {
    const [first] = await content.getJobs(language);
    const path = href("job-detail", language, { job: first!.slug });
    const result = await jobLoader(args(path, { job: first!.slug }));
    expect(result.job.title).toBe(first!.title);
    expect(result.meta.title).toContain(first!.title);
    expect(result.meta.description).toContain(first!.location);
    expect(result.shareUrl).toBe(env.SITE_URL + path);
    expect(result.structuredData?.[0]).toMatchObject({ "@type": "JobPosting", title: first!.title, url: result.shareUrl });
  });

  it("an unknown job is a 404", async () => {
    const error = await thrown(() => jobLoader(args("/en/about/jobs/no-such-job", { job: "no-such-job" })));
    const status = isRouteErrorResponse(error) ? error.status : (error as { init?: { status?: number } }).init?.status;
    expect(status).toBe(404);
  });
});

describe("faq", () => {
  it("without a query: every entry, grouped", async () => {
    const result = await faqLoader(args("/en/faq"));
    expect(result.faq.entries.length).toBeGreaterThanOrEqual(12);
    const view = faqView(result.faq, result.query, new Set(result.matched.ids));
    expect(view.searching).toBe(false);
    expect(view.hits).toBe(result.faq.entries.length);
    expect(view.groups.length).toBeGreaterThan(1);
    expect(result.structuredData?.[0]).toMatchObject({ "@type": "FAQPage" });
  });

  it("?q=<no match> yields no entries", async () => {
    const result = await faqLoader(args("/faq?q=xylophonquartett"));
    expect(result.query).toBe("xylophonquartett");
    const view = faqView(result.faq, result.query, new Set(result.matched.ids));
    expect(view).toMatchObject({ searching: true, hits: 0, groups: [] });
  });

  it("?q= filters case- and accent-insensitively", async () => {
    const result = await faqLoader(args("/it/faq?q=PREMIUM"));
    const view = faqView(result.faq, result.query, new Set(result.matched.ids));
    expect(view.hits).toBeGreaterThan(0);
    expect(view.hits).toBeLessThan(result.faq.entries.length);
  });
});

describe("press", () => {
  it("press articles are newest first", async () => {
    const { articles } = await pressArticlesLoader(args("/en/press/articles"));
    expect(articles.length).toBeGreaterThanOrEqual(8);
    const created = articles.map((a) => a._created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("the press page: logos, contacts in the page's language and the latest three articles", async () => {
    const press = await pressLoader(args("/it/stampa"));
    const { articles } = await pressArticlesLoader(args("/it/stampa/articoli"));
    expect(press.logos.length).toBeGreaterThanOrEqual(6);
    expect(press.contacts.length).toBeGreaterThanOrEqual(2);
    expect(press.contacts[0]!.role).not.toBe("");
    expect(press.latest.map((a) => a._id)).toEqual(articles.slice(0, 3).map((a) => a._id));
  });
});

describe("ads", () => {
  it("keeps the static text and adds the advertising contacts", async () => {
    const result = await adsLoader(args("/en/ads"));
    expect(result.text.sections.length).toBeGreaterThan(0);
    expect(result.meta.description).toBe(result.text.description);
    expect(result.contacts.length).toBeGreaterThanOrEqual(2);
    expect(result.contacts.every((c) => c.email.includes("@") && c.responsibility)).toBe(true);
  });
});
