import type { Messages } from "./de";

export const contentEn: Messages["content"] = {};
