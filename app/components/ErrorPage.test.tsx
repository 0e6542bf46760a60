import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { MISSING_PAGE_MESSAGE, UNSUPPORTED_LANGUAGE_MESSAGE } from "../i18n/error-texts.ts";
import { ErrorPage } from "./ErrorPage.tsx";

/** The error page, as the root's error boundary renders it for an error. */
const rendered = (language: "de" | "en" | "it", error: unknown) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ErrorPage language={language} error={error} />
    </MemoryRouter>,
  );

const PROXY_502 =
  "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

describe("the error page", () => {
  it("shows a status line and its own text in the page's language, never the body of an answer it did not write", () => {
    for (const [language, status, text] of [
      ["de", "Fehlercode 502", "Beim Laden dieser Seite ist ein Fehler aufgetreten."],
      ["en", "Error code 502", "An error occurred while loading this page."],
      ["it", "Codice di errore 502", "Si è verificato un errore durante il caricamento della pagina."],
    ] as const) {
      const html = rendered(language, new ErrorResponse(502, "Bad Gateway", PROXY_502));
      expect(html).toContain(`<p class="error-page__status">${status}</p>`);
      expect(html).toContain(text);
      expect(html).not.toMatch(/Bad Gateway|nginx|&lt;html|<center>/);
    }
  });

  it("shows the site's own 404 messages", () => {
    expect(rendered("de", new ErrorResponse(404, "Not Found", MISSING_PAGE_MESSAGE))).toContain(
      `Fehlercode 404 · <span lang="en">${MISSING_PAGE_MESSAGE}</span>`,
    );
    expect(rendered("de", new ErrorResponse(404, "Not Found", UNSUPPORTED_LANGUAGE_MESSAGE))).toContain(UNSUPPORTED_LANGUAGE_MESSAGE);
  });

  it("shows nothing of another error: a 500 with the page's text, no message, no stack", () => {
    const html = rendered("en", new Error("ECONNREFUSED 10.0.0.3:3000"));
    expect(html).toContain("Error code 500</p>");
    expect(html).not.toContain("ECONNREFUSED");
    expect(rendered("en", new ErrorResponse(503, "Service Unavailable", "upstream connect error"))).not.toContain("upstream connect error");
  });
});
