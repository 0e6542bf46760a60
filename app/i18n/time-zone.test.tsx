import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { HOME_TIME_ZONE } from "./dates.ts";
import { browserZone, forgetBrowserZone, useTimeZone } from "./time-zone.ts";

function ShownZone({ language }: { language: Language }) {
  return <>{useTimeZone(language)}</>;
}

describe("useTimeZone", () => {
  it("renders the page language's home zone on the server, whatever zone the server runs in", () => {
    // The browser hydrates with the same value (React's server snapshot) and switches afterwards.
    for (const language of LANGUAGE_CODES) expect(renderToString(<ShownZone language={language} />)).toBe(HOME_TIME_ZONE[language]);
  });

  it("names a home zone for every language", () => {
    expect(HOME_TIME_ZONE).toEqual({ de: "Europe/Berlin", en: "Europe/London", it: "Europe/Rome" });
  });
});

describe("browserZone", () => {
  afterEach(() => {
    forgetBrowserZone();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("asks Temporal where the browser has it, so no Intl formatter is built while the page hydrates (ICU's date data: 20–70 ms in Chromium)", () => {
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "Asia/Tokyo" } });
    const built = vi.spyOn(Intl, "DateTimeFormat");
    expect(browserZone()).toBe("Asia/Tokyo");
    expect(built).not.toHaveBeenCalled();
  });

  it("asks Intl in a browser without Temporal", () => {
    vi.stubGlobal("Temporal", undefined);
    expect(browserZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
