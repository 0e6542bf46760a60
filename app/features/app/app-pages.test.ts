import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentSourceFromReader } from "#app/content/collections.server.ts";
import { createContentService } from "#app/content/service.server.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { loaderArgs, loaderDataOf } from "#tests/support/loaders.ts";
import { testServices } from "#tests/support/services.ts";
import { loader as downloadLoader } from "./download.tsx";
import { PLAN_FEATURES } from "./PlanComparison.tsx";
import { loader as premiumLoader, PREMIUM_FAQ_GROUP } from "./premium.tsx";

const DESKTOP = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36" };
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("download page", () => {
  it.each([
    ["/download", "http://localhost/download"],
    ["/en/download", "http://localhost/en/download"],
    ["/it/download", "http://localhost/it/download"],
  ])("%s shows a QR code of its own absolute URL on SITE_URL", (path, url) => {
    const data = downloadLoader(loaderArgs(path, {}, { headers: DESKTOP }));
    expect(data.qrUrl).toBe(url);
    expect(data.qrCode.size).toBeGreaterThan(20);
    expect(data.qrCode.d).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });
});

describe("premium page", () => {
  it("prices the content's plans, with the yearly saving", async () => {
    const data = loaderDataOf(await premiumLoader(loaderArgs("/premium")));
    expect(data.plans.map((card) => [card.period, nbsp(card.price), card.saving && nbsp(card.saving)])).toEqual([
      ["month", "2,99 €", undefined],
      ["year", "19,99 €", "44 %"],
    ]);
  });

  it("shows the FAQ's premium questions, none of which the text repeats, and no price list in the text", async () => {
    for (const path of ["/premium", "/en/premium", "/it/premium"]) {
      const { faq, text } = loaderDataOf(await premiumLoader(loaderArgs(path)));
      expect(faq.length, path).toBeGreaterThan(0);
      expect(faq.every((entry) => entry.group === PREMIUM_FAQ_GROUP)).toBe(true);
      const body = text.sections.map((section) => section.html).join("\n");
      expect(body, path).not.toMatch(/<h3/);
      for (const entry of faq) expect(body, path).not.toContain(entry.question);
      expect(body, path).not.toMatch(/2[,.]99|19[,.]99/);
    }
  });

  it("still renders its text and FAQ-less offer when the content service fails", async () => {
    const failing = contentSourceFromReader("cockpit", async () => {
      throw new Error("content service down");
    });
    const services = testServices({ content: createContentService(failing) });
    const data = loaderDataOf(await premiumLoader(loaderArgs("/en/premium", {}, { services })));
    expect(data.plans).toEqual([]);
    expect(data.faq).toEqual([]);
    expect(data.text.sections.length).toBeGreaterThan(0);
  });
});

describe("smart app banner", () => {
  const page = { meta: { title: "Premium | Matchpuls", description: "…" } };
  const banner = (root: { siteUrl: string; language: "de"; iosAppStoreId?: string }) =>
    metaFromLoader({
      loaderData: page,
      location: { pathname: "/ergebnisse/bundesliga" },
      matches: [
        { id: "root", params: {}, loaderData: root },
        { id: "results-de", params: { country: "bundesliga" } },
      ],
    }).filter((descriptor) => "name" in descriptor && descriptor.name === "apple-itunes-app");

  it("names the app of the store link and hands it the page's canonical URL", () => {
    expect(banner({ siteUrl: "https://www.matchpuls.example", language: "de" })).toEqual([
      { name: "apple-itunes-app", content: "app-id=6450000000, app-argument=https://www.matchpuls.example/ergebnisse/bundesliga" },
    ]);
  });

  it("takes the id the root loader provides (IOS_APP_STORE_ID)", () => {
    expect(banner({ siteUrl: "https://www.matchpuls.example", language: "de", iosAppStoreId: "1234567890" })[0]).toMatchObject({
      content: "app-id=1234567890, app-argument=https://www.matchpuls.example/ergebnisse/bundesliga",
    });
  });
});

describe("one description of Premium", () => {
  /** How each language names what this website gives away: never sold as Premium. */
  const FREE_ON_THE_SITE: Record<"de" | "en" | "it", RegExp> = {
    de: /live-tabelle|vergleich/i,
    en: /live table|head-to-head/i,
    it: /classifiche live|precedenti/i,
  };
  const ROOT = path.resolve(import.meta.dirname, "../../..");
  const page = (name: string, language: string) => readFileSync(path.join(ROOT, "content/pages", `${name}.${language}.md`), "utf8");
  const frontMatter = (markdown: string, key: string) => new RegExp(`^${key}: (.*)$`, "m").exec(markdown)![1]!;

  it("the comparison counts live tables and the head-to-head record as free, as this website shows them", () => {
    const free = PLAN_FEATURES.filter((feature) => feature.free).map((feature) => feature.key);
    expect(free).toEqual(expect.arrayContaining(["liveTables", "headToHead"]));
  });

  it.each(["de", "en", "it"] as const)("%s: the premium page, the home page's Premium part and the FAQ sell nothing the website gives away", (language) => {
    const premium = page("premium", language);
    const homePremium = page("home", language)
      .split(/^## Premium$/m)[1]!
      .split(/^## /m)[0]!;
    const faq = JSON.parse(readFileSync(path.join(ROOT, `content/collections/FAQs.${language}.json`), "utf8")) as {
      entries: { answer: string; group: string }[];
    };
    // The premium group's first answer ("What does Premium offer?"): its first sentence says what Premium adds, the next what stays free.
    const offer = faq.entries.find((entry) => entry.group === PREMIUM_FAQ_GROUP)!.answer.split(/\.\s/)[0]!;
    for (const [where, text] of [
      ["premium description", frontMatter(premium, "description")],
      ["premium lead", frontMatter(premium, "lead")],
      ["home page", homePremium],
      ["FAQ", offer],
    ] as const) {
      expect(text, where).not.toMatch(FREE_ON_THE_SITE[language]);
    }
  });
});
