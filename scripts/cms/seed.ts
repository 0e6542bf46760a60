/**
 * `npm run cms:seed -- --url https://cms.example/api --token …`: creates the site's collections (with
 * their field definitions, app/content/cockpit/model.ts) and the embedded content's entries, in all
 * three languages and with its images uploaded as assets, in any Cockpit v1, over its REST API only:
 * - `collections/listCollections`, `collections/collection/{name}`, `collections/createCollection`
 *   and `collections/updateCollection/{name}` for the definitions (they need the master API key, or
 *   an account key of an admin);
 * - `cockpit/assets?filter[title]=…` and `cockpit/addAssets` for the images (found again by file name);
 * - `collections/get/{name}` and `collections/save/{name}` for the entries, found again by each
 *   collection's seed key (the job's slug, the contact's e-mail, …), since Cockpit picks the ids.
 * Running it again never overwrites an editor's work: an entry that is there already (by its seed key)
 * is kept as it is, edited or not, and only what is missing is created; field definitions, which are the
 * code's, are updated where they differ. Each run says what it did (`describeSeed`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { embeddedAsCockpit, faqGroupOptions } from "#app/content/cockpit/embedded-as-cockpit.ts";
import { COCKPIT_COLLECTIONS, cockpitDefinition, PUBLISHED_FIELD } from "#app/content/cockpit/model.ts";
import { COLLECTION_NAMES } from "#app/content/collections.server.ts";
import type { Image } from "#app/content/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { cockpitConnection } from "./cockpit-args.ts";
import { embeddedFiles, embeddedImageFile } from "./embedded-files.ts";

export interface SeedOptions {
  /** Cockpit's API base, e.g. http://127.0.0.1:8080/api (CONTENT_API_URL). */
  apiUrl: string;
  token: string;
  log?: (line: string) => void;
}

export interface SeedReport {
  collections: { created: number; updated: number; unchanged: number };
  assets: { uploaded: number; found: number };
  /** `kept`: there already (by their seed key), left as editors have them; `switchedOn`: given the published switch they lacked. */
  entries: { created: number; kept: number; switchedOn: number };
}

type Json = Record<string, unknown>;

/** One call of Cockpit's REST API: its JSON answer, or an error saying which call failed and how. */
type CockpitCall = (method: "GET" | "POST", target: string, body?: unknown) => Promise<unknown>;

/** What each step of the seed shares: the API, the report it adds to, and the log. */
interface SeedStep {
  call: CockpitCall;
  report: SeedReport;
  log: (line: string) => void;
}

export async function seedCockpit(options: SeedOptions): Promise<SeedReport> {
  const report: SeedReport = {
    collections: { created: 0, updated: 0, unchanged: 0 },
    assets: { uploaded: 0, found: 0 },
    entries: { created: 0, kept: 0, switchedOn: 0 },
  };
  const step: SeedStep = { call: cockpitCall(options.apiUrl.replace(/\/+$/, ""), options.token), report, log: options.log ?? (() => {}) };
  await seedCollections(step);
  const assets = await seedAssets(step);
  await seedEntries(step, assets);
  return report;
}

/** Calls of the API at `base` with `token`: JSON bodies, or a FormData as it is. */
function cockpitCall(base: string, token: string): CockpitCall {
  return async (method, target, body) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: "application/json" };
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers["Content-Type"] = "application/json";
    }
    const response = await fetch(base + target, { method, headers, body: payload, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${target}: HTTP ${response.status} ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`${method} ${target}: not JSON (${text.slice(0, 200)})`);
    }
  };
}

/** Collections and their field definitions: created when missing, updated where they differ from the code's. */
async function seedCollections({ call, report, log }: SeedStep): Promise<void> {
  const existing = new Set((await call("GET", "/collections/listCollections")) as string[]);
  const faqFiles = embeddedFiles("FAQs") as Record<Language, { fields?: unknown }>;
  for (const name of COLLECTION_NAMES) {
    const extra: Record<string, Record<string, unknown>> = name === "FAQs" ? { group: faqGroupOptions(faqFiles) } : {};
    const wanted = cockpitDefinition(COCKPIT_COLLECTIONS[name], extra);
    if (!existing.has(name)) {
      await call("POST", "/collections/createCollection", { name, data: wanted });
      report.collections.created++;
      log(`collection ${name}: created`);
      continue;
    }
    const current = (await call("GET", `/collections/collection/${name}`)) as Json;
    const same = Object.keys(wanted).every((key) => canonical(current[key]) === canonical(wanted[key]));
    if (same) {
      report.collections.unchanged++;
      continue;
    }
    await call("POST", `/collections/updateCollection/${name}`, { data: wanted });
    report.collections.updated++;
    log(`collection ${name}: field definitions updated`);
  }
}

/** Images as assets, found again by file name, uploaded when missing: the assets by the image's `src`. */
async function seedAssets({ call, report, log }: SeedStep): Promise<Map<string, Json>> {
  const images = new Map<string, Image>();
  for (const name of COLLECTION_NAMES) {
    embeddedAsCockpit(name, embeddedFiles(name), (image) => {
      images.set(image.src, image);
      return {};
    });
  }
  const assets = new Map<string, Json>();
  for (const image of images.values()) {
    const title = path.basename(image.src);
    const found = (await call("GET", `/cockpit/assets?filter[title]=${encodeURIComponent(title)}&limit=1`)) as { assets?: Json[] };
    let asset = found.assets?.[0];
    if (asset) report.assets.found++;
    else {
      const form = new FormData();
      const type = title.endsWith(".svg") ? "image/svg+xml" : "application/octet-stream";
      form.append("files[]", new Blob([readFileSync(embeddedImageFile(image.src))], { type }), title);
      // Cockpit measures raster images itself but not SVGs: the size the content states goes along as meta.
      form.append("meta[width]", String(image.width));
      form.append("meta[height]", String(image.height));
      const uploaded = (await call("POST", "/cockpit/addAssets", form)) as { assets?: Json[] };
      asset = uploaded.assets?.[0];
      if (!asset) throw new Error(`the asset ${title} was not uploaded: ${JSON.stringify(uploaded).slice(0, 200)}`);
      report.assets.uploaded++;
      log(`asset ${title}: uploaded`);
    }
    assets.set(image.src, asset);
  }
  return assets;
}

/** Entries, found again by their seed key: created when missing, kept as they are when there. */
async function seedEntries({ call, report, log }: SeedStep, assets: Map<string, Json>): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    const definition = COCKPIT_COLLECTIONS[name];
    const key = definition.seedKey;
    const wanted = embeddedAsCockpit(name, embeddedFiles(name), (image) => assets.get(image.src)!);
    const stored = ((await call("GET", `/collections/get/${name}`)) as { entries: Json[] }).entries;
    // Saved before the published switch existed: switched on, or Cockpit's editor would show it off and the next save
    // would take the entry off the site.
    for (const entry of stored.filter((candidate) => candidate[PUBLISHED_FIELD.name] === undefined || candidate[PUBLISHED_FIELD.name] === null)) {
      await call("POST", `/collections/save/${name}`, { data: { _id: entry._id, [PUBLISHED_FIELD.name]: true } });
      report.entries.switchedOn++;
    }
    for (const [index, entry] of wanted.entries()) {
      const { _id: _embeddedId, _created: created, ...fields } = entry;
      const data: Json = definition.sortable ? { ...fields, _o: index } : fields;
      if (stored.some((candidate) => canonical(candidate[key]) === canonical(data[key]))) {
        report.entries.kept++;
        continue;
      }
      const saved = (await call("POST", `/collections/save/${name}`, { data })) as Json;
      // Cockpit sets `_created` on insert; the press articles keep their publication order.
      if (created !== undefined) await call("POST", `/collections/save/${name}`, { data: { _id: saved._id, _created: created } });
      report.entries.created++;
      log(`${name} ${String(data[key])}: created`);
    }
  }
}

/**
 * A value in a form two answers can be compared in: keys sorted, empty texts as null (Cockpit stores
 * an emptied text as null), numbers as text (number inputs store strings), assets by id.
 */
function canonical(value: unknown): string {
  const normal = (inner: unknown): unknown => {
    if (inner === undefined || inner === "" || inner === null) return null;
    if (typeof inner === "number" || typeof inner === "boolean") return String(inner);
    if (Array.isArray(inner)) return inner.length === 0 ? null : inner.map(normal);
    if (typeof inner === "object") {
      const record = inner as Json;
      if (typeof record._id === "string" && "path" in record && "mime" in record) return { asset: record._id };
      const keys = Object.keys(record).sort();
      if (keys.length === 0) return null;
      return Object.fromEntries(keys.map((key) => [key, normal(record[key])]));
    }
    return inner;
  };
  return JSON.stringify(normal(value));
}

/** What a run did, in one line. */
export function describeSeed(report: SeedReport): string {
  const { collections: c, assets: a, entries: e } = report;
  return (
    `collections: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged; ` +
    `assets: ${a.uploaded} uploaded, ${a.found} found; entries: ${e.created} created, ${e.kept} kept as they are` +
    (e.switchedOn ? `, ${e.switchedOn} saved before the published switch switched on` : "")
  );
}

async function main() {
  const { url, token } = cockpitConnection("cms:seed");
  const report = await seedCockpit({ apiUrl: url, token, log: (line) => console.log(line) });
  console.log(`Seeded ${url}: ${describeSeed(report)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`cms:seed failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
