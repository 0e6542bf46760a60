import type { Widen } from "#app/i18n/messages/de.ts";

/**
 * German texts of the live updates (the reference shape for live.en.ts and live.it.ts): the notice of a page with
 * matches in play, how old its scores are and, while the stream is open, that they update themselves. Its badge's
 * word is the results' (`results.live.live`), which every list of matches in play shows.
 */
export const liveDe = {
  renderedAt: "Stand: {time}",
  reload: "Neu laden",
  updating: "aktualisiert sich von selbst",
};

// This feature's part of every language's dictionary, typed for the shared layers (app/i18n/messages/de.ts).
declare module "#app/i18n/messages/de.ts" {
  interface FeatureMessages {
    live: Widen<typeof liveDe>;
  }
}
