import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { dictionaryAsset, dictionaryRef } from "./dictionary-asset.server.ts";
import { loader } from "./dictionary-route.ts";
import { getMessages } from "./messages/index.server.ts";

const fileOf = (href: string) => href.slice("/i18n/".length);

describe("dictionary files", () => {
  it.each(LANGUAGE_CODES)("%s: a versioned JSON file that carries the whole dictionary unchanged", async (language) => {
    const { href } = dictionaryRef(language);
    expect(href).toMatch(new RegExp(`^/i18n/${language}-[a-z0-9_-]{12}\\.json$`));
    const response = loader({ params: { file: fileOf(href) } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("immutable");
    // JSON keeps only data: a function or undefined among the texts would be lost on the way.
    expect(await response.json()).toStrictEqual(getMessages(language));
  });

  it("gives each language a file of its own", () => {
    const hrefs = LANGUAGE_CODES.map((language) => dictionaryRef(language).href);
    expect(new Set(hrefs).size).toBe(3);
    expect(dictionaryAsset(fileOf(hrefs[0]!))?.language).toBe("de");
  });

  // Another build's file (a page of the next release asking this one during a rolling deploy) must not be
  // stored as missing by a shared cache: the instance that has it answers the next request.
  it.each(["de.json", "de-000000000000.json", "fr-abc.json", "../de.json", ""])("answers 404 for %j, which no cache may store", async (file) => {
    const response = loader({ params: { file } });
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
