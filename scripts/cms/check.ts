/**
 * `npm run cms:check -- --url https://cms.example/api --token …`: lists every Cockpit entry the site
 * leaves out (a required field missing or malformed) or shows shortened (a bad optional field
 * dropped), each with its collection, its identifying field, the fields at fault (names only, never
 * values) and the link that opens it in Cockpit's editor. Cockpit itself says "Saving successful"
 * for all of them, so this is where an editor learns why an entry is not on the site
 * (docs/decisions/0206-entries-kept-and-editors-told.md). Exits 1 when an entry is left out, 2 when
 * Cockpit cannot be read.
 */

import { reviewCollection } from "#app/content/adapters/cockpit.server.ts";
import type { EntryReview } from "#app/content/cockpit/entry-review.ts";
import { COCKPIT_COLLECTIONS } from "#app/content/cockpit/model.ts";
import { COLLECTIONS, COLLECTION_NAMES, collectionPath, type CollectionName } from "#app/content/collections.server.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { cockpitConnection } from "./cockpit-args.ts";

export interface CheckOptions {
  /** Cockpit's API base, e.g. http://127.0.0.1:8080/api (CONTENT_API_URL). */
  apiUrl: string;
  token: string;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface Finding {
  collection: CollectionName;
  id: string;
  /** The entry's seed key (the FAQ's question, the job's slug, …), as an editor recognises it. */
  label: string;
  /** The languages in which the site answers it so (all three for a field every language shares). */
  languages: Language[];
  missing: string[];
  dropped: string[];
  editUrl: string;
}

const LABEL_LENGTH = 60;

/** Cockpit's admin lives where its API does, without the `/api`: `{origin}/collections/entry/{collection}/{_id}`. */
export function editUrl(apiUrl: string, collection: string, id: string): string {
  const admin = apiUrl.replace(/\/+$/, "").replace(/\/api$/, "");
  return `${admin}/collections/entry/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`;
}

export async function checkCockpit(options: CheckOptions): Promise<Finding[]> {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, "");
  const findings = new Map<string, Finding>();
  for (const collection of COLLECTION_NAMES) {
    const languages: readonly (Language | undefined)[] = COLLECTIONS[collection].perLanguage ? LANGUAGE_CODES : [undefined];
    for (const language of languages) {
      const target = collectionPath(collection, language);
      const response = await doFetch(base + target, {
        headers: { Authorization: `Bearer ${options.token}`, Accept: "application/json" },
        signal: AbortSignal.timeout(30_000),
      }).catch((error: unknown) => {
        // Node's fetch says only "fetch failed"; the cause says why (ECONNREFUSED, …).
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
        throw new Error(`GET ${target}: ${error instanceof Error ? error.message : String(error)}${cause}`);
      });
      if (response.status !== 200) throw new Error(`GET ${target}: HTTP ${response.status}`);
      const body = (await response.json()) as { entries?: unknown[] };
      const reviews = reviewCollection(collection, language, body);
      reviews.forEach((review, index) => record(findings, review, body.entries?.[index], language, options.apiUrl));
    }
  }
  return [...findings.values()];
}

function record(findings: Map<string, Finding>, review: EntryReview, raw: unknown, language: Language | undefined, apiUrl: string): void {
  if (review.entry !== undefined && review.dropped.length === 0) return;
  const key = `${review.collection}/${review.id}/${review.missing.join()}/${review.dropped.join()}`;
  const known = findings.get(key);
  if (known) {
    if (language) known.languages.push(language);
    return;
  }
  const seedKey = COCKPIT_COLLECTIONS[review.collection].seedKey;
  const value = (raw as Record<string, unknown> | undefined)?.[seedKey];
  const label = typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, LABEL_LENGTH) : `(no ${seedKey})`;
  findings.set(key, {
    collection: review.collection,
    id: review.id,
    label,
    languages: language ? [language] : [...LANGUAGE_CODES],
    missing: review.missing,
    dropped: review.dropped,
    editUrl: editUrl(apiUrl, review.collection, review.id),
  });
}

/** One finding as the command prints it. */
export function describeFinding(finding: Finding): string {
  const outcome =
    finding.missing.length > 0 ? `left out, missing or malformed: ${finding.missing.join(", ")}` : `shown without: ${finding.dropped.join(", ")} (malformed)`;
  const where = finding.languages.length === LANGUAGE_CODES.length ? "" : ` [${finding.languages.join(", ")}]`;
  return `${finding.collection} “${finding.label}”${where}: ${outcome}\n  edit: ${finding.editUrl}`;
}

async function main(): Promise<void> {
  const { url, token } = cockpitConnection(
    "cms:check",
    "Lists the entries the site leaves out or shows without a malformed optional field, with a link to edit each; exits 1 when one is left out.",
  );
  const findings = await checkCockpit({ apiUrl: url, token });
  for (const finding of findings) console.log(describeFinding(finding));
  const leftOut = findings.filter((finding) => finding.missing.length > 0).length;
  console.log(`${leftOut} entries left out, ${findings.length - leftOut} shown shortened.`);
  process.exitCode = leftOut > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`cms:check failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  });
}
