import type { Messages } from "#app/i18n/messages/de.ts";

/** English texts of the live updates. */
export const liveEn: Messages["live"] = {
  renderedAt: "As of {time}",
  reload: "Reload",
  updating: "updating automatically",
};
