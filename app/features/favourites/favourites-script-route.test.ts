import { scriptFiles, scriptPaths } from "virtual:browser-scripts";
import { describe, expect, it } from "vitest";
import { loader } from "./favourites-script-route.ts";

const nameOf = (path: string) => path.replace("/scripts/", "");

describe("the scripts' files", () => {
  it.each([
    ["the followed teams' file", scriptPaths.favourites],
    ["the kick-offs' zone script", scriptPaths.kickoffZone],
  ])("serves %s, the version the head script loads, as JavaScript kept for a year", async (_, path) => {
    const response = loader({ params: { file: nameOf(path) } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(scriptFiles[nameOf(path)]);
  });

  // Another build's version (a rolling deploy) must not be stored as missing by a shared cache.
  it.each(["favourites.js", "favourites-000000.js", "../favourites.js", "kickoff-zone-000000.js", "", "constructor", "__proto__"])(
    "answers 404 for %j, which no cache may store",
    (file) => {
      const response = loader({ params: { file } });
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );
});
