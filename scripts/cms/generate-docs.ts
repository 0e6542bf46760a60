/**
 * `npm run docs:content`: writes the generated part of docs/content-model.md (the collections and
 * fields a Cockpit needs) from app/content/cockpit/model.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_MODEL_DOC, withCockpitCollections } from "#app/content/cockpit/docs.ts";
import { ROOT } from "./embedded-files.ts";

const file = path.join(ROOT, CONTENT_MODEL_DOC);
writeFileSync(file, withCockpitCollections(readFileSync(file, "utf8")));
console.log(`${CONTENT_MODEL_DOC} written`);
