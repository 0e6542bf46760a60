import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FaqItem } from "./FaqList.tsx";

/** The FAQ's entries as the server renders them: German fallbacks marked, URLs as links. */
describe("a FAQ entry", () => {
  const entry = { _id: "f1", question: "Was kostet Premium?", answer: "2,99 € im Monat.\n\nMehr: https://help.matchpuls.example/premium", group: "premium" };

  it("marks a German fallback with lang=de and a note in the page's language", () => {
    const html = renderToStaticMarkup(<FaqItem entry={{ ...entry, inGerman: ["question", "answer"] }} open={false} inGermanNote="in German" />);
    expect(html).toContain('<span lang="de">Was kostet Premium?</span><small class="fallback-note"> (in German)</small>');
    expect(html).toMatch(/<div class="faq-entry__answer" lang="de"><p>2,99 € im Monat.<\/p>/);
    expect(html).toContain('<p class="faq-entry__note"><small class="fallback-note"> (in German)</small></p>');
  });

  it("marks nothing when the texts are translated", () => {
    const html = renderToStaticMarkup(<FaqItem entry={entry} open={false} inGermanNote="in German" />);
    expect(html).not.toContain('lang="de"');
    expect(html).not.toContain("in German");
  });

  it("renders a URL in the answer as a link", () => {
    const html = renderToStaticMarkup(<FaqItem entry={entry} open={false} inGermanNote="in German" />);
    expect(html).toContain('<p>Mehr: <a href="https://help.matchpuls.example/premium" rel="noopener">https://help.matchpuls.example/premium</a></p>');
  });
});
