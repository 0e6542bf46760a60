import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "../config/env.server.ts";
import {
  getAdvertisementContacts,
  getFaqs,
  getJob,
  getJobs,
  getLogoWall,
  getPressArticles,
  getPressContacts,
  getSocialMedia,
  getTeam,
  resetContentServiceForTests,
} from "./content-source.server.ts";

/** The functions the pages import, with no configuration: the embedded content answers. */
beforeEach(() => {
  vi.stubEnv("CONTENT_API_URL", "");
  vi.stubEnv("CONTENT_API_TOKEN", "");
  resetEnvForTests();
  resetContentServiceForTests();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  resetContentServiceForTests();
});

describe("the default content service", () => {
  it("answers every page's data from the embedded files", async () => {
    const [team, jobs, faqs, ads, logos, press, articles, social] = await Promise.all([
      getTeam(),
      getJobs("en"),
      getFaqs("de"),
      getAdvertisementContacts(),
      getLogoWall(),
      getPressContacts(),
      getPressArticles(),
      getSocialMedia(),
    ]);
    for (const list of [team, jobs, faqs.entries, ads, logos, press, articles, social]) expect(list.length).toBeGreaterThan(0);
    expect(await getJob("en", jobs[0]!.slug)).toEqual(jobs[0]);
  });
});
