import type { Messages } from "./de";

export const resultsIt: Messages["results"] = {};
