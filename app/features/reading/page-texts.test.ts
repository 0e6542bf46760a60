import { describe, expect, it, vi } from "vitest";
import { createEmbeddedSource } from "#app/content/adapters/embedded.server.ts";
import type { PageText } from "#app/content/schemas.ts";
import type { ContentService } from "#app/content/service.server.ts";
import { loaderArgs, loaderDataOf } from "#tests/support/loaders.ts";
import { testServices } from "#tests/support/services.ts";
import { loader as aboutLoader } from "../company/about.tsx";
import { getStaticPage, pageText } from "./static-page.server.ts";

/**
 * The pages whose texts editors write (the PageTexts collection): the text from the content service when it has
 * one, the deployed Markdown file when it has none, when it is a draft, or when it does not render.
 */
const editedAbout = (body: string): PageText => ({
  _id: "page-about",
  page: "about",
  title: "Über {brand}",
  description: "Das Team.",
  heading: "Wir sind {brand}",
  lead: "Kurz gesagt.",
  body,
});

function contentWith(text: PageText | undefined): ContentService {
  const content = testServices().content;
  return { ...content, getPageText: vi.fn(async () => text) };
}

describe("a page's text", () => {
  it("the embedded collection is the deployed files: every page in every language renders as the file does", async () => {
    const source = createEmbeddedSource();
    for (const language of ["de", "en", "it"] as const) {
      const entries = await source.pageTexts(language);
      expect(entries.map((entry) => entry.page)).toEqual(["home", "about", "premium", "ads", "legal", "privacy", "cookies", "terms"]);
      for (const entry of entries)
        expect(await pageText(contentWith(entry), entry.page, language), `${entry.page} ${language}`).toEqual(getStaticPage(entry.page, language));
    }
  });

  it("an editor's text is shown, placeholders filled; without one, the deployed text", async () => {
    const edited = await pageText(contentWith(editedAbout("## Wer wir sind\n\nSeit {foundedYear} in Hamburg.")), "about", "de");
    expect(edited).toMatchObject({ title: "Über Matchpuls", heading: "Wir sind Matchpuls", sections: [{ heading: "Wer wir sind" }] });
    expect(edited.sections[0]!.html).toMatch(/Seit \d{4} in Hamburg/);
    expect(await pageText(contentWith(undefined), "about", "de")).toEqual(getStaticPage("about", "de"));
  });

  it("a text the renderer refuses (words before the first section) gives the deployed text, not a broken page", async () => {
    expect(await pageText(contentWith(editedAbout("Einleitung ohne Abschnitt.\n\n## Wer wir sind\n\nText.")), "about", "de")).toEqual(
      getStaticPage("about", "de"),
    );
  });
});

describe("the about page", () => {
  it("takes its prose from the page's text: the first three sections under the anchors who-we-are, how-we-work, core-values", async () => {
    const text = editedAbout("## Eins\n\nA.\n\n## Zwei\n\n- B\n\n## Drei\n\n### Fans zuerst\n\nC.\n\n## Vier\n\nD.");
    const services = { ...testServices(), content: contentWith(text) };
    const data = loaderDataOf(await aboutLoader(loaderArgs("/ueber-uns", {}, { services })));
    expect(data.prose.map(({ id, heading }) => [id, heading])).toEqual([
      ["who-we-are", "Eins"],
      ["how-we-work", "Zwei"],
      ["core-values", "Drei"],
      ["vier", "Vier"],
    ]);
    expect(data).toMatchObject({ heading: "Wir sind Matchpuls", lead: "Kurz gesagt." });
    expect(data.meta.title).toContain("Über Matchpuls");
  });

  it("deployed, it keeps its sections and anchors in every language", async () => {
    for (const path of ["/ueber-uns", "/en/about", "/it/about"]) {
      const data = loaderDataOf(await aboutLoader(loaderArgs(path)));
      expect(
        data.prose.map(({ id }) => id),
        path,
      ).toEqual(["who-we-are", "how-we-work", "core-values"]);
    }
  });
});
