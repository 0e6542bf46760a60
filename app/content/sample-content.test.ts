import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { createEmbeddedSource } from "./adapters/embedded.server.ts";
import { faqGroupOptions } from "./faq-groups.ts";
import type { Image } from "./schemas.ts";

/**
 * The embedded sample content (docs/decisions/0204-sample-content-and-images.md): valid (the adapter throws otherwise), as much as
 * the pages need, consistent across languages, and every image it names exists, is small and has
 * the size the entry claims.
 */
const source = createEmbeddedSource();
const PUBLIC_DIR = new URL("../../public/", import.meta.url);

describe("embedded sample content", () => {
  it("has at least 6 team members, texts in every language", async () => {
    const team = await source.team();
    expect(team.length).toBeGreaterThanOrEqual(6);
    expect(new Set(team.map((member) => member.name)).size).toBe(team.length);
  });

  it("has the same at least 4 jobs in every language, matched by slug and id", async () => {
    const [de, ...others] = await Promise.all(LANGUAGE_CODES.map((language) => source.jobs(language)));
    expect(de!.length).toBeGreaterThanOrEqual(4);
    const key = (jobs: typeof de) => jobs!.map((job) => `${job._id} ${job.slug}`).sort();
    expect(new Set(de!.map((job) => job.slug)).size).toBe(de!.length);
    for (const jobs of others) expect(key(jobs)).toEqual(key(de));
    for (const job of de!) expect(job.contact.email).toMatch(/@matchpuls\.example$/);
  });

  it.each(LANGUAGE_CODES)("has at least 12 FAQs in %s, in labelled groups", async (language) => {
    const { entries, fields } = await source.faqs(language);
    expect(entries.length).toBeGreaterThanOrEqual(12);
    const labelled = new Set(faqGroupOptions(fields).map((option) => option.value));
    expect(labelled.size).toBeGreaterThanOrEqual(3);
    for (const entry of entries) expect(labelled).toContain(entry.group);
  });

  it("has the same FAQ entries in every language", async () => {
    const ids = await Promise.all(LANGUAGE_CODES.map(async (language) => (await source.faqs(language)).entries.map((entry) => entry._id)));
    for (const list of ids) expect(list).toEqual(ids[0]);
  });

  it("has advertising and press contacts, a logo wall and press articles", async () => {
    const [ads, press, logos, articles] = await Promise.all([
      source.advertisementContacts(),
      source.pressContacts(),
      source.logoWall(),
      source.pressArticles(),
    ]);
    expect(ads.length).toBeGreaterThanOrEqual(2);
    expect(press.length).toBeGreaterThanOrEqual(2);
    expect(logos.length).toBeGreaterThanOrEqual(6);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(articles.map((article) => article._created)).size).toBe(articles.length);
    for (const person of [...ads, ...press]) expect(person.email).toMatch(/@matchpuls\.example$/);
  });

  it("links the footer to Instagram, Facebook, X, TikTok and YouTube", async () => {
    const networks = (await source.socialMedia()).map((link) => link.network);
    expect(networks).toEqual(expect.arrayContaining(["instagram", "facebook", "x", "tiktok", "youtube"]));
  });

  it("names only images that exist under public/, are under 2 KB and have the stated size", async () => {
    const images = await allImages();
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(image.src).toMatch(/^\/content\/.+\.svg$/);
      const file = new URL(`.${image.src}`, PUBLIC_DIR);
      expect(statSync(file).size, image.src).toBeLessThan(2048);
      const svg = readFileSync(file, "utf8");
      expect(svg, image.src).toMatch(new RegExp(`<svg[^>]* width="${image.width}" height="${image.height}"`));
    }
  });
});

async function allImages(): Promise<Image[]> {
  const [team, ads, press, logos, ...jobLists] = await Promise.all([
    source.team(),
    source.advertisementContacts(),
    source.pressContacts(),
    source.logoWall(),
    ...LANGUAGE_CODES.map((language) => source.jobs(language)),
  ]);
  return [
    ...team.map((member) => member.photo),
    ...ads.map((person) => person.photo),
    ...press.map((person) => person.photo),
    ...logos.map((logo) => logo.logo),
    ...jobLists.flat().map((job) => job.contact.photo),
  ];
}
