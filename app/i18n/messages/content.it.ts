import type { Messages } from "./de";

export const contentIt: Messages["content"] = {};
