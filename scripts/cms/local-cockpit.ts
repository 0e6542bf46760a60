/**
 * A Cockpit v1 on this machine, from the archive kept beside the repository (never copied into it):
 * unpacked into a folder, configured with the site's languages (German the default, then English and
 * Italian), installed, given an API token, and served by PHP's built-in server. Used by the
 * real-Cockpit tests (tests/support/cockpit.ts), `npm run cms` (scripts/cms/run.ts) and the
 * deployment test (scripts/deploy-test/). Needs PHP's CLI with sqlite, mbstring, gd, curl and xml
 * (scripts/cms/ensure-php.sh installs them).
 *
 * Plain TypeScript that Node runs as is (type stripping): no enums, no parameter properties.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

/** Where the archive is looked for when COCKPIT_ARCHIVE is not set: `shared/` beside the clone, or beside its parent (a worktree). */
const ARCHIVE_NAME = "shared/cockpit/cockpit-v1.tar.gz";

/** The archive's path, or undefined when it is nowhere to be found (the caller says so and skips). */
export function findCockpitArchive(root: string, env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.COCKPIT_ARCHIVE) return existsSync(env.COCKPIT_ARCHIVE) ? path.resolve(env.COCKPIT_ARCHIVE) : undefined;
  for (const up of ["..", "../.."]) {
    const candidate = path.resolve(root, up, ARCHIVE_NAME);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** What is missing to run Cockpit here (the archive or PHP with its extensions), or undefined when nothing is. */
export function cockpitUnavailable(root: string): string | undefined {
  if (!findCockpitArchive(root)) {
    return `the Cockpit archive was not found: set COCKPIT_ARCHIVE or put it at ../${ARCHIVE_NAME} (see that folder's README.md)`;
  }
  const php = spawnSync("php", ["-r", 'foreach (["pdo_sqlite","mbstring","gd","curl"] as $e) if (!extension_loaded($e)) echo $e, " ";'], { encoding: "utf8" });
  if (php.error || php.status !== 0) return "PHP's CLI is not installed: run `bash scripts/cms/ensure-php.sh` (as root)";
  if (php.stdout.trim()) return `PHP lacks the extensions ${php.stdout.trim()}: run \`bash scripts/cms/ensure-php.sh\` (as root)`;
  return undefined;
}

export interface LocalCockpitOptions {
  archive: string;
  /** The folder Cockpit is unpacked into (as `cockpit/`); kept between runs when `keep` is set. */
  directory: string;
  port: number;
  host?: string;
  /** The API (master) key to set. */
  token: string;
  /** Reuse an earlier unpacked and installed Cockpit in `directory` (npm run cms); tests start afresh. */
  keep?: boolean;
  /** PHP's built-in server runs this many worker processes (PHP_CLI_SERVER_WORKERS): a save's webhook must not wait for a read. */
  workers?: number;
  /**
   * For tests: a `config/bootstrap.php` that delays each read of a collection by the milliseconds
   * written in `storage/tmp/slow-{collection}` (`slowDown`), the way a slow Cockpit behaves.
   */
  testHooks?: boolean;
  log?: (line: string) => void;
}

export interface LocalCockpit {
  /** "http://127.0.0.1:{port}" */
  origin: string;
  /** CONTENT_API_URL for the site: origin + "/api". */
  apiUrl: string;
  token: string;
  /** Cockpit's own folder (…/cockpit). */
  root: string;
  /** Runs PHP in CLI mode with Cockpit bootstrapped (`$app` is cockpit()); returns what it printed. */
  php(code: string): string;
  /**
   * Registers (replacing any of the same name) a webhook Cockpit posts to on `events`, with `headers`
   * (e.g. the shared secret).
   */
  setWebhook(webhook: { name: string; url: string; events: string[]; headers?: Record<string, string> }): void;
  /** Removes every webhook, or only the one named `name`. */
  removeWebhooks(name?: string): void;
  /** With `testHooks`: every read of `collection` takes `ms` longer (0: as fast as it is). */
  slowDown(collection: string, ms: number): void;
  /** Whether the server process is running. */
  running(): boolean;
  /** Starts the server again after `stop({ keepFiles: true })` (same port, same data). */
  restart(): Promise<void>;
  stop(options?: { keepFiles?: boolean }): Promise<void>;
}

/** The site's languages as Cockpit's config knows them: the default (German) and the others by code. */
const CONFIG_YAML = `# Written by scripts/cms/local-cockpit.ts: the site's languages (docs/content-model.md).
app.name: Matchpuls content
languages:
  default: Deutsch
  en: English
  it: Italiano
`;

const TEST_HOOKS_PHP = `<?php
// Written by scripts/cms/local-cockpit.ts for tests: a slow Cockpit on demand.
$app->on('collections.find.before', function ($name) {
    $file = __DIR__ . '/../storage/tmp/slow-' . preg_replace('/[^A-Za-z0-9]/', '', $name);
    if (is_file($file)) usleep(((int) file_get_contents($file)) * 1000);
});
`;

/**
 * Cockpit keeps the webhooks in `storage/tmp/webhooks.cache.php`, which every request includes; a request
 * that finds it missing reads the webhooks and writes it anew, in place. Deleting it (as a change of the
 * webhooks must, or the old list goes on being used) lets the next concurrent requests write it while
 * others include the half-written file, and those answer HTTP 500: a site's first reads at start-up
 * did, under load. So the file is written whole under another name and renamed over the old one, in the
 * same CLI call that changes the webhooks: a request sees the old list or the new one, never none.
 */
const REWRITE_WEBHOOK_CACHE =
  `$cache = $app->path('#tmp:') . '/webhooks.cache.php'; $next = $cache . '.' . getmypid();` +
  `file_put_contents($next, '<?php return ' . var_export($app->storage->find('cockpit/webhooks')->toArray(), true) . ';');` +
  `rename($next, $cache);`;

export async function startLocalCockpit(options: LocalCockpitOptions): Promise<LocalCockpit> {
  const log = options.log ?? (() => {});
  const host = options.host ?? "127.0.0.1";
  const root = path.join(options.directory, "cockpit");
  unpackCockpit(options, root, log);
  const slowFile = (collection: string) => path.join(root, "storage", "tmp", `slow-${collection.replace(/[^A-Za-z0-9]/g, "")}`);
  const php = cockpitCli(root);
  const origin = `http://${host}:${options.port}`;
  const server = phpServer(options, host, root, origin);
  await server.start();
  await installCockpit(php, origin, options.token, log);

  return {
    origin,
    apiUrl: `${origin}/api`,
    token: options.token,
    root,
    php,
    setWebhook(webhook) {
      const headers = Object.entries(webhook.headers ?? {}).map(([k, v]) => ({ k, v }));
      const document = { name: webhook.name, url: webhook.url, events: webhook.events, headers, active: true, auth: { user: "", pass: "" } };
      php(
        `$app->storage->remove('cockpit/webhooks', ['name' => ${phpString(webhook.name)}]);` +
          // Cockpit's list shows when a webhook was made and changed: seconds since the epoch, as its own editor stores them.
          `$hook = json_decode(${phpString(JSON.stringify(document))}, true); $hook['_created'] = $hook['_modified'] = time(); $app->storage->insert('cockpit/webhooks', $hook);` +
          REWRITE_WEBHOOK_CACHE,
      );
    },
    removeWebhooks(name) {
      const filter = name === undefined ? "[]" : `['name' => ${phpString(name)}]`;
      php(`$app->storage->remove('cockpit/webhooks', ${filter});` + REWRITE_WEBHOOK_CACHE);
    },
    slowDown(collection, ms) {
      if (!options.testHooks) throw new Error("slowDown needs testHooks");
      if (ms > 0) writeFileSync(slowFile(collection), String(ms));
      else rmSync(slowFile(collection), { force: true });
    },
    running: server.running,
    restart: server.start,
    async stop({ keepFiles = options.keep ?? false }: { keepFiles?: boolean } = {}) {
      await server.stop();
      if (!keepFiles) rmSync(options.directory, { recursive: true, force: true });
    },
  };
}

/** Unpacks the archive into `root` (unless `keep` finds one there already) and writes the site's configuration. */
function unpackCockpit(options: LocalCockpitOptions, root: string, log: (line: string) => void): void {
  if (!options.keep || !existsSync(path.join(root, "bootstrap.php"))) {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(options.directory, { recursive: true });
    const tar = spawnSync("tar", ["xzf", options.archive, "-C", options.directory], { encoding: "utf8" });
    if (tar.status !== 0) throw new Error(`could not unpack ${options.archive}: ${tar.stderr.trim()}`);
    log(`Cockpit unpacked into ${root}`);
  }
  mkdirSync(path.join(root, "config"), { recursive: true });
  writeFileSync(path.join(root, "config", "config.yaml"), CONFIG_YAML);
  if (options.testHooks) writeFileSync(path.join(root, "config", "bootstrap.php"), TEST_HOOKS_PHP);
}

/** `LocalCockpit.php`: PHP in CLI mode with the Cockpit in `root` bootstrapped. */
function cockpitCli(root: string): (code: string) => string {
  return (code) => {
    const script = `define('COCKPIT_CLI', true); error_reporting(E_ALL & ~E_DEPRECATED & ~E_WARNING & ~E_NOTICE); require ${phpString(path.join(root, "bootstrap.php"))}; $app = cockpit();\n${code}`;
    const result = spawnSync("php", ["-r", script], { cwd: root, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`Cockpit's CLI failed: ${(result.stderr || result.stdout).trim().slice(-800)}`);
    return result.stdout;
  };
}

/** Creates the admin account on a first start, and sets the API key. */
async function installCockpit(php: (code: string) => string, origin: string, token: string, log: (line: string) => void): Promise<void> {
  // The first request to /install/ creates the admin account (admin / admin); any request creates the databases.
  if (Number(php("echo $app->storage->count('cockpit/accounts');").trim()) === 0) {
    const install = await fetch(`${origin}/install/`, { redirect: "manual" });
    const text = await install.text();
    if (install.status >= 400 || /Installation failed/i.test(text))
      throw new Error(`Cockpit's installation failed (HTTP ${install.status}): ${text.slice(0, 400)}`);
    log(`Cockpit installed at ${origin} (admin / admin)`);
  }
  // The webhook cache written now, before any request could write it beside others (REWRITE_WEBHOOK_CACHE).
  php(`$app->module('cockpit')->saveApiKeys(['master' => ${phpString(token)}, 'special' => []]);` + REWRITE_WEBHOOK_CACHE);
}

/** PHP's built-in server for the Cockpit in `root`: started (again) until it answers, stopped with its workers. */
function phpServer(options: LocalCockpitOptions, host: string, root: string, origin: string) {
  let child: ChildProcess | undefined;
  let exited = true;
  const start = async () => {
    // Otherwise the readiness check below would find the other server and take it for this one.
    if (await portAnswers(host, options.port)) throw new Error(`port ${options.port} is in use: stop what listens there, or choose another port`);
    // No opcode cache: Cockpit rewrites PHP files it then includes (the webhooks list, collection definitions),
    // and a cached copy of one written in the same second as the last would go on being used.
    child = spawn("php", ["-d", "opcache.enable=0", "-S", `${host}:${options.port}`, "-t", root], {
      cwd: root,
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: String(options.workers ?? 4) },
      stdio: ["ignore", "ignore", "pipe"],
      // Its own process group: the workers PHP forks are stopped with it.
      detached: true,
    });
    exited = false;
    const output: string[] = [];
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      output.push(chunk);
      if (output.length > 50) output.shift();
    });
    child.once("exit", () => (exited = true));
    await untilAnswering(origin, () => (exited ? output.join("").slice(-1500) : undefined));
  };
  const stop = async () => {
    if (!child || exited) return;
    const running = child;
    const done = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    // php -S with workers: the workers are its children, in the process group it leads.
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-running.pid!, signal);
      } catch {
        // already gone
      }
    };
    signalGroup("SIGTERM");
    const timer = setTimeout(() => signalGroup("SIGKILL"), 5_000);
    await done;
    clearTimeout(timer);
  };
  return { start, stop, running: () => !exited };
}

/** Waits until Cockpit answers at `origin` (at most 20 s); `exitOutput` gives the server's last output once it exited. */
async function untilAnswering(origin: string, exitOutput: () => string | undefined): Promise<void> {
  const started = Date.now();
  for (;;) {
    const output = exitOutput();
    if (output !== undefined) throw new Error(`php -S exited before listening:\n${output}`);
    const answer = await fetch(`${origin}/api/collections/listCollections`).catch(() => undefined);
    if (answer) {
      await answer.body?.cancel();
      return;
    }
    if (Date.now() - started > 20_000) throw new Error(`php -S did not answer on ${origin} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A PHP single-quoted string literal. */
export function phpString(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

/** The token kept in a Cockpit folder by `npm run cms`, so later runs print the same one. */
export function readOrCreateToken(file: string, create: () => string): string {
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept) return kept;
  }
  const token = create();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
