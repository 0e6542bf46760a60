import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Plugin } from "vite";
import { MIN_COMPRESSED_BYTES } from "./compression.ts";

/**
 * Brotli and gzip copies of the client build's files, made once by the build (`precompressedFiles`,
 * vite.config.ts) and served by sirv as they are (server/static-files.ts, `servedFrom`): a file is compressed
 * once per build instead of once per request (docs/decisions/0705-compress-once-and-server-timing.md).
 * Written next to the file (`entry.client-C.js.br`, `.gz`) when smaller than it.
 *
 * Brotli at its best quality (11) and gzip at level 9: the time is spent once, the bytes saved on every
 * first visit. Measured on this build's 36 scripts and stylesheets (608 KB): 155 KB with brotli 11, 168 KB
 * with quality 5, 178 KB with quality 4 (what the `compression` middleware made of them per request).
 */
const COMPRESSED_FILE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } };
const GZIP_OPTIONS = { level: zlib.Z_BEST_COMPRESSION };
/** Files compressed at once: libuv's thread pool has four threads. */
const AT_ONCE = 4;

const brotli = promisify(brotliCompress);
const deflate = promisify(gzip);

export interface PrecompressedReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes the compressed copies of every file under `directory` worth compressing; says what it did. */
export async function precompressFiles(directory: string): Promise<PrecompressedReport> {
  const names = (await readdir(directory, { recursive: true })).filter((name) => COMPRESSED_FILE.test(name));
  const report: PrecompressedReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  async function worker() {
    while (next < names.length) {
      const file = path.join(directory, names[next++]!);
      const body = await readFile(file);
      if (body.byteLength < MIN_COMPRESSED_BYTES) continue;
      const [br, gz] = await Promise.all([brotli(body, BROTLI_OPTIONS), deflate(body, GZIP_OPTIONS)]);
      report.files++;
      report.bytes += body.byteLength;
      report.brotliBytes += Math.min(br.byteLength, body.byteLength);
      report.gzipBytes += Math.min(gz.byteLength, body.byteLength);
      if (br.byteLength < body.byteLength) await writeFile(`${file}.br`, br);
      if (gz.byteLength < body.byteLength) await writeFile(`${file}.gz`, gz);
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return report;
}

/** The build step: once every environment is built, the client directory's files get their copies. */
export function precompressedFiles(): Plugin {
  return {
    name: "matchpuls-precompressed-files",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        const directory = path.resolve(client.config.root, client.config.build.outDir);
        const started = performance.now();
        const { files, bytes, brotliBytes, gzipBytes } = await precompressFiles(directory);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
        client.logger.info(
          `precompressed ${files} files (${kb(bytes)}): brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}, in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
