// Over 400 lines: the scenario in the order it runs (setup, the rules, two instances behind nginx, the traffic,
// the rolling deploy, the checks), each phase's work in a module of its own beside it.
// `npm run test:deploy`: the production deployment as deploy/ ships it, tested on this machine. First the rules of
// deploy/nginx/matchpuls.conf that need scripted instances (nginx-rules.mjs: retries and no stored 404 for hashed and
// public files, the cache key, the rate limits' keys), then the real thing: two instances of the built site (a copy
// of this checkout's build, as a release directory; separate DATA_DIRs and METRICS_PORTs) behind nginx running
// deploy/nginx/matchpuls.conf. A real browser (browser.mjs) first: first visits and client-side navigations in every
// language through nginx with its cache empty, a contact form post, the live stream. Then ~20 s of mixed reads through
// nginx, contact posts, a live stream, a browser that loads pages from either instance and their files through nginx,
// and the real browser navigating on; a rolling deploy of a new build in the middle (release.mjs: a second real build
// of this tree, trivially changed; SIGTERM A while it sends a contact mail, start it from the new release, then B, then
// the new release in nginx's cache key). Asserts no failed request (every file of either build's pages included), every
// navigation landing on its page, nginx's cache at work (never for /download, never a 404 of a file), the live stream
// through nginx and nginx's limit on streams per client, the rate limit on contact posts, every contact mail sent
// exactly once and marked, and both instances' metrics; then the browser again, with nginx's cache warm. Prints a
// summary and writes reports/deploy.json for scripts/test-summary.mjs.
// Expects build/ (npm run build); installs nginx with apt-get when missing and root. Ports: DEPLOY_TEST_PORT (4750) to +6.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, chmodSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { browseJourneys, describeSteps, firstLiveEvent, journeys, launchBrowser, navigateUntilStopped, pageShows, sendContactForm } from "./browser.mjs";
import { CACHE_KEY_FILE, cacheKeyMapsAreCurrent } from "./cache-key-maps.ts";
import { checkCockpitEdits } from "./cockpit.mjs";
import { contactPostMapIsCurrent, CONTACT_MAP_FILE } from "./contact-paths.mjs";
import { createInstance, sumSamples } from "./instance.mjs";
import { HOLD_MARK, startMailServer } from "./mail-server.mjs";
import { checkNginxRules } from "./nginx-rules.mjs";
import { ensureNginx, startNginx } from "./nginx.mjs";
import { assetNames, buildNextRelease, copyRunningRelease, keepOneReleaseBack } from "./release.mjs";
import {
  browseDuringDeploy,
  contactPost,
  discoverUrls,
  followLiveStream,
  openLiveStream,
  pageAssets,
  readLoad,
  request,
  requestUnderHost,
} from "./traffic.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const REPORT = path.join(ROOT, "reports/deploy.json");
const SHIPPED_CONFIG = path.join(ROOT, "deploy/nginx/matchpuls.conf");
const BASE_PORT = Number(process.env.DEPLOY_TEST_PORT ?? 4750);
const PORTS = {
  nginx: BASE_PORT,
  a: BASE_PORT + 1,
  b: BASE_PORT + 2,
  metricsA: BASE_PORT + 3,
  metricsB: BASE_PORT + 4,
  smtp: BASE_PORT + 5,
  cockpit: BASE_PORT + 6,
};
const LOAD_MS = 20_000;
const CONCURRENCY = 6;
/**
 * The whole run must end inside three minutes, cleanup included (alone on the two-core machine: about two, of which
 * the browser's passes take 25–45 s each; beside the reliability tests more); the Cockpit checks after it take up to
 * a minute more (their no-webhook case waits for a poll, every 3 s there, and may wait 60 s before it fails).
 */
const DEADLINE_MS = 180_000 + 70_000;
/** How long the mail server holds its answer to the mail sent while instance A is stopped. */
const HOLD_MS = 1_500;
/** X-Cache-Status values of an answer nginx gave from its cache. */
const FROM_CACHE = new Set(["HIT", "STALE", "UPDATING", "REVALIDATED"]);
/** The languages the browser navigates in, side by side. */
const LANGUAGES_BROWSED = ["de", "en", "it"];
/** The journey the browser makes twice with nginx's cache warm. */
const AGAIN = "results";
/** Another client for nginx: a second loopback address (the whole of 127.0.0.0/8 is local). */
const OTHER_CLIENT = "127.0.0.2";

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[deploy-test ${elapsed()}] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const checks = [];
function check(name, ok, detail = "") {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? "  ok  " : "  FAIL"}  ${name}${detail ? ` — ${detail}` : ""}`);
}

const cleanups = [];
let cleaning = Promise.resolve();
/**
 * Runs the cleanups registered so far, newest first. A second call (the watchdog's, then the run's own) waits for
 * the first to finish: otherwise the run would exit while the watchdog's cleanup still stops instances and nginx.
 */
function cleanUp() {
  cleaning = cleaning.then(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  });
  return cleaning;
}
function writeReport(error) {
  mkdirSync(path.dirname(REPORT), { recursive: true });
  const failed = checks.filter((c) => !c.ok).length + (error ? 1 : 0);
  writeFileSync(REPORT, `${JSON.stringify({ passed: checks.length - checks.filter((c) => !c.ok).length, failed, checks, error: error?.message }, null, 2)}\n`);
  return failed;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(1));
  });
}
const watchdog = setTimeout(() => {
  console.error(`the deployment test ran past ${DEADLINE_MS / 1000} s: stopping`);
  writeReport(new Error("deadline passed"));
  void cleanUp().finally(() => process.exit(1));
}, DEADLINE_MS);

rmSync(REPORT, { force: true });
let failure;
try {
  await run();
} catch (error) {
  failure = error;
  console.error(`\nthe deployment test stopped: ${error.stack ?? error}`);
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
const failed = writeReport(failure);
console.log(`\ndeployment test: ${checks.length - checks.filter((c) => !c.ok).length} checks passed, ${failed} failed (${elapsed()})`);
process.exit(failed > 0 ? 1 : 0);

async function run() {
  const nginxBinary = preflight();
  const work = mkdtempSync(path.join(tmpdir(), "matchpuls-deploy-test-"));
  // nginx's workers run as an unprivileged user when the master is root: they must reach the cache and temp paths.
  chmodSync(work, 0o755);
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const nginxOrigin = `http://127.0.0.1:${PORTS.nginx}`;

  console.log("\nrules of the shipped nginx configuration, with scripted instances:");
  await checkNginxRules({ binary: nginxBinary, prefix: path.join(work, "nginx-rules"), shippedConfig: SHIPPED_CONFIG, contactMap: CONTACT_MAP_FILE, check });
  log("nginx rules checked");
  const { running, runningAssets, next } = await prepareReleases(work);
  const { mail, instanceEnv, a, b, nginx } = await startSite({ work, running, nginxBinary, nginxOrigin });

  // While nginx's cache is still empty: a browser's first visits and client-side navigations, then what must share
  // an entry, and what must never be stored.
  console.log("\nchecks before the load:");
  const chromium = await launchBrowser();
  cleanups.push(chromium.close);
  await checkBrowsing({ browser: chromium.browser, nginxOrigin, cache: "empty" });
  await checkSiteCacheKey(nginxOrigin);
  await checkUnknownFiles({ nginxOrigin, instance: a });

  const { answers, urls, live, deploy, browser, visitor, buildOf } = await loadAndDeploy({ a, b, mail, nginx, nginxOrigin, chromium, runningAssets, next });
  await verify({ answers, urls, live, deploy, browser, a, b, mail, nginxOrigin, buildOf });
  checkVisitorDuringDeploy(visitor.state);
  await live.stop();
  // nginx's cache now holds what the load, the deploy and the first browser pass stored: pages, data requests and
  // the route manifests of other pages, of both builds.
  console.log("\nin a browser, with nginx's cache warm:");
  await checkBrowsing({ browser: chromium.browser, nginxOrigin, cache: "warm" });
  if (checks.some((c) => !c.ok)) console.log(`\nnginx error log (last lines):\n${nginx.errorLog().split("\n").slice(-15).join("\n")}`);

  // Editors' changes in a real Cockpit: both instances against it, behind a fresh nginx.
  console.log("\nedits in Cockpit:");
  await nginx.stop();
  await checkCockpitEdits({
    root: ROOT,
    work,
    port: PORTS.cockpit,
    nginxPort: PORTS.nginx,
    instances: [a, b],
    createInstance: (previous, env) =>
      createInstance({
        root: running,
        name: previous.name,
        port: previous.port,
        metricsPort: previous === a ? PORTS.metricsA : PORTS.metricsB,
        dataDir: previous.dataDir,
        env: { ...instanceEnv, ...env },
      }),
    startNginx: (prefix) => startNginx(nginxOptions({ binary: nginxBinary, prefix, nginxOrigin })),
    register: (cleanup) => cleanups.push(cleanup),
    check,
    log,
    pageShows: (origin, target, text) => pageShows(chromium.browser, origin, target, text),
  });
}

/** What must be there before anything starts: the build, nginx maps that match the code, and nginx itself (its binary). */
function preflight() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("build/ is missing: run npm run build first");
  if (!contactPostMapIsCurrent()) {
    throw new Error(`${path.relative(ROOT, CONTACT_MAP_FILE)} does not match the route table: run npm run nginx:maps`);
  }
  if (!cacheKeyMapsAreCurrent()) {
    throw new Error(`${path.relative(ROOT, CACHE_KEY_FILE)} does not match app/http/page-query.server.ts: run npm run nginx:maps`);
  }
  return ensureNginx(log);
}

/** The running release (a copy of this checkout's build) and the next one (a second build), with the kept files checked. */
async function prepareReleases(work) {
  // The running release: this checkout's build, copied, so a build made in the checkout meanwhile changes nothing.
  const running = copyRunningRelease({ root: ROOT, directory: path.join(work, "release-running") });
  const runningAssets = assetNames(running);
  const next = await buildNextRelease({ root: ROOT, running, directory: path.join(work, "release-next") });
  log(`the next release is built in ${path.relative(work, next.directory)} (${next.ms} ms); ${next.kept}`);
  await checkKeptAssets({ runningAssets, next: next.directory, third: path.join(work, "release-third") });
  return { running, runningAssets, next: next.directory };
}

/** The mail server, instances A and B of the running release, and nginx in front of them. */
async function startSite({ work, running, nginxBinary, nginxOrigin }) {
  const mail = await startMailServer({ port: PORTS.smtp, holdMs: HOLD_MS });
  cleanups.push(() => mail.close());
  const instanceEnv = {
    SITE_URL: nginxOrigin,
    TRUSTED_PROXY: "127.0.0.1",
    SMTP_URL: mail.url,
    CONTACT_TO: "team@matchpuls.example",
    CONTACT_FROM: "website@matchpuls.example",
  };
  const a = createInstance({ root: running, name: "A", port: PORTS.a, metricsPort: PORTS.metricsA, dataDir: path.join(work, "data-a"), env: instanceEnv });
  const b = createInstance({ root: running, name: "B", port: PORTS.b, metricsPort: PORTS.metricsB, dataDir: path.join(work, "data-b"), env: instanceEnv });
  for (const instance of [a, b]) cleanups.push(() => instance.kill());
  const startMs = await Promise.all([a.start(), b.start()]);
  log(`instances A (:${PORTS.a}) and B (:${PORTS.b}) listen (${startMs.join(" ms, ")} ms)`);

  const nginx = await startNginx(nginxOptions({ binary: nginxBinary, prefix: path.join(work, "nginx"), nginxOrigin }));
  cleanups.push(() => nginx.stop());
  log(`nginx listens on :${PORTS.nginx}`);
  return { mail, instanceEnv, a, b, nginx };
}

/** nginx running the shipped configuration in front of A and B, on the test's port. */
function nginxOptions({ binary, prefix, nginxOrigin }) {
  return {
    binary,
    prefix,
    shippedConfig: SHIPPED_CONFIG,
    listen: [`127.0.0.1:${PORTS.nginx}`, `[::1]:${PORTS.nginx}`],
    upstreams: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
    contactMap: CONTACT_MAP_FILE,
    ready: () => fetch(`${nginxOrigin}/healthz`, { signal: AbortSignal.timeout(1_000) }),
  };
}

/**
 * The load: mixed reads, contact posts, a live stream, a browser fetching pages and their files, and a visitor
 * navigating in a real browser, with the rolling deploy in the middle and nginx's release switched at its end.
 */
async function loadAndDeploy({ a, b, mail, nginx, nginxOrigin, chromium, runningAssets, next }) {
  const urls = await discoverUrls(nginxOrigin);
  log(
    `mix: ${Object.entries(urls)
      .map(([kind, list]) => `${list.length} ${kind}`)
      .join(", ")}`,
  );

  const answers = [];
  const record = (answer) => answers.push(answer);
  const live = followLiveStream(nginxOrigin, 1);
  cleanups.push(() => live.stop());
  record(await contactPost(nginxOrigin, { siteUrl: nginxOrigin, language: "de", text: "Hallo! Eine Frage zur App, bitte melde dich." }));
  record(await contactPost(nginxOrigin, { siteUrl: nginxOrigin, language: "it", text: "Ciao! Una domanda sull'app, grazie." }));

  let loadEnds = Date.now() + LOAD_MS;
  const load = readLoad(nginxOrigin, urls, { concurrency: CONCURRENCY, until: () => Date.now() >= loadEnds, record });
  // A page is of the next build when it names a hashed file the running build does not have.
  const buildOf = (html) =>
    pageAssets(html).some((file) => file.startsWith("/assets/") && !runningAssets.has(file.slice("/assets/".length))) ? "next" : "running";
  const browser = browseDuringDeploy({
    nginxOrigin,
    instances: [a, b],
    pages: [urls.pages[0], urls.results[0], urls.matches[0], urls.pages[7]].filter(Boolean),
    buildOf,
    record,
  });
  cleanups.push(() => browser.stop());

  await sleep(3_000);
  // A visitor in a real browser who keeps navigating through nginx while the instances are replaced.
  const visitor = navigateUntilStopped({ browser: chromium.browser, origin: nginxOrigin, languages: ["it", "en", "de"] });
  cleanups.push(() => visitor.stop());
  const deploy = await rollingDeploy({ a, b, mail, record, nginxOrigin, next, buildOf, away: browser.state.away });
  // Some load after the last restart, so B's fresh process is seen serving too.
  loadEnds = Math.max(loadEnds, Date.now() + 3_000);
  await load;
  await browser.stop();
  // The deploy's last step: nginx's cache key names the new release, so no page of the old build is served from it.
  // After the load: a reload closes the old workers' idle keep-alive connections, and a request the test's readers
  // send on one just then fails, where a browser sends it again (the visitor navigates on meanwhile).
  await nginx.setRelease("next");
  log("nginx's cache key names the next release");
  await visitor.stop();
  log(`load done: ${answers.length} answers`);
  return { answers, urls, live, deploy, browser, visitor, buildOf };
}

/**
 * The browser through nginx: in every language (side by side) the journeys of browser.mjs, first visits then links
 * clicked, each of which must land on its page by a client-side navigation, with no answer of 400 or more. With the
 * cache empty, one language also sends the contact form, and each reads the live stream.
 */
async function checkBrowsing({ browser, nginxOrigin, cache }) {
  const empty = cache === "empty";
  const started = Date.now();
  const outcome = await browseJourneys({
    browser,
    origin: nginxOrigin,
    languages: empty ? LANGUAGES_BROWSED : [...LANGUAGES_BROWSED].reverse(),
    // Warm: the competitions' tabs once more, their route manifests stored the first time.
    again: empty ? undefined : AGAIN,
    afterJourneys: empty
      ? async (page, language) => ({
          live: await firstLiveEvent(page, 1),
          contact:
            language === "en"
              ? await sendContactForm(page, { origin: nginxOrigin, language, text: "Hello! Sent with the form in a browser, through nginx." }).catch(
                  (error) => ({ error: String(error.message).split("\n")[0] }),
                )
              : undefined,
        })
      : undefined,
  });
  log(`the browser's ${outcome.steps.length} navigations with the cache ${cache} took ${Date.now() - started} ms`);
  const visits = (journey) => (!empty && journey.name === AGAIN ? 2 : 1);
  const expected = LANGUAGES_BROWSED.flatMap(journeys).reduce((count, journey) => count + (1 + journey.steps.length) * visits(journey), 0);
  check(
    `in a browser through nginx, with its cache ${cache}: first visits and client-side navigations (competition tabs, a match, a team, the day view, a cup's scorers, a player, news, an article, FAQ, about, a job, press, contact, legal notice, the search) land on their page in ${LANGUAGES_BROWSED.join(", ")}`,
    outcome.steps.length === expected && outcome.steps.every((s) => s.ok),
    `${describeSteps(outcome.steps)}${outcome.steps.length < expected ? `; ${expected - outcome.steps.length} steps not reached` : ""}`,
  );
  const fromCache = outcome.manifests.filter((answer) => answer.status === 200 && FROM_CACHE.has(answer.cache)).length;
  check(
    `in a browser through nginx, with its cache ${cache}: no module, data request, route manifest or file answered 4xx/5xx or failed${empty ? "" : "; route manifests answered from nginx's cache"}`,
    outcome.failed.length === 0 && outcome.manifests.length > 0 && (empty || fromCache > 0),
    `${outcome.manifests.length} route manifests (${fromCache} from nginx's cache; statuses ${JSON.stringify(countBy(outcome.manifests, (answer) => answer.status))}); failed: ${outcome.failed.length}${outcome.failed.length ? ` e.g. ${outcome.failed.slice(0, 5).join("; ")}` : ""}`,
  );
  if (!empty) return;
  const live = outcome.extras.map((extra) => extra.live);
  check(
    "the live stream's first event reaches the browser's EventSource through nginx (in each language's page)",
    live.every((answer) => answer.ms !== undefined),
    live.map((answer) => answer.error ?? `${answer.ms} ms`).join(", "),
  );
  const contact = outcome.extras.find((extra) => extra.contact)?.contact;
  check(
    "a contact message sent with the form in the browser through nginx is accepted (its success notice, ?sent=1)",
    contact?.url?.endsWith("?sent=1") && contact.notice.length > 0,
    contact?.error ?? `${contact?.url}: "${contact?.notice}"`,
  );
}

/** The visitor who navigated during the rolling deploy: every step landed, nothing failed, and they went on throughout. */
function checkVisitorDuringDeploy({ steps, failed, versions }) {
  check(
    "during the rolling deploy a browser kept navigating through nginx: every navigation landed on its page, and no module, data request, route manifest or file answered 4xx/5xx or failed",
    steps.length > LANGUAGES_BROWSED.length && steps.every((s) => s.ok) && failed.length === 0,
    `${describeSteps(steps)}; documents of ${versions.size} build(s); failed: ${failed.length}${failed.length ? ` e.g. ${failed.slice(0, 5).join("; ")}` : ""}`,
  );
}

/**
 * The rolling deploy: SIGTERM A while it sends a contact mail (the mail server holds its answer), wait for the exit,
 * start A from the next release and wait until nginx sends it traffic again; with A on the next build and B on the
 * running one, a browser's view of both (`mixedBuilds`); then the same for B.
 */
async function rollingDeploy({ a, b, mail, record, nginxOrigin, next, buildOf, away }) {
  const held = await contactPost(`http://127.0.0.1:${PORTS.a}`, {
    siteUrl: nginxOrigin,
    language: "en",
    text: `Sent to A just before it stops ${HOLD_MARK}: must arrive once and be marked delivered.`,
    kind: "contact-direct",
  });
  record(held);
  await mail.heldMailArrived();
  const result = { held };
  for (const instance of [a, b]) {
    away.add(instance.name);
    log(`SIGTERM ${instance.name}`);
    const stopped = await instance.stop();
    log(`${instance.name} exited (code ${stopped.code}, signal ${stopped.signal}) after ${stopped.ms} ms`);
    result[instance.name] = { stopped };
    if (instance === a) result.heldOutbox = a.outboxMessages();
    await instance.start({ from: next });
    const back = Date.now();
    // nginx takes an instance back once its fail_timeout (5 s) has passed. Cached pages never reach an instance, so
    // an uncached read (the download redirect) goes through nginx each time, until one reaches the new process
    // (nobody else asks it anything: the browser leaves an instance alone while it is away, and the test reads
    // metrics on the metrics port).
    while (Date.now() - back < 15_000) {
      record(await request(nginxOrigin, "/download", { kind: "download" }));
      const text = await instance.metrics().catch(() => "");
      if (sumSamples(text, "matchpuls_http_requests_total") > 0) break;
      await sleep(200);
    }
    result[instance.name].backAfterMs = Date.now() - back;
    away.delete(instance.name);
    log(`${instance.name} is back and serving after ${result[instance.name].backAfterMs} ms, on the next release`);
    if (instance === a) result.mixed = await mixedBuilds({ nextInstance: a, runningInstance: b, nginxOrigin, record, buildOf });
  }
  // Both on the next release: the running release's files are still served, by the new instances themselves.
  result.previousFiles = [];
  for (const file of result.mixed.running.files.filter((f) => f.startsWith("/assets/"))) {
    for (const instance of [a, b]) result.previousFiles.push({ file, from: instance.name, ...(await request(`http://127.0.0.1:${instance.port}`, file)) });
  }
  return result;
}

/**
 * A and B run different builds: a page of each (fetched from its instance), the next build's files asked of the
 * instance that does not have them, and every file of both pages through nginx (as a browser behind it fetches them).
 */
async function mixedBuilds({ nextInstance, runningInstance, nginxOrigin, record, buildOf }) {
  const pageOf = async (instance) => {
    const html = await (await fetch(`http://127.0.0.1:${instance.port}/`, { signal: AbortSignal.timeout(10_000) })).text();
    return { build: buildOf(html), files: pageAssets(html) };
  };
  const [nextPage, runningPage] = [await pageOf(nextInstance), await pageOf(runningInstance)];
  const nextOnly = nextPage.files.filter((file) => !runningPage.files.includes(file));
  const askedOfRunning = [];
  for (const file of nextOnly) askedOfRunning.push(await request(`http://127.0.0.1:${runningInstance.port}`, file));
  const throughNginx = [];
  for (const page of [nextPage, runningPage]) {
    for (const file of page.files) {
      const answer = { ...(await request(nginxOrigin, file, { kind: "browser-asset" })), build: page.build, from: "mixed" };
      record(answer);
      throughNginx.push(answer);
    }
  }
  log(`mixed builds: ${nextOnly.length} files only the next build has, ${throughNginx.length} files fetched through nginx`);
  return { next: nextPage, running: runningPage, nextOnly, askedOfRunning, throughNginx };
}

/** The checks after the load and the rolling deploy, in the order they are printed. */
async function verify({ answers, urls, live, deploy, browser, a, b, mail, nginxOrigin, buildOf }) {
  console.log("\nchecks:");
  const throughNginx = answers.filter((answer) => answer.kind !== "contact-direct");
  checkAnswersAndShutdowns({ throughNginx, deploy, mail });
  await checkMixedBuilds({ throughNginx, deploy, browser, nginxOrigin, buildOf });
  await checkNginxCache({ throughNginx, urls, nginxOrigin });
  await checkNginxOwnAnswers({ throughNginx, nginxOrigin });
  await checkInstances({ live, a, b, mail });
  await checkLiveStreamLimit({ nginxOrigin, live });
  printSummary({ throughNginx, deploy });
}

/** A contact post nginx may answer 429 (its rate limit). */
function isContact(answer) {
  return answer.kind === "contact";
}

/** No failed answer through nginx; both instances stopped cleanly; the mail under way at SIGTERM sent once and marked. */
function checkAnswersAndShutdowns({ throughNginx, deploy, mail }) {
  const failedAnswers = throughNginx.filter((answer) => !(answer.status >= 200 && answer.status < 400) && !(answer.status === 429 && isContact(answer)));
  check(
    "every answer through nginx was 2xx/3xx (or 429 for a contact post), also during the rolling deploy",
    failedAnswers.length === 0,
    `${throughNginx.length} answers; failed: ${failedAnswers.length}${
      failedAnswers.length
        ? ` e.g. ${failedAnswers
            .slice(0, 5)
            .map((f) => `${f.method} ${f.path} → ${f.status || f.error}`)
            .join("; ")}`
        : ""
    }`,
  );

  for (const [name, instance] of Object.entries({ A: deploy.A, B: deploy.B })) {
    check(
      `instance ${name} stopped on SIGTERM with exit code 0 within 10 s`,
      instance.stopped.code === 0 && instance.stopped.ms < 10_000,
      `${instance.stopped.ms} ms`,
    );
  }
  const heldId = mail.held[0];
  const heldAtExit = (deploy.heldOutbox ?? []).find((message) => message.id === heldId);
  check(
    "the contact mail A was sending at SIGTERM was accepted once and marked delivered in A's outbox before A exited",
    deploy.held.status === 303 && mail.held.length === 1 && heldAtExit?.delivered_at != null && mail.accepted.get(heldId) === 1,
    `post ${deploy.held.status}; in A's outbox at exit: ${JSON.stringify(heldAtExit)}; accepted ${mail.accepted.get(heldId) ?? 0} time(s)`,
  );
}

/** The rolling deploy as a browser sees it: pages of either build, every file they name, through nginx. */
async function checkMixedBuilds({ throughNginx, deploy, browser, nginxOrigin, buildOf }) {
  const { mixed } = deploy;
  check(
    "the next release's pages name hashed files (assets, dictionaries) that the running release does not have",
    mixed.next.build === "next" &&
      mixed.running.build === "running" &&
      mixed.nextOnly.some((f) => f.startsWith("/assets/")) &&
      mixed.nextOnly.some((f) => f.startsWith("/i18n/")),
    `only in the next build's page: ${mixed.nextOnly.join(", ")}`,
  );
  check(
    "an instance of the running release answers the next build's files 404 with Cache-Control: no-store",
    mixed.askedOfRunning.length > 0 && mixed.askedOfRunning.every((answer) => answer.status === 404 && answer.cacheControl === "no-store"),
    mixed.askedOfRunning.map((answer) => `${answer.path} ${answer.status} "${answer.cacheControl}"`).join(", "),
  );
  const browserFiles = throughNginx.filter((answer) => answer.kind === "browser-asset");
  const missed = browserFiles.filter((answer) => answer.status !== 200);
  const byBuild = countBy(browserFiles, (answer) => answer.build);
  check(
    "during the rolling deploy a browser got every file its page names through nginx (200), for pages of both builds",
    missed.length === 0 && byBuild.next > 0 && byBuild.running > 0 && mixed.throughNginx.length > 0,
    `${browserFiles.length} files (${JSON.stringify(byBuild)}) for ${JSON.stringify(browser.state.pages)} pages and both pages while the builds were mixed; not 200: ${missed.length}${
      missed.length
        ? ` e.g. ${missed
            .slice(0, 4)
            .map((m) => `${m.path} (${m.build} page from ${m.from}) → ${m.status || m.error} ${m.cache}`)
            .join("; ")}`
        : ""
    }`,
  );
  // On a new connection, as a visitor arriving now: a keep-alive connection of an old worker of nginx may still be
  // answered with the old configuration until that worker closes it.
  deploy.afterRelease = await requestUnderHost(nginxOrigin, "/impressum", new URL(nginxOrigin).host);
  check(
    "once the release in nginx's cache key names the new build (the deploy's last step), nginx serves its pages",
    deploy.afterRelease.status === 200 && buildOf(deploy.afterRelease.text) === "next",
    `/impressum → ${deploy.afterRelease.status} ${deploy.afterRelease.cache}, a page of the ${buildOf(deploy.afterRelease.text)} build`,
  );
  const cachedMissing = throughNginx.filter((answer) => answer.status === 404 && FROM_CACHE.has(answer.cache));
  check("no 404 was answered from nginx's cache", cachedMissing.length === 0, cachedMissing.map((answer) => `${answer.path} ${answer.cache}`).join(", "));
  check(
    "after the deploy the new instances serve the previous build's hashed files too (deploy/keep-previous-assets.sh)",
    deploy.previousFiles.length > 0 && deploy.previousFiles.every((answer) => answer.status === 200),
    `${deploy.previousFiles.filter((answer) => answer.status === 200).length} of ${deploy.previousFiles.length} answered 200${deploy.previousFiles
      .filter((answer) => answer.status !== 200)
      .slice(0, 3)
      .map((answer) => `; ${answer.path} from ${answer.from} → ${answer.status}`)
      .join("")}`,
  );
}

/** nginx's cache during the load: pages read again from it, a cacheable page a HIT the second time, /download never. */
async function checkNginxCache({ throughNginx, urls, nginxOrigin }) {
  // A page read again (its first answer came earlier) is answered by nginx, whatever the load: a handful of pages
  // live for a second only (the about pages' random order), everything else for a minute or more.
  const pageGets = throughNginx.filter((answer) => ["page", "results", "match"].includes(answer.kind) && answer.status === 200);
  const seen = new Set();
  const repeats = pageGets.filter((answer) => seen.has(answer.path) || !seen.add(answer.path));
  const fromCache = repeats.filter((answer) => FROM_CACHE.has(answer.cache)).length;
  check(
    "pages read again were answered from nginx's cache during the load",
    repeats.length > 0 && fromCache >= repeats.length * 0.8,
    `${fromCache} of ${repeats.length} repeated page reads from the cache; all answers: ${JSON.stringify(countBy(throughNginx, (answer) => answer.cache || "-"))}`,
  );
  const longLived = [urls.pages.find((p) => p === "/impressum"), urls.pages.find((p) => p === "/en/faq"), urls.results[0]].filter(Boolean);
  const second = [];
  for (const pagePath of longLived) {
    await request(nginxOrigin, pagePath);
    second.push(await request(nginxOrigin, pagePath));
  }
  check(
    "a cacheable page read twice is a HIT the second time (X-Cache-Status)",
    second.every((answer) => answer.status === 200 && answer.cache === "HIT"),
    second.map((answer) => `${answer.path} ${answer.status} ${answer.cache}`).join(", "),
  );

  const downloads = throughNginx.filter((answer) => answer.kind === "download");
  const phone = await request(nginxOrigin, "/download", { headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)" } });
  const android = await request(nginxOrigin, "/download", { headers: { "user-agent": "Mozilla/5.0 (Linux; Android 15; Pixel 9)" } });
  check(
    "/download (private, no-store, varies by User-Agent) is never answered from the cache",
    downloads.length > 0 &&
      [...downloads, phone, android].every((answer) => answer.cache !== "HIT" && answer.cache !== "STALE") &&
      phone.location !== android.location,
    `${downloads.length} downloads, cache states ${JSON.stringify(countBy(downloads, (answer) => answer.cache || "-"))}; iPhone → ${phone.location}, Android → ${android.location}`,
  );
}

/** What nginx answers itself: 404 for the internal paths, 429 for contact posts past the burst, and only for those. */
async function checkNginxOwnAnswers({ throughNginx, nginxOrigin }) {
  const notProxied = await Promise.all(["/metrics", "/live/stats"].map((pagePath) => request(nginxOrigin, pagePath)));
  check(
    "/metrics and /live/stats are 404 at nginx",
    notProxied.every((answer) => answer.status === 404),
    notProxied.map((answer) => `${answer.path} ${answer.status}`).join(", "),
  );

  // The rate limit: posts beyond the burst get nginx's 429 with Retry-After (honeypot posts: nothing is stored).
  const burst = [];
  for (let i = 0; i < 9; i++)
    burst.push(await contactPost(nginxOrigin, { siteUrl: nginxOrigin, text: `Eine Nachricht von vielen, Nummer ${i}.`, honeypot: true }));
  const limited = burst.filter((answer) => answer.status === 429 && answer.retryAfter === "60");
  check(
    "contact posts beyond nginx's burst are answered 429 with Retry-After; other answers are 303",
    limited.length > 0 && burst.every((answer) => answer.status === 303 || answer.status === 429),
    burst.map((answer) => answer.status).join(" "),
  );
  const ownAnswers = [...burst.filter((answer) => answer.status === 429), ...notProxied];
  check(
    "nginx's own answers (the contact limit's 429, its 404s) carry X-Cache-Status too",
    limited.length > 0 && ownAnswers.every((answer) => answer.cache !== ""),
    ownAnswers.map((answer) => `${answer.path} ${answer.status} X-Cache-Status: ${answer.cache || "(none)"}`).join(", "),
  );
  const otherLimited = throughNginx.filter((answer) => answer.status === 429 && !isContact(answer));
  check("nothing but contact posts is rate limited", otherLimited.length === 0, `${otherLimited.length} other 429s`);
}

/** The instances after the deploy: the live stream through nginx, every contact mail sent once, the metrics moving. */
async function checkInstances({ live, a, b, mail }) {
  check(
    "the live stream works through nginx: its first event arrives, and again after its instance was restarted",
    live.state.firstEventMs.length >= 2 && live.state.firstEventMs[0] < 5_000,
    `${live.state.connections} connections, first events after ${live.state.firstEventMs.join(", ")} ms, ${live.state.events} events${live.state.errors.length ? `; errors: ${live.state.errors.slice(0, 3).join("; ")}` : ""}`,
  );

  // Every stored contact message is delivered by the instance whose DATA_DIR holds it, exactly once.
  const deadline = Date.now() + 15_000;
  let outboxes;
  for (;;) {
    outboxes = { A: a.outboxMessages(), B: b.outboxMessages() };
    const pending = [...outboxes.A, ...outboxes.B].filter((message) => message.delivered_at === null);
    if (pending.length === 0 || Date.now() > deadline) break;
    await sleep(500);
  }
  const stored = [...outboxes.A, ...outboxes.B];
  const sentOnce = stored.every((message) => message.delivered_at !== null && mail.accepted.get(message.id) === 1);
  check(
    "every contact message was delivered exactly once, by the instance that stored it, and marked",
    stored.length >= 3 && outboxes.A.length > 0 && outboxes.B.length > 0 && sentOnce && mail.accepted.size === stored.length,
    `A stored ${outboxes.A.length}, B ${outboxes.B.length}; the mail server accepted ${mail.accepted.size} distinct mails, ${[...mail.accepted.values()].reduce((s, n) => s + n, 0)} in all`,
  );

  const exposition = await Promise.all([a.metrics(), b.metrics()]);
  const served = exposition.map((text) => sumSamples(text, "matchpuls_http_requests_total"));
  check(
    "both instances' metrics endpoints moved (request counters of the restarted processes > 0)",
    served.every((count) => count > 0) &&
      exposition.every((text) => text.includes("matchpuls_page_cache_stored_bytes") && text.includes("process_cpu_user_seconds_total")),
    `A ${served[0]} requests, B ${served[1]} requests since their restart`,
  );
}

/** One line: the requests through nginx by kind, their latency, how long each instance was away. */
function printSummary({ throughNginx, deploy }) {
  const kinds = countBy(throughNginx, (answer) => answer.kind);
  const latencies = throughNginx.map((answer) => answer.ms).sort((x, y) => x - y);
  console.log(
    `\nsummary: ${throughNginx.length} requests through nginx (${Object.entries(kinds)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(
        ", ",
      )}); p50 ${latencies[Math.floor(latencies.length / 2)]?.toFixed(1)} ms, p99 ${latencies[Math.floor(latencies.length * 0.99)]?.toFixed(1)} ms; ` +
      `A back after ${deploy.A.backAfterMs} ms, B after ${deploy.B.backAfterMs} ms`,
  );
}

/** deploy/keep-previous-assets.sh: the next release keeps the running build's files, the release after it only the next build's own. */
async function checkKeptAssets({ runningAssets, next, third }) {
  const nextAssets = assetNames(next);
  const kept = await keepOneReleaseBack({ root: ROOT, next, directory: third });
  const nextOwn = new Set(kept.nextOwn);
  const carried = [...nextAssets].filter((name) => !nextOwn.has(name));
  const expectedThird = [...new Set(["third-only.js", ...kept.nextOwn])].sort();
  check(
    "keep-previous-assets.sh: a release gets every hashed file of the running build, and the one after it only the next build's own (one release back)",
    [...runningAssets].every((name) => nextAssets.has(name)) &&
      carried.length > 0 &&
      carried.every((name) => !nextOwn.has(name)) &&
      JSON.stringify(kept.third) === JSON.stringify(expectedThird) &&
      kept.sameNameKept,
    `next release: ${nextOwn.size} own files, ${carried.length} kept from the running build; the release after: ${kept.third.length} files (expected ${expectedThird.length}), its own file of a kept name ${kept.sameNameKept ? "left alone" : "overwritten"}`,
  );
}

/**
 * nginx's cache key on the real site, while the cache is empty: a page asked for under a made-up Host is the same
 * entry (and names no such host), and parameters no page reads share the entry of the page without them.
 */
async function checkSiteCacheKey(nginxOrigin) {
  const foreign = await requestUnderHost(nginxOrigin, "/impressum", "evil.example");
  const canonical = await request(nginxOrigin, "/impressum", { headers: { "accept-encoding": "identity" } });
  check(
    "a page first asked for under another Host is the same cache entry, and that host is nowhere in it",
    foreign.status === 200 && canonical.status === 200 && canonical.cache === "HIT" && !canonical.text.includes("evil.example"),
    `Host: evil.example → ${foreign.status} ${foreign.cache}; then /impressum → ${canonical.status} ${canonical.cache}`,
  );
  const junk = [];
  for (const pagePath of ["/en/faq?utm_source=one", "/en/faq?utm_source=two&fbclid=x", "/en/faq"]) junk.push(await request(nginxOrigin, pagePath));
  check(
    "query parameters no page reads do not make new cache entries",
    junk.every((answer) => answer.status === 200) && junk.slice(1).every((answer) => answer.cache === "HIT"),
    junk.map((answer) => `${answer.path} ${answer.status} ${answer.cache}`).join(", "),
  );
}

/** Hashed files no build has: 404 with no-store at an instance, and nginx asks again every time. */
async function checkUnknownFiles({ nginxOrigin, instance }) {
  const files = ["/assets/root-NeverBuilt.js", "/assets/site-NeverBuilt.css", "/i18n/de-000000000000.json"];
  const direct = await Promise.all(files.map((file) => request(`http://127.0.0.1:${instance.port}`, file)));
  check(
    "an instance answers a hashed file it does not have 404 with Cache-Control: no-store",
    direct.every((answer) => answer.status === 404 && answer.cacheControl === "no-store"),
    direct.map((answer) => `${answer.path} ${answer.status} "${answer.cacheControl}"`).join(", "),
  );
  const twice = [];
  for (const file of [...files, ...files]) twice.push(await request(nginxOrigin, file));
  check(
    "nginx never stores a 404 of a hashed file (asked twice, never a HIT)",
    twice.every((answer) => answer.status === 404 && !FROM_CACHE.has(answer.cache)),
    twice.map((answer) => `${answer.path} ${answer.status} ${answer.cache}`).join(", "),
  );
}

/**
 * nginx's limit on live streams per client: one client (another loopback address) opens as many as the shipped
 * `limit_conn` allows, and one more, which nginx refuses; meanwhile another client's streams and pages work.
 */
async function checkLiveStreamLimit({ nginxOrigin, live }) {
  const limit = Number(readFileSync(SHIPPED_CONFIG, "utf8").match(/^\s*limit_conn\s+matchpuls_live\s+(\d+);/m)?.[1]) || undefined;
  const opened = await Promise.all(Array.from({ length: limit ?? 64 }, () => openLiveStream(nginxOrigin, 1, { localAddress: OTHER_CLIENT })));
  const beyond = await openLiveStream(nginxOrigin, 1, { localAddress: OTHER_CLIENT });
  const other = await openLiveStream(nginxOrigin, 1, { localAddress: "127.0.0.1" });
  const page = await request(nginxOrigin, "/impressum");
  const eventsBefore = live.state.events;
  for (const stream of [...opened, beyond, other]) stream.close();
  check(
    "nginx refuses a client's live streams beyond its limit (429, with X-Cache-Status); another client's streams and pages still work",
    limit !== undefined &&
      opened.every((stream) => stream.status === 200) &&
      beyond.status === 429 &&
      beyond.cache !== "" &&
      other.status === 200 &&
      page.status === 200,
    `${limit === undefined ? "no `limit_conn matchpuls_live N;` in the shipped file; " : ""}${opened.filter((stream) => stream.status === 200).length} of ${opened.length} streams from ${OTHER_CLIENT} opened; one more → ${beyond.status} X-Cache-Status: ${beyond.cache || "(none)"} "${beyond.text.trim()}"; from 127.0.0.1 → ${other.status}; a page → ${page.status}; the test's first stream (127.0.0.1) had ${eventsBefore} events`,
  );
}

function countBy(items, keyOf) {
  const counts = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}
