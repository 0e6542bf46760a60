/**
 * The embedded content's files (content/collections/) and images (public/), read from disk: for the
 * seeder, and for the tests' Cockpit stand-ins.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { EmbeddedFiles } from "#app/content/cockpit/embedded-as-cockpit.ts";
import { COLLECTIONS, type CollectionName } from "#app/content/collections.server.ts";
import { pageTextsFile } from "#app/content/page-text-files.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const COLLECTIONS_DIR = path.join(ROOT, "content/collections");

type EmbeddedFile = { entries: unknown[]; fields?: unknown };

function readJson(file: string): EmbeddedFile {
  return JSON.parse(readFileSync(path.join(COLLECTIONS_DIR, file), "utf8")) as EmbeddedFile;
}

/** A collection's file, or its three language files (the page texts: their Markdown files). */
export function embeddedFiles(name: CollectionName): EmbeddedFiles {
  if (name === "PageTexts") {
    const fileOf = (file: string) => readFileSync(path.join(ROOT, "content/pages", file), "utf8");
    return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, pageTextsFile(fileOf, code)])) as Record<Language, EmbeddedFile>;
  }
  if (!COLLECTIONS[name].perLanguage) return readJson(`${name}.json`);
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, readJson(`${name}.${code}.json`)])) as Record<Language, EmbeddedFile>;
}

/** The bytes of an embedded image (`/content/people/x.svg` lives in public/). */
export function embeddedImageFile(src: string): string {
  if (!/^\/content\/[\w/.-]+$/.test(src) || src.includes("..")) throw new Error(`not an embedded image: ${src}`);
  return path.join(ROOT, "public", src);
}
