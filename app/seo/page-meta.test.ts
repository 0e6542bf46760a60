import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { loaderArgs, loaderDataOf, sharedServices } from "#tests/support/loaders.ts";
import { loader as roundLoader, meta as roundMeta } from "../features/results/competition/round-route.tsx";
import { loader as rootLoader } from "../root.tsx";
import { alternatePaths } from "./alternates.ts";
import { isPageData, pageData } from "./page-data.ts";

/**
 * A page's PageData from its loader to its `<head>`: the alternates a loader computes become the
 * hreflang links of the page's `meta` export and the language switcher's paths.
 */

const ROUND_PATHS = {
  de: "/ergebnisse/bundesliga/1-spieltag",
  en: "/en/results/bundesliga/matchday-1",
  it: "/it/risultati/bundesliga/1a-giornata",
};

/** Runs the root loader and the round page's loader for `path` and calls the page's `meta` as React Router does. */
async function roundHead(path: string, round: string) {
  const params = { competition: "bundesliga", round };
  const root = await rootLoader(loaderArgs(path));
  const page = loaderDataOf(await roundLoader(loaderArgs(path, params)));
  const descriptors = roundMeta({
    loaderData: page,
    location: { pathname: path, search: "", hash: "", state: null, key: "default", mask: undefined },
    params,
    matches: [
      { id: "root", params: {}, pathname: "/", meta: [], loaderData: root },
      { id: "results-round-de", params, pathname: path, meta: [], loaderData: page },
    ],
  });
  return { page, descriptors };
}

const hreflang = (descriptors: MetaDescriptor[]) =>
  Object.fromEntries(descriptors.flatMap((d) => ("rel" in d && d.rel === "alternate" && "hrefLang" in d ? [[String(d.hrefLang), String(d.href)]] : [])));

describe("PageData from the loader to the <head>", () => {
  it("a loader's alternates become the page's hreflang links (slugs differ per language)", async () => {
    const siteUrl = sharedServices().env.SITE_URL;
    const { page, descriptors } = await roundHead(ROUND_PATHS.de, "1-spieltag");
    expect(page.alternates).toEqual(ROUND_PATHS);
    // The route table alone would give `/en/results/bundesliga/1-spieltag`: these come from the loader.
    expect(hreflang(descriptors)).toEqual({
      de: siteUrl + ROUND_PATHS.de,
      en: siteUrl + ROUND_PATHS.en,
      it: siteUrl + ROUND_PATHS.it,
      "x-default": siteUrl + ROUND_PATHS.de,
    });
    expect(descriptors).toContainEqual({ tagName: "link", rel: "canonical", href: siteUrl + ROUND_PATHS.de });
    expect(descriptors).toContainEqual({ title: page.meta.title });
    expect(descriptors).toContainEqual({ property: "og:type", content: "website" });
    expect(descriptors.filter((d) => "script:ld+json" in d)).toHaveLength(page.structuredData?.length ?? 0);
  });

  it("the language switcher reads the same alternates from the untyped match data", async () => {
    const { page } = await roundHead(ROUND_PATHS.de, "1-spieltag");
    const leaf = { id: "results-round-de", params: { competition: "bundesliga", round: "1-spieltag" } };
    expect(alternatePaths({ ...leaf, loaderData: page as unknown })).toEqual(ROUND_PATHS);
    // Data without the PageData shape: the route table's paths with the same parameters.
    expect(alternatePaths({ ...leaf, loaderData: { alternates: { en: "/x" } } })).toEqual({
      de: "/ergebnisse/bundesliga/1-spieltag",
      en: "/en/results/bundesliga/1-spieltag",
      it: "/it/risultati/bundesliga/1-spieltag",
    });
  });

  it("isPageData checks what the head reads", () => {
    const meta = { title: "T", description: "D" };
    expect(isPageData({ meta })).toBe(true);
    expect(isPageData({ meta, alternates: { de: "/a" }, team: [] })).toBe(true);
    expect(isPageData(undefined)).toBe(false);
    expect(isPageData({ meta: { title: "T" } })).toBe(false);
    expect(isPageData({ meta, alternates: { de: 1 } })).toBe(false);
    expect(isPageData({ meta, alternates: "/a" })).toBe(false);
  });

  it("pageData merges the head and the view; a misspelt head key does not compile", () => {
    const meta = { title: "T", description: "D" };
    expect(pageData({ meta, alternates: { en: "/en" } }, { view: 1 })).toEqual({ meta, alternates: { en: "/en" }, view: 1 });
    // @ts-expect-error `alternate` is not a key of PageData
    pageData({ meta, alternate: { en: "/en" } }, {});
    // @ts-expect-error head keys belong in the head, not in the view
    pageData({ meta }, { alternates: { en: "/en" } });
    // @ts-expect-error og:type is "website" or "article"
    pageData({ meta, ogType: "video" }, {});
  });
});
