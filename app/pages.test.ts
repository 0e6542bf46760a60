import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { ORIGIN, loaderArgs, thrownBy } from "#tests/support/loaders.ts";
import { loader as downloadLoader } from "./features/app/download.tsx";
import { loader as privacheLoader } from "./features/reading/privache.ts";
import { STATIC_PAGES, getStaticPage, renderAllStaticPages } from "./features/reading/static-page.server.ts";
import { canonicalPathRedirect } from "./http/canonical-path.ts";
import { MISSING_PAGE_MESSAGE, UNSUPPORTED_LANGUAGE_MESSAGE } from "./i18n/error-texts.ts";
import { loader as notFoundLoader } from "./not-found.tsx";

const args = (path: string, headers: Record<string, string> = {}) => loaderArgs(path, {}, { headers });
const thrown = thrownBy;

describe("not-found route", () => {
  it.each(["/fr", "/es/irgendwas", "/xx", "/de-at", "/pt_BR/x"])("%s is an unsupported language: 404 Page not found.", async (path) => {
    const error = await thrown(() => notFoundLoader(args(path)));
    expect(isRouteErrorResponse(error) || (error as { type?: string }).type === "DataWithResponseInit").toBe(true);
    const { data, init } = error as { data: string; init: { status: number } };
    expect(init.status).toBe(404);
    expect(data).toBe(UNSUPPORTED_LANGUAGE_MESSAGE);
    expect(data).toBe("Page not found.");
  });

  it.each(["/gibt-es-nicht", "/en/nope", "/it/niente", "/ueber-uns/etwas/anderes"])("%s is a missing page", async (path) => {
    const { data, init } = (await thrown(() => notFoundLoader(args(path)))) as { data: string; init: { status: number } };
    expect(init.status).toBe(404);
    expect(data).toBe(MISSING_PAGE_MESSAGE);
    expect(data).toBe("This page could not be found");
  });

  it("moves the spelled-out default language to the unprefixed path, if that is a German page", async () => {
    const response = (await thrown(() => notFoundLoader(args("/de/kontakt?x=1")))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/kontakt?x=1");
    const missing = (await thrown(() => notFoundLoader(args("/de/about")))) as { data: string; init: { status: number } };
    expect(missing.init.status).toBe(404);
    expect(missing.data).toBe(MISSING_PAGE_MESSAGE);
  });
});

describe("redirects", () => {
  it.each([
    ["/privache", "/datenschutz"],
    ["/en/privache", "/en/privacy"],
    ["/it/privache", "/it/privacy"],
  ])("%s → %s (301)", (from, to) => {
    const response = privacheLoader(args(from));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(to);
  });

  it.each([
    ["/ueber-uns/", "/ueber-uns"],
    ["/en/about///?a=1", "/en/about?a=1"],
    ["//evil.example/", "/evil.example"],
    ["/EN/About", "/en/about"],
    ["/Ergebnisse/Bundesliga?Q=1", "/ergebnisse/bundesliga?Q=1"],
  ])("canonical path %s → %s", async (from, to) => {
    const response = (await thrown(() => canonicalPathRedirect({ request: new Request(ORIGIN + from) }))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(to);
  });

  it("leaves paths without a trailing slash alone", () => {
    expect(canonicalPathRedirect({ request: new Request(ORIGIN + "/") })).toBeUndefined();
    expect(canonicalPathRedirect({ request: new Request(ORIGIN + "/faq") })).toBeUndefined();
  });
});

describe("download", () => {
  it("sends iOS to the App Store and Android to Google Play, uncached", async () => {
    const ios = (await thrown(() => downloadLoader(args("/download", { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)" })))) as Response;
    expect(ios.status).toBe(302);
    expect(ios.headers.get("Location")).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(ios.headers.get("Vary")).toBe("User-Agent");
    const android = (await thrown(() => downloadLoader(args("/en/download", { "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile" })))) as Response;
    expect(android.headers.get("Location")).toMatch(/^https:\/\/play\.google\.com\//);
    expect(android.headers.get("Cache-Control")).toContain("no-store");
  });

  it("offers desktops the choice, in the page's language", () => {
    const result = downloadLoader(args("/it/download", { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" }));
    expect(result.texts.heading).toBe("Scarica l'app Matchpuls");
  });
});

describe("static pages", () => {
  it("render in every language without unknown placeholders", () => {
    expect(renderAllStaticPages()).toBe(STATIC_PAGES.length * LANGUAGE_CODES.length);
  });

  it("have distinct titles and descriptions within a language, and sections", () => {
    for (const language of LANGUAGE_CODES) {
      const texts = STATIC_PAGES.map((page) => getStaticPage(page, language));
      expect(new Set(texts.map((t) => t.title)).size).toBe(texts.length);
      expect(new Set(texts.map((t) => t.description)).size).toBe(texts.length);
      for (const text of texts) {
        expect(text.heading.length).toBeGreaterThan(2);
        expect(text.sections.length).toBeGreaterThan(0);
        expect(JSON.stringify(text)).not.toMatch(/\{[a-zA-Z:]+\}/);
      }
    }
  });

  it("state the privacy constants through configuration", () => {
    const de = JSON.stringify(getStaticPage("privacy", "de"));
    expect(de).toContain("14 Tage");
    expect(de).toContain("30 Tage");
    expect(de).toContain("300");
    expect(de).toContain("16. April 2024");
    expect(de).toContain("100");
    const en = JSON.stringify(getStaticPage("privacy", "en"));
    expect(en).toContain("16 April 2024");
    const it_ = JSON.stringify(getStaticPage("privacy", "it"));
    expect(it_).toContain("16 aprile 2024");
  });

  it("link to other pages through the route table", () => {
    const cookies = JSON.stringify(getStaticPage("cookies", "en"));
    expect(cookies).toContain('href=\\"/en/privacy\\"');
  });
});
