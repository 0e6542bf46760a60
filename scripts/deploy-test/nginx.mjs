// nginx for the deployment test: installed when missing (Debian's package), the shipped deploy/nginx/matchpuls.conf
// rendered with the test's ports and paths (nothing else changes: the test runs what is shipped), and run in the
// foreground under a temporary prefix with its own pid file, logs and temporary paths.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CACHE_KEY_FILE } from "./cache-key-maps.ts";

/** The shipped release file (deploy/nginx/release.conf), and its line that names the release. */
const SHIPPED_RELEASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../deploy/nginx/release.conf");
const RELEASE_LINE = /default "[^"]*";/g;

/** The shipped release file naming `name`, as deploy/README.md's rolling deploy writes it (`sed` on that line). */
function releaseConfig(name) {
  const shipped = readFileSync(SHIPPED_RELEASE, "utf8");
  const lines = shipped.match(RELEASE_LINE)?.length ?? 0;
  if (lines !== 1) throw new Error(`deploy/nginx/release.conf: expected one line ${RELEASE_LINE}, found ${lines}`);
  return shipped.replace(RELEASE_LINE, `default "${name}";`);
}

/** The nginx binary, or undefined. */
function findNginx() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"]) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** nginx's path: found, or installed with apt-get when this runs as root; otherwise an error that says what to do. */
export function ensureNginx(log) {
  const present = findNginx();
  if (present) return present;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root) {
    throw new Error("nginx is not installed and this is not root: install it (sudo apt-get install nginx) and run npm run test:deploy again");
  }
  log("nginx is missing: apt-get install -y nginx");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  let install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { env, encoding: "utf8" });
  if (install.status !== 0) {
    // A fresh machine may not have the package lists yet.
    spawnSync("apt-get", ["update"], { env, stdio: "ignore" });
    install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { env, encoding: "utf8" });
  }
  const installed = findNginx();
  if (install.status !== 0 || !installed) {
    throw new Error(`nginx could not be installed (apt-get install nginx): ${(install.stderr || install.error?.message || "").trim().slice(-500)}`);
  }
  return installed;
}

/**
 * The shipped configuration with the test's addresses and paths: `listen` the two listen addresses (IPv4, IPv6 in
 * the shipped file), `upstreams` the two instances (`127.0.0.1:4751`, or `unix:/…` sockets), the included files
 * where the checkout (or the test) has them. Each replaced text must occur exactly as often as expected: a changed
 * configuration fails here, loudly, instead of being tested half-rendered.
 */
export function renderConfig(shipped, { listen, upstreams, cacheDir, contactMap, cacheKeyMaps = CACHE_KEY_FILE, release, accessLog }) {
  const replacements = [
    ["server 127.0.0.1:3001 ", `server ${upstreams[0]} `],
    ["server 127.0.0.1:3002 ", `server ${upstreams[1]} `],
    // Each instance's own upstream, for Cockpit's webhook.
    ["server 127.0.0.1:3001;", `server ${upstreams[0]};`],
    ["server 127.0.0.1:3002;", `server ${upstreams[1]};`],
    ["listen 80;", `listen ${listen[0]};`],
    ["listen [::]:80;", `listen ${listen[1]};`],
    ["/var/cache/nginx/matchpuls", cacheDir],
    ["/etc/nginx/matchpuls/contact-posts.map", contactMap],
    ["/etc/nginx/matchpuls/cache-key.conf", cacheKeyMaps],
    ["/etc/nginx/matchpuls/release.conf", release],
    ["/var/log/nginx/matchpuls.access.log", accessLog],
  ];
  let rendered = shipped;
  for (const [from, to] of replacements) {
    const count = rendered.split(from).length - 1;
    if (count !== 1) throw new Error(`deploy/nginx/matchpuls.conf: expected "${from}" once, found it ${count} times`);
    rendered = rendered.replace(from, to);
  }
  return rendered;
}

/**
 * The test's stand-in for /etc/nginx/nginx.conf: one worker, everything under `prefix`, the shipped file included,
 * then `extraConfig` (server blocks of the test's own, in the same http block: they see the shipped maps).
 */
function mainConfig(prefix, siteConfig, extraConfig) {
  const at = (name) => path.join(prefix, name);
  return `# Written by scripts/deploy-test/nginx.mjs for one test run.
daemon off;
worker_processes 1;
pid ${at("nginx.pid")};
error_log ${at("error.log")} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path ${at("tmp/client_body")};
    proxy_temp_path ${at("tmp/proxy")};
    fastcgi_temp_path ${at("tmp/fastcgi")};
    uwsgi_temp_path ${at("tmp/uwsgi")};
    scgi_temp_path ${at("tmp/scgi")};
    access_log off;
    include ${siteConfig};
${extraConfig}
}
`;
}

/**
 * Renders the configuration under `prefix`, checks it with `nginx -t`, starts nginx in the foreground and resolves
 * once `ready()` does (it throws until nginx answers).
 */
export async function startNginx({ binary, prefix, shippedConfig, listen, upstreams, contactMap, extraConfig = "", ready }) {
  mkdirSync(path.join(prefix, "tmp"), { recursive: true });
  const siteConfig = path.join(prefix, "matchpuls.conf");
  const release = path.join(prefix, "release.conf");
  writeFileSync(release, releaseConfig("first"));
  const rendered = renderConfig(readFileSync(shippedConfig, "utf8"), {
    listen,
    upstreams,
    cacheDir: path.join(prefix, "cache"),
    contactMap,
    release,
    accessLog: path.join(prefix, "access.log"),
  });
  writeFileSync(siteConfig, rendered);
  const main = path.join(prefix, "nginx.conf");
  writeFileSync(main, mainConfig(prefix, siteConfig, extraConfig));
  const args = ["-p", `${prefix}/`, "-c", main, "-e", path.join(prefix, "error.log")];
  const check = spawnSync(binary, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);

  const child = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${stderr}${readLog(prefix)}`);
    try {
      await ready();
      break;
    } catch {}
    if (Date.now() - started > 10_000) throw new Error(`nginx did not answer on ${listen[0]} within 10 s:\n${readLog(prefix)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid,
    errorLog: () => readLog(prefix),
    /**
     * The last step of a rolling deploy (deploy/README.md): the release file names `name`, and nginx reloads its
     * configuration. Resolves once a worker of the new configuration runs and the old ones are finishing (they
     * serve their open live streams to the end).
     */
    async setRelease(name) {
      writeFileSync(release, releaseConfig(name));
      const test = spawnSync(binary, [...args, "-t"], { encoding: "utf8" });
      if (test.status !== 0) throw new Error(`nginx -t refused the release file:\n${test.stderr}`);
      const before = new Set(workerPids(child));
      child.kill("SIGHUP");
      const reloaded = Date.now();
      // Done once a new worker runs and every old one has been told to finish: from then on the old workers accept
      // no connection and have closed their idle keep-alive ones, so a new request meets the new configuration.
      const oldOnesFinishing = () => workerTitles(child).every(({ pid, title }) => !before.has(pid) || title.includes("shutting down"));
      while (!workerPids(child).some((pid) => !before.has(pid)) || !oldOnesFinishing()) {
        if (Date.now() - reloaded > 10_000) throw new Error("nginx did not hand over to workers of the new configuration within 10 s");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Fast shutdown (SIGTERM: the master ends its workers), SIGKILL for master and workers after 5 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => killWithWorkers(child), 5_000);
      await exited;
      clearTimeout(timer);
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) killWithWorkers(child);
    },
  };
}

/** The process ids of a master's workers. */
function workerPids(master) {
  const workers = spawnSync("ps", ["-o", "pid=", "--ppid", String(master.pid)], { encoding: "utf8" });
  return (workers.stdout ?? "").split(/\s+/).filter(Boolean).map(Number);
}

/** A master's workers with their process titles ("nginx: worker process is shutting down" once told to finish). */
function workerTitles(master) {
  const workers = spawnSync("ps", ["-o", "pid=,args=", "--ppid", String(master.pid)], { encoding: "utf8" });
  return (workers.stdout ?? "")
    .split("\n")
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, pid, title]) => ({ pid: Number(pid), title }));
}

/** SIGKILL to the master and, by their parent id, its workers (they outlive a killed master otherwise). */
function killWithWorkers(master) {
  for (const pid of workerPids(master)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
  master.kill("SIGKILL");
}

function readLog(prefix) {
  try {
    return readFileSync(path.join(prefix, "error.log"), "utf8");
  } catch {
    return "";
  }
}
