/**
 * The last good content of a content source, kept on disk in DATA_DIR so that an instance started
 * while the source is down serves what it served before
 * (docs/decisions/0811-readiness-and-last-good-content.md):
 * - one file per cached key (`FAQs:de` → `FAQs.de.json`, `team` → `team.json`) in
 *   `{DATA_DIR}/content-snapshots/{source key}/`; the source key names the Cockpit by a hash of
 *   CONTENT_API_URL, so content of another CMS is never served; the embedded content has no
 *   snapshot (it cannot be down);
 * - written whenever a load brings something other than what the file holds: to a temporary file in
 *   the same directory, flushed, then renamed over the old one, so a reader (or a crash) finds the
 *   old file or the new one, never half of one; writes of one key run one after the other, so an
 *   older value never lands after a newer one;
 * - read once, at start, before the first request; each file is checked as the source's answers are
 *   (the envelope, the source key, the key, the collection's Zod schema): a file that is unreadable,
 *   not JSON, of another source or of the wrong shape is logged and left out, never a crash.
 * A failed write is logged (once a minute per cause) and changes nothing else: the instance serves
 * from memory as before.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { isLanguage } from "#lib/languages.ts";
import { errorMessage, log, logFailureOnce } from "#lib/log.server.ts";
import { COLLECTIONS, type CollectionName } from "./collections.server.ts";
import { FaqEntrySchema, FaqFieldsSchema } from "./schemas.ts";

/** The folder under DATA_DIR; one folder per content source below it. */
export const SNAPSHOT_DIRECTORY = "content-snapshots";
/** Raised when the file's layout changes; a file of another format is ignored (and replaced by the next load). */
export const SNAPSHOT_FORMAT = 1;
const LOG_SOURCE = "content:snapshot";
const TEMPORARY_SUFFIX = ".tmp";

/**
 * The key of a Cockpit content source: a hash of its CONTENT_API_URL (which may carry credentials,
 * so never the URL itself). The token is not part of it: a new token reads the same content.
 */
export function cockpitSnapshotKey(contentApiUrl: string): string {
  return `cockpit-${createHash("sha256").update(contentApiUrl).digest("hex").slice(0, 16)}`;
}

export interface RestoredValue {
  value: unknown;
  /** When the value was loaded from the source (ms since the epoch), as the file says. */
  savedAt: number;
}

export interface SnapshotStore {
  /** The folder this source's files are in. */
  readonly directory: string;
  /** Every valid file, by cached key ("FAQs:de", "team"); the rest is logged and left out. Never throws. */
  readAll(): Map<string, RestoredValue>;
  /** Keeps `value` for `key` unless the file already holds it. Never throws; the write runs in the background. */
  save(key: string, value: unknown): void;
  /** Settles once every write asked for so far is done (or failed). */
  flush(): Promise<void>;
}

export interface SnapshotStoreOptions {
  dataDir: string;
  /** `cockpitSnapshotKey(CONTENT_API_URL)`. */
  sourceKey: string;
  now?: () => number;
}

const FileSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  source: z.string(),
  key: z.string(),
  savedAt: z.iso.datetime(),
  value: z.unknown(),
});

/** The shape a cached key's value has: the FAQ with its field definitions, every other collection a list. */
function valueSchema(key: string): z.ZodType | undefined {
  const [name, language, ...rest] = key.split(":");
  const descriptor = (COLLECTIONS as Record<string, (typeof COLLECTIONS)[CollectionName] | undefined>)[name!];
  if (!descriptor || rest.length > 0) return undefined;
  if (descriptor.perLanguage !== isLanguage(language)) return undefined;
  if (name === "FAQs") return z.object({ entries: z.array(FaqEntrySchema), fields: FaqFieldsSchema });
  return z.array(descriptor.entry);
}

/** `FAQs:de` → `FAQs.de.json`: collection names and languages are letters only. */
export function snapshotFileName(key: string): string {
  return `${key.replace(":", ".")}.json`;
}

function keyOfFile(fileName: string): string {
  return fileName.slice(0, -".json".length).replace(".", ":");
}

/** One store's folder and the files it knows: what reading and writing share. */
interface StoreState {
  directory: string;
  sourceKey: string;
  now: () => number;
  /** Per key, the value's JSON as the file holds it (read or written): an unchanged load writes nothing. */
  onDisk: Map<string, string>;
  /** Numbers the temporary files of this store's writes. */
  sequence: number;
}

export function createSnapshotStore(options: SnapshotStoreOptions): SnapshotStore {
  const state: StoreState = {
    directory: path.join(options.dataDir, SNAPSHOT_DIRECTORY, options.sourceKey),
    sourceKey: options.sourceKey,
    now: options.now ?? Date.now,
    onDisk: new Map(),
    sequence: 0,
  };
  /** Per key, the write under way (or the last one): the next write of that key waits for it. */
  const writes = new Map<string, Promise<void>>();

  return {
    directory: state.directory,
    readAll: () => readAll(state),
    save(key, value) {
      let valueText: string;
      try {
        valueText = JSON.stringify(value);
      } catch (error) {
        logFailureOnce(LOG_SOURCE, `could not keep ${key}: ${errorMessage(error)}`, { key });
        return;
      }
      if (state.onDisk.get(key) === valueText) return;
      const previous = writes.get(key) ?? Promise.resolve();
      const next = previous.then(() => (state.onDisk.get(key) === valueText ? undefined : write(state, key, valueText)));
      writes.set(key, next);
      void next.finally(() => {
        if (writes.get(key) === next) writes.delete(key);
      });
    },
    async flush() {
      await Promise.all(writes.values());
    },
  };
}

/** Every valid file of the store's folder, by cached key; removes the leftovers of writes cut short. */
function readAll(state: StoreState): Map<string, RestoredValue> {
  const { directory } = state;
  const restored = new Map<string, RestoredValue>();
  let files: string[];
  try {
    files = readdirSync(directory);
  } catch (error) {
    // No folder yet: the first start with this source. Anything else is worth a line.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") log("warn", "content_snapshot_unreadable", { directory, reason: errorMessage(error) });
    return restored;
  }
  for (const file of files.sort()) {
    // A write cut short (the process was killed between writing and renaming): never a snapshot.
    if (file.endsWith(TEMPORARY_SUFFIX)) {
      rmSync(path.join(directory, file), { force: true });
      continue;
    }
    if (!file.endsWith(".json")) continue;
    const value = readOne(state, file);
    if (value) restored.set(keyOfFile(file), value);
  }
  if (restored.size > 0) {
    const oldest = Math.min(...[...restored.values()].map(({ savedAt }) => savedAt));
    log("info", "content_snapshot_read", { directory, keys: restored.size, oldest: new Date(oldest).toISOString() });
  }
  return restored;
}

/** One file's value when it is a valid snapshot of this source; else logged (why it is left out) and undefined. */
function readOne(state: StoreState, file: string): RestoredValue | undefined {
  const ignore = (reason: string) => log("warn", "content_snapshot_ignored", { file: path.join(state.directory, file), reason });
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.join(state.directory, file), "utf8"));
  } catch (error) {
    ignore(error instanceof SyntaxError ? "not valid JSON" : errorMessage(error));
    return undefined;
  }
  const envelope = FileSchema.safeParse(parsed);
  if (!envelope.success) return void ignore(`not a snapshot of format ${SNAPSHOT_FORMAT}`);
  const { source, key, savedAt, value } = envelope.data;
  if (source !== state.sourceKey) return void ignore("kept for another content source");
  if (key !== keyOfFile(file)) return void ignore(`holds ${key.slice(0, 40)}, not what its name says`);
  const schema = valueSchema(key);
  if (!schema) return void ignore("not a collection of the site");
  const checked = schema.safeParse(value);
  if (!checked.success) {
    const where = checked.error.issues
      .slice(0, 3)
      .map((issue) => issue.path.join(".") || "(value)")
      .join(", ");
    return void ignore(`does not match the collection's schema (${where})`);
  }
  state.onDisk.set(key, JSON.stringify(checked.data));
  return { value: checked.data, savedAt: Date.parse(savedAt) };
}

/** Writes one key's file: a temporary file, flushed, renamed over the old one. A failure is logged, never thrown. */
async function write(state: StoreState, key: string, valueText: string): Promise<void> {
  const { directory } = state;
  const file = path.join(directory, snapshotFileName(key));
  const temporary = `${file}.${process.pid}.${++state.sequence}${TEMPORARY_SUFFIX}`;
  const text = `{"format":${SNAPSHOT_FORMAT},"source":${JSON.stringify(state.sourceKey)},"key":${JSON.stringify(key)},"savedAt":"${new Date(state.now()).toISOString()}","value":${valueText}}\n`;
  try {
    await mkdir(directory, { recursive: true });
    const handle = await open(temporary, "w");
    try {
      await handle.writeFile(text);
      // On disk before the rename: after a power cut the new name never points at an empty file.
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    state.onDisk.set(key, valueText);
  } catch (error) {
    logFailureOnce(LOG_SOURCE, `could not keep ${key} in ${directory}: ${errorMessage(error)}`, { key });
    await rm(temporary, { force: true }).catch(() => undefined);
  }
}
