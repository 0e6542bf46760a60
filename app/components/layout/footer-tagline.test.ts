import { describe, expect, it } from "vitest";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import { LANGUAGE_CODES } from "#lib/languages.ts";

describe("the footer's tagline", () => {
  // The footer sits under the site's few competitions on every page: a number of leagues there
  // ("more than 100") is a promise the pages above it do not keep. The app's reach is for the
  // download and premium pages, which speak of the app.
  it.each(LANGUAGE_CODES)("%s: promises no number of leagues", (language) => {
    const { tagline } = getMessages(language).footer;
    expect(tagline).not.toMatch(/\d|\{/);
  });
});
