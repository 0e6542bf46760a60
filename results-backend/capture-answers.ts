/**
 * Captures the embedded backend's answers to every call it knows, so a change that must not alter
 * them (a refactoring of the store, a new database layout) can be checked byte for byte:
 *
 *   node results-backend/capture-answers.ts /tmp/before.jsonl.gz    # before the change
 *   node results-backend/capture-answers.ts /tmp/after.jsonl.gz     # after it
 *   node results-backend/capture-answers.ts --compare /tmp/before.jsonl.gz /tmp/after.jsonl.gz
 *
 * One gzipped JSON line per call: the call's path, language and replay moment, the status, the
 * headers and the body as the backend's HTTP handler sent it. The sample is every call of every
 * competition, round, match, team, news filter page and news item in every language, as recorded,
 * plus unknown ids (404s), and the same calls (news excepted) at `REPLAY_MOMENTS` of the replay
 * clock (RESULTS_CLOCK). Run from the project root; the database is built in a temporary DATA_DIR.
 * (Node runs this file by stripping its types, so it and everything it imports use `.ts` imports.)
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { API_PATH_PREFIX } from "#contract/api-calls.ts";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { openEmbeddedBackend } from "./embedded.ts";
import { fixedClock } from "./replay-clock.ts";

/** Moments of the replay: a World Cup final in play, a Bundesliga Saturday before and at half time, a Champions League evening. */
export const REPLAY_MOMENTS = ["2022-12-18T16:20:00Z", "2025-03-15T15:15:00Z", "2025-03-15T15:25:00Z", "2025-01-29T20:40:00Z"];

interface Captured {
  path: string;
  lng: string;
  clock: string | null;
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Handle = (request: Request) => Promise<Response>;

async function post(handle: Handle, path: string, lng: string, clock: string | null): Promise<Captured> {
  const response = await handle(
    new Request(`http://localhost${API_PATH_PREFIX}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lng }),
    }),
  );
  return { path, lng, clock, status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

async function json<T>(handle: Handle, path: string): Promise<T> {
  return JSON.parse((await post(handle, path, "de", null)).body) as T;
}

/** Every path of the sample, below API_PATH_PREFIX, found by asking the backend itself (as recorded, in German). */
export async function samplePaths(handle: Handle): Promise<{ results: string[]; news: string[] }> {
  const { competitions } = await json<{ competitions: { id: number }[] }>(handle, "/competitions");
  const results = ["/competitions", "/teams", "/competitions/999", "/competitions/999/matches", "/teams/999999"];
  for (const { id } of competitions) {
    results.push(`/competitions/${id}/table`, `/competitions/${id}/scorers`, `/competitions/${id}/matches`, `/competitions/${id}/knockout`);
    results.push(`/competitions/${id}/standings`);
    const { rounds } = await json<{ rounds: { id: number }[] }>(handle, `/competitions/${id}/matches`);
    for (const round of [...rounds, { id: rounds.length }]) {
      results.push(`/competitions/${id}/matches/round/${round.id}`, `/competitions/${id}/standings/round/${round.id}`);
      if (round.id === rounds.length) continue;
      const { data } = await json<{ data: { id: number }[] }>(handle, `/competitions/${id}/matches/round/${round.id}`);
      for (const match of data) results.push(`/competitions/${id}/matches/${match.id}/details`, `/competitions/${id}/matches/${match.id}/context`);
    }
    results.push(`/competitions/${id}/matches/999999999/details`, `/competitions/${id}/matches/999999999/context`);
  }
  const { data: teams } = await json<{ data: { id: number }[] }>(handle, "/teams");
  for (const team of teams) results.push(`/teams/${team.id}`);

  const news = ["/news/999999", "/news/filter/999/pages/0"];
  for (const filterId of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
    for (let page = 0; ; page += 1) {
      news.push(`/news/filter/${filterId}/pages/${page}`);
      const answer = await post(handle, `/news/filter/${filterId}/pages/${page}`, "de", null);
      if (answer.status !== 200) break;
      const { data } = JSON.parse(answer.body) as { data: { news: { news_id: number } }[] };
      if (data.length === 0) break;
      for (const item of data) news.push(`/news/${item.news.news_id}`);
    }
  }
  return { results, news: [...new Set(news)] };
}

async function capture(output: string): Promise<void> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), "capture-answers-"));
  const gzip = createGzip();
  const written = finished(gzip.pipe(createWriteStream(output)));
  let count = 0;
  const write = (answer: Captured) => {
    gzip.write(`${JSON.stringify(answer)}\n`);
    count += 1;
  };
  try {
    const recorded = openEmbeddedBackend(dataDir);
    const { results, news } = await samplePaths(recorded.handle);
    for (const lng of LANGUAGE_CODES) {
      for (const path of [...results, ...news]) write(await post(recorded.handle, path, lng, null));
    }
    recorded.close();
    for (const moment of REPLAY_MOMENTS) {
      const replay = openEmbeddedBackend(dataDir, { clock: fixedClock(moment) });
      for (const lng of LANGUAGE_CODES) {
        for (const path of results) write(await post(replay.handle, path, lng, moment));
      }
      replay.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  gzip.end();
  await written;
  console.log(`${count} answers captured into ${output} in ${Math.round(performance.now() - started)} ms`);
}

/** Each captured answer of a file, as its key and a digest of status, headers and body (the bodies are too large to hold). */
async function digests(file: string): Promise<{ byKey: Map<string, string>; statuses: Map<number, number>; bytes: number }> {
  const byKey = new Map<string, string>();
  const statuses = new Map<number, number>();
  let bytes = 0;
  for await (const line of createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })) {
    if (!line) continue;
    const c = JSON.parse(line) as Captured;
    byKey.set(
      `${c.clock ?? "recorded"} ${c.lng} ${c.path}`,
      createHash("sha256")
        .update(JSON.stringify([c.status, c.headers, c.body]))
        .digest("hex"),
    );
    statuses.set(c.status, (statuses.get(c.status) ?? 0) + 1);
    bytes += c.body.length;
  }
  return { byKey, statuses, bytes };
}

async function compare(beforeFile: string, afterFile: string): Promise<void> {
  const before = await digests(beforeFile);
  const after = await digests(afterFile);
  const differences: string[] = [];
  for (const [key, digest] of before.byKey) {
    const other = after.byKey.get(key);
    if (other === undefined) differences.push(`${key}: missing after`);
    else if (other !== digest) differences.push(`${key}: differs`);
  }
  for (const key of after.byKey.keys()) if (!before.byKey.has(key)) differences.push(`${key}: only after`);
  const summary = [...before.statuses].map(([status, count]) => `${count} × ${status}`).join(", ");
  if (differences.length > 0) {
    console.error(`${differences.length} of ${before.byKey.size} answers differ:\n${differences.slice(0, 40).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log(`${before.byKey.size} answers byte-identical (${summary}; ${before.bytes} characters of bodies)`);
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  if (args[0] === "--compare" && args.length === 3) await compare(args[1]!, args[2]!);
  else if (args.length === 1) await capture(args[0]!);
  else {
    console.error("usage: node results-backend/capture-answers.ts <output.jsonl.gz> | --compare <before> <after>");
    process.exitCode = 2;
  }
}
