import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loaderArgs } from "#tests/support/loaders.ts";
import { loader as aboutLoader } from "../features/company/about.tsx";
import { middlewareByName } from "../http/named-middleware.ts";
import { languageOfRoute, pageContext, pageLanguageContext } from "./page-language.server.ts";
import { tableRoutes } from "./route-table.ts";

/** The language of a request is set once, by the root's middleware, from the route React Router matched. */

/** Runs the root's page-language middleware as React Router does: `pattern` is the matched route's path. */
async function languageSetFor(pattern: string, pathname: string) {
  const context = new RouterContextProvider();
  const [middleware] = middlewareByName(["page-language"]);
  const url = new URL(`http://localhost${pathname}`);
  await middleware!({ request: new Request(url), url, params: {}, pattern, context }, async () => new Response());
  return pageContext(context);
}

describe("the page language", () => {
  it("is the language of the matched route's id, for every route of the table", () => {
    for (const route of tableRoutes()) expect(languageOfRoute(route.path, route.path), route.id).toBe(route.language);
  });

  it("is put into the context with its dictionary by the root's middleware", async () => {
    const english = await languageSetFor("/en/results/:competition/tables", "/en/results/bundesliga/tables");
    expect(english.language).toBe("en");
    expect(english.messages.nav.home).toBe("Home");
    const german = await languageSetFor("/ergebnisse/:competition/:match/:mid", "/ergebnisse/bundesliga/bayern-werder/42");
    expect(german.language).toBe("de");
    expect(german.messages.nav.home).toBe("Startseite");
  });

  it("keeps the not-found route's rule: the first path segment, German otherwise", async () => {
    expect((await languageSetFor("*", "/it/non-esiste")).language).toBe("it");
    expect((await languageSetFor("*", "/en/nope")).language).toBe("en");
    expect((await languageSetFor("*", "/fr/about")).language).toBe("de");
    expect((await languageSetFor("*", "/gibt-es-nicht")).language).toBe("de");
  });

  it("is what loaders read, not the URL", async () => {
    const args = loaderArgs("/en/about") as unknown as { context: RouterContextProvider };
    expect(pageContext(args.context).language).toBe("en");
    args.context.set(pageLanguageContext, await languageSetFor("/it/about", "/it/about"));
    const data = await aboutLoader(args as never);
    expect(data.meta.title).toBe((await languageSetFor("/it/about", "/it/about")).messages.pages.about.title + " | Matchpuls");
  });

  it("is parsed from a URL nowhere else on the server", () => {
    // The browser has no request context: where the root loader's data is missing it falls back
    // to the path (i18n/use-site.ts), and the root revalidates when a navigation changes the language.
    // The foreign-origin refusal answers before React Router runs.
    const allowed = ["app/i18n/page-language.server.ts", "app/i18n/use-site.ts", "app/root.tsx", "app/features/contact/request-guards.server.ts"];
    const root = path.resolve(import.meta.dirname, "../..");
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === "+types" ? [] : sources(file);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(root, file)] : [];
      });
    const parsing = sources(path.join(root, "app")).filter((file) => /\blanguageOfPath\(/.test(readFileSync(path.join(root, file), "utf8")));
    expect(parsing.sort()).toEqual(allowed.sort());
  });
});
