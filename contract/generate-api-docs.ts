/**
 * Writes docs/api.md from the API table and the Zod schemas. Run from the project root:
 *   node contract/generate-api-docs.ts
 * (Node runs this file by stripping its types, so it and everything it imports use `.ts` imports.)
 */
import { writeFileSync } from "node:fs";
import { API_DOCS_PATH, renderApiDocs } from "./api-docs.ts";

writeFileSync(API_DOCS_PATH, renderApiDocs());
console.log(`${API_DOCS_PATH} written`);
