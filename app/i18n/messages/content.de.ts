/** German texts of the content pages (the reference shape for content.en.ts and content.it.ts). */
export const contentDe = {};
