/** German texts of the results pages (the reference shape for results.en.ts and results.it.ts). */
export const resultsDe = {};
