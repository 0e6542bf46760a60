import { createHash } from "node:crypto";
import { answerLikeCockpit, embeddedAsCockpit, faqGroupOptions } from "#app/content/cockpit/embedded-as-cockpit.ts";
import { COLLECTION_NAMES, type CollectionName } from "#app/content/collections.server.ts";
import type { Image } from "#app/content/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { embeddedFiles } from "#scripts/cms/embedded-files.ts";

/**
 * The embedded content (content/collections/) as a Cockpit v1 stores it (app/content/cockpit/model.ts):
 * localized fields as `role`, `role_en`, `role_it`, images as assets. The tests' stand-ins for Cockpit
 * (fake-cockpit.ts, reliability.ts) answer from it as Cockpit would (`answerLikeCockpit`).
 */
/** A stand-in asset for an embedded image: a stable id and the image's meta, as Cockpit's assets carry them. */
export function fakeAsset(image: Image): Record<string, unknown> {
  const id = createHash("sha1").update(image.src).digest("hex").slice(0, 24);
  const svg = image.src.endsWith(".svg");
  return {
    _id: id,
    path: `/2026/01/01/${image.src.split("/").at(-1)}`,
    title: image.src.split("/").at(-1),
    mime: svg ? "image/svg+xml" : "image/png",
    width: String(image.width),
    height: String(image.height),
  };
}

export interface StoredCollection {
  entries: Record<string, unknown>[];
  /** The field definitions Cockpit answers with (only the FAQ's group is read). */
  fields: Record<string, unknown>;
}

/** Every collection as stored in Cockpit, built once per process. */
let stored: Record<CollectionName, StoredCollection> | undefined;
export function storedCollections(): Record<CollectionName, StoredCollection> {
  stored ??= Object.fromEntries(
    COLLECTION_NAMES.map((name) => {
      const files = embeddedFiles(name);
      const fields: Record<string, unknown> =
        name === "FAQs"
          ? { group: { name: "group", type: "select", localize: false, options: faqGroupOptions(files as Record<Language, { fields?: unknown }>) } }
          : {};
      const collection: StoredCollection = { entries: embeddedAsCockpit(name, files, fakeAsset), fields };
      return [name, collection];
    }),
  ) as Record<CollectionName, StoredCollection>;
  return stored;
}

/** Cockpit's answer to `GET /api/collections/get/{name}?{query}`; undefined for a collection Cockpit does not have. */
export function cockpitAnswer(
  name: string,
  query: URLSearchParams,
): { fields: Record<string, unknown>; entries: Record<string, unknown>[]; total: number } | undefined {
  const collection = (storedCollections() as Record<string, StoredCollection | undefined>)[name];
  if (!collection) return undefined;
  return answerLikeCockpit(name as CollectionName, collection.entries, query, collection.fields);
}
