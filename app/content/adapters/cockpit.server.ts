import { z } from "zod";
import { textAtMost } from "#lib/bounded-body.ts";
import { DEFAULT_LANGUAGE, type Language } from "#lib/languages.ts";
import { logFailureOnce } from "#lib/log.server.ts";
import { countLeftOut, reviewEntry, type EntryReview } from "../cockpit/entry-review.ts";
import { COCKPIT_COLLECTIONS } from "../cockpit/model.ts";
import {
  COLLECTION_NAMES,
  collectionPath,
  contentSourceFromReader,
  ContentShapeError,
  type CollectionName,
  type CollectionPayload,
} from "../collections.server.ts";
import type { ContentSource } from "../contract.ts";
import type { FaqFields } from "../schemas.ts";

/**
 * The content source over HTTP: a Cockpit v1 (spec §7). Every call is
 * `GET {baseUrl}/collections/get/{name}[?query]` with the bearer token, bounded by a timeout and a
 * size cap; anything wrong with the exchange (network error, timeout, non-200, a body over the cap,
 * invalid JSON, no `entries` list) is thrown as an error whose message names the request but never
 * the token.
 *
 * Entries are Cockpit's own (app/content/cockpit/model.ts): localized fields as `role`, `role_en`,
 * `role_it`, images as assets. Each is mapped to the site's model and validated on its own: a bad
 * optional field is dropped, an entry with a missing or malformed required field is logged (its id and
 * the fields, never their values) and left out, and the page renders the others; the metrics count
 * them and `npm run cms:check` lists them for editors
 * (docs/decisions/0205-cockpit-content-model-and-change-propagation.md, 0206-entries-kept-and-editors-told.md).
 *
 * Nothing of the visitor goes out (no forwarded header, only the site's token and the collection's
 * path), so an answer is the same for every visitor whatever its Cache-Control says: `private` there
 * speaks of caches between Cockpit and its one client, the site
 * (docs/decisions/0112-per-visitor-renders-and-page-budget.md).
 */
export interface CockpitOptions {
  /** CONTENT_API_URL without a trailing slash, e.g. "https://cms.example/api". */
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** The largest body read (CONTENT_MAX_RESPONSE_BYTES); a larger one fails the call and is not read further. */
  maxResponseBytes?: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Told the number of entries left out each time a collection loads (the metrics' gauge). */
  onEntriesLeftOut?: (collection: CollectionName, count: number) => void;
}

export class ContentRequestError extends Error {
  override name = "ContentRequestError";
}

/** The default of CONTENT_MAX_RESPONSE_BYTES: 1 MiB, over a hundred times the sample content's largest collection (jobs.de.json, 9,092 bytes). */
export const DEFAULT_CONTENT_MAX_RESPONSE_BYTES = 1024 * 1024;

/** Where an entry left out is logged: the cache's failures log as `content:cockpit` too. */
const LOG_SOURCE = "content:cockpit";

/** What changes when an editor saves or removes an entry, or edits a collection's fields: one text per collection. */
export type ChangeSignatures = Partial<Record<CollectionName, string>>;

export interface CockpitSource extends ContentSource {
  /**
   * A cheap look at what changed: per collection the newest `_modified` and the number of entries
   * (`?limit=1&sort[_modified]=-1&fields[_modified]=1`), and the definition's `_modified`. A
   * collection whose probe fails is left out (compared next time); when every one fails, it throws.
   */
  changeSignatures(): Promise<ChangeSignatures>;
}

const EnvelopeSchema = z.object({
  entries: z.array(z.unknown()),
  fields: z.unknown().optional(),
  total: z.number().optional(),
});

export function createCockpitSource(options: CockpitOptions): CockpitSource {
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_CONTENT_MAX_RESPONSE_BYTES;

  async function getJson(target: string): Promise<unknown> {
    const url = options.baseUrl + target;
    const shownUrl = withoutCredentials(url);
    // One signal bounds the whole exchange: connecting, the status line and the body; it also cuts a body over the cap.
    const tooLarge = new AbortController();
    try {
      const response = await doFetch(url, {
        method: "GET",
        headers: { Authorization: `Bearer ${options.token}`, Accept: "application/json" },
        signal: AbortSignal.any([AbortSignal.timeout(options.timeoutMs), tooLarge.signal]),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new ContentRequestError(`GET ${shownUrl}: HTTP ${response.status}`);
      }
      const text = await textAtMost(response, maxBytes);
      if (text === undefined) {
        tooLarge.abort();
        throw new ContentRequestError(`GET ${shownUrl}: the answer is larger than ${maxBytes} bytes`);
      }
      return JSON.parse(text);
    } catch (error) {
      if (error instanceof ContentRequestError) throw error;
      throw new ContentRequestError(`GET ${shownUrl}: ${describeFailure(error, options.timeoutMs)}`);
    }
  }

  const source = contentSourceFromReader("cockpit", async (name, language) => {
    const body = await getJson(collectionPath(name, language));
    const payload = mapCollection(name, language, body);
    options.onEntriesLeftOut?.(name, payload.leftOut);
    return payload;
  });

  return {
    ...source,
    async changeSignatures() {
      const signatures: ChangeSignatures = {};
      // The definitions carry the FAQ's group labels: an edit there changes no entry.
      const definitions = await getJson("/collections/listCollections/extended").catch(() => ({}));
      let lastFailure: unknown;
      for (const name of COLLECTION_NAMES) {
        try {
          const body = EnvelopeSchema.parse(await getJson(`/collections/get/${name}?limit=1&sort[_modified]=-1&fields[_modified]=1`));
          const newest = body.entries[0] as { _modified?: unknown } | undefined;
          const definition = (definitions as Record<string, { _modified?: unknown } | undefined>)[name];
          signatures[name] = `${String(newest?._modified ?? "")}/${String(body.total ?? body.entries.length)}/${String(definition?._modified ?? "")}`;
        } catch (error) {
          // Unreadable now: compared again next time; the collection's own load logs the cause.
          lastFailure = error;
        }
      }
      // Nothing readable: Cockpit is down, which the caller (and the metrics, which see every call) learn.
      if (Object.keys(signatures).length === 0 && lastFailure !== undefined) throw lastFailure;
      return signatures;
    },
  };
}

/** Each entry of Cockpit's answer, mapped (model.ts) and validated alone. */
export function reviewCollection<N extends CollectionName>(name: N, language: Language | undefined, body: unknown): EntryReview<N>[] {
  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) throw new ContentShapeError(name, envelope.error);
  return envelope.data.entries.map((raw, index) => reviewEntry(name, raw, index, language));
}

/**
 * Cockpit's answer for one collection as the site's payload: the entries kept, each one left out
 * logged; the FAQ's group options labelled in the requested language.
 */
export function mapCollection<N extends CollectionName>(name: N, language: Language | undefined, body: unknown): CollectionPayload<N> & { leftOut: number } {
  const reviews = reviewCollection(name, language, body);
  for (const review of reviews) {
    if (review.entry !== undefined) continue;
    const fields = review.missing.slice(0, 5).join(", ");
    logFailureOnce(LOG_SOURCE, `collection ${name}${language ? ` (${language})` : ""}: entry ${review.id} left out, missing or malformed: ${fields}`, {
      key: name,
    });
  }
  const entries = reviews.flatMap((review) => (review.entry === undefined ? [] : [review.entry]));
  const fields = (body as { fields?: unknown }).fields;
  return { entries, fields: name === "FAQs" ? faqFields(fields, language ?? DEFAULT_LANGUAGE) : {}, leftOut: countLeftOut(reviews) };
}

const GroupFieldSchema = z.object({
  options: z.object({
    options: z.union([z.array(z.object({ value: z.unknown(), label: z.unknown().optional() })), z.string()]),
    labels: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  }),
});

/**
 * The FAQ's `fields.group` as the page reads it: the select's options in order, labelled in
 * `language` (from `options.labels.{language}`, else the option's own German label). Options that
 * Cockpit allows as a comma-separated string are read too.
 */
function faqFields(fields: unknown, language: Language): FaqFields {
  const group = GroupFieldSchema.safeParse((fields as Record<string, unknown> | undefined)?.group);
  if (!group.success) return {};
  const { options, labels } = group.data.options;
  const listed = typeof options === "string" ? options.split(",").map((value) => ({ value, label: value })) : options;
  const translated = language === DEFAULT_LANGUAGE ? undefined : labels?.[language];
  const choices = listed.flatMap(({ value, label }) => {
    const code = String(value ?? "").trim();
    const shown = String(translated?.[code] ?? label ?? code).trim() || code;
    return code ? [{ value: code, label: shown }] : [];
  });
  return { group: { name: "group", type: "select", label: COCKPIT_COLLECTIONS.FAQs.fields.find((f) => f.name === "group")!.label, options: { options: choices } } };
}

/** The URL for messages: CONTENT_API_URL could carry user:password, which must not reach a log. */
function withoutCredentials(url: string): string {
  const pathStart = url.indexOf("/", url.indexOf("//") + 2); // userinfo cannot contain a raw "/"
  return new URL(url).origin + (pathStart === -1 ? "" : url.slice(pathStart));
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  if (error instanceof SyntaxError) return "the body is not valid JSON";
  // Node's fetch says only "fetch failed"; the cause carries the useful part (ECONNREFUSED, …).
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && "code" in cause ? String(cause.code) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return [message, code ?? cause?.message].filter(Boolean).join(": ");
}
