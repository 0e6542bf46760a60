import { runInNewContext } from "node:vm";
import { scriptFiles, scriptPaths } from "virtual:browser-scripts";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { appAlertTexts } from "./app-alert-note-file.ts";

const FILE = scriptFiles[scriptPaths.favourites.replace("/scripts/", "")]!;

/** Runs the followed teams' file on a stand-in page; `setTimeout` is the note's first need. Returns the order of the click listeners, and whether the stars' script ran. */
function runFile(setTimeout: () => void) {
  const clicks: string[] = [];
  const page: Record<string, unknown> = {
    document: { documentElement: { lang: "de" }, querySelectorAll: () => [] },
    localStorage: { getItem: () => null },
    setTimeout,
    addEventListener: (type: string, listener: { toString(): string }) => type === "click" && clicks.push(String(listener)),
    MutationObserver: class {
      observe() {}
    },
  };
  page.window = page;
  runInNewContext(FILE, page);
  return { clicks, starsRan: page.followedTeamsScript === 1 };
}

/** The goal-alert note's part of the followed teams' file (its behaviour in a browser: tests/e2e/app-offers.spec.ts). */
describe("the goal-alert note", () => {
  it("has its texts in every language, the team's place in the note and the star's name, and each language's download page", () => {
    const texts = appAlertTexts();
    expect(Object.keys(texts)).toEqual([...LANGUAGE_CODES]);
    for (const language of LANGUAGE_CODES) {
      expect(texts[language].note, language).toContain("{team}");
      expect(texts[language].star, language).toContain("{team}");
      expect(texts[language].get.length, language).toBeGreaterThan(0);
      expect(texts[language].close.length, language).toBeGreaterThan(0);
    }
    expect(texts.de.note).toBe("Tor-Alarm für {team} in der App");
    expect([texts.de.href, texts.en.href, texts.it.href]).toEqual(["/download", "/en/download", "/it/download"]);
    // Built into the file, every language's.
    for (const language of LANGUAGE_CODES) expect(FILE, language).toContain(texts[language].note);
  });

  it("runs in the followed teams' file before their script, which a failing note never stops", () => {
    const working = runFile(() => {});
    expect(working.starsRan).toBe(true);
    // The note's listener first: it must see the press after the stars' script has carried it out.
    expect(working.clicks).toHaveLength(2);
    const failing = runFile(() => {
      throw new Error("no timers here");
    });
    expect(failing.starsRan).toBe(true);
    expect(failing.clicks).toHaveLength(1);
  });
});
