import type { Messages } from "#app/i18n/messages/de.ts";

/** Italian texts of the live updates. */
export const liveIt: Messages["live"] = {
  renderedAt: "Aggiornato alle {time}",
  reload: "Ricarica",
  updating: "si aggiorna da sé",
};
