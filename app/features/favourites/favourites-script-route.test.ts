import { describe, expect, it } from "vitest";
import { favouritesScript, favouritesScriptName } from "../../head-script.ts";
import { kickoffZoneScript, kickoffZoneScriptName } from "../../i18n/kickoff-zone-file.ts";
import { loader } from "./favourites-script-route.ts";

describe("the followed teams' script file", () => {
  it("serves the current version as JavaScript kept for a year", async () => {
    const response = loader({ params: { file: favouritesScriptName() } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(favouritesScript());
  });

  it("serves the kick-offs' zone script the same way", async () => {
    const response = loader({ params: { file: kickoffZoneScriptName() } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(kickoffZoneScript());
  });

  // Another build's version (a rolling deploy) must not be stored as missing by a shared cache.
  it.each(["favourites.js", "favourites-000000.js", "../favourites.js", "kickoff-zone-000000.js", ""])(
    "answers 404 for %j, which no cache may store",
    (file) => {
      const response = loader({ params: { file } });
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );
});
