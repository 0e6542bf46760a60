import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../../lib/languages.ts";
import { favouritesScript } from "../../head-script.ts";
import { APP_ALERT_NOTE_STORAGE_KEY, appAlertTexts } from "./app-alert-note-file.ts";

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
  });

  it("runs in the followed teams' file before their script, in a try of its own, so it can never stop the stars", () => {
    const file = favouritesScript();
    const note = file.indexOf(JSON.stringify(APP_ALERT_NOTE_STORAGE_KEY));
    const stars = file.indexOf(JSON.stringify("followed-teams"));
    expect(file.startsWith("try{")).toBe(true);
    expect(note).toBeGreaterThan(0);
    expect(stars).toBeGreaterThan(note);
    expect(file.slice(note, stars)).toContain("}catch(e){};");
  });
});
