import type { Messages } from "./de";

export const resultsEn: Messages["results"] = {};
