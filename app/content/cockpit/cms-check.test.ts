import { describe, expect, it } from "vitest";
import { checkCockpit, describeFinding, editUrl } from "#scripts/cms/check.ts";

/**
 * `npm run cms:check` against a fake Cockpit answer: every entry the site leaves out or shortens,
 * with its collection, its seed key, the fields at fault (never their values) and the link to edit it.
 */
const API = "https://cms.example/api";

function fakeCockpit(bodies: Record<string, unknown>): { fetch: typeof fetch; targets: string[] } {
  const targets: string[] = [];
  const fakeFetch = (async (url: string | URL) => {
    const target = String(url).slice(API.length);
    targets.push(target);
    const name = /\/collections\/get\/(\w+)/.exec(target)![1]!;
    const body = (bodies[name] ?? { entries: [], fields: {}, total: 0 }) as { entries: Record<string, unknown>[] };
    // As Cockpit answers `?lang=`: a translation that is there in place of the German text, and no `_xx` fields.
    const language = /[?&]lang=(\w+)/.exec(target)?.[1];
    const resolve = (entry: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(entry)
          .filter(([key]) => !/_(?:en|it)$/.test(key))
          .map(([key, value]) => [key, typeof entry[`${key}_${language}`] === "string" && entry[`${key}_${language}`] !== "" ? entry[`${key}_${language}`] : value]),
      );
    return Response.json({ ...body, entries: body.entries.map(resolve) });
  }) as typeof fetch;
  return { fetch: fakeFetch, targets };
}

describe("cms:check", () => {
  it("lists a FAQ whose answer is blank, with a link to edit it, once for all languages", async () => {
    const cockpit = fakeCockpit({
      FAQs: {
        entries: [
          { _id: "f1", question: "Was kostet Premium?", answer: "2,99 €.", group: "premium" },
          { _id: "f2", question: "Wie kündige ich?", answer: "   ", answer_en: "Secret answer", group: "premium" },
        ],
        fields: {},
      },
    });
    const findings = await checkCockpit({ apiUrl: API, token: "t", fetch: cockpit.fetch });
    // The English answer exists, but German is what every language falls back to: only de lacks it.
    expect(findings).toEqual([
      {
        collection: "FAQs",
        id: "f2",
        label: "Wie kündige ich?",
        languages: ["de", "it"],
        missing: ["answer"],
        dropped: [],
        editUrl: "https://cms.example/collections/entry/FAQs/f2",
      },
    ]);
    const printed = describeFinding(findings[0]!);
    expect(printed).toBe("FAQs “Wie kündige ich?” [de, it]: left out, missing or malformed: answer\n  edit: https://cms.example/collections/entry/FAQs/f2");
    expect(printed).not.toContain("Secret answer");
    expect(cockpit.targets).toEqual(expect.arrayContaining(["/collections/get/FAQs?lang=de", "/collections/get/FAQs?lang=en", "/collections/get/FAQs?lang=it"]));
  });

  it("finds nothing in a clean Cockpit, and reads every collection", async () => {
    const cockpit = fakeCockpit({});
    expect(await checkCockpit({ apiUrl: API, token: "t", fetch: cockpit.fetch })).toEqual([]);
    expect(cockpit.targets).toEqual(expect.arrayContaining(["/collections/get/team", "/collections/get/jobs?lang=it", "/collections/get/PremiumPlans"]));
  });

  it("opens Cockpit's editor where Cockpit is installed, below a path too", () => {
    expect(editUrl("http://127.0.0.1:8088/api/", "pressArticles", "abc")).toBe("http://127.0.0.1:8088/collections/entry/pressArticles/abc");
    expect(editUrl("https://example.org/cockpit/api", "FAQs", "f1")).toBe("https://example.org/cockpit/collections/entry/FAQs/f1");
  });
});
