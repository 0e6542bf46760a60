// The rules of deploy/nginx/matchpuls.conf that the built site cannot show, checked on the shipped file itself in a
// second, short-lived nginx: its two "instances" are server blocks of that same nginx on Unix sockets, scripted to
// answer as an old and a new build do during a rolling deploy, and to echo the request they got; a probe server
// answers the keys the shipped rate limits count by, for addresses set with the realip module. No ports: every
// socket is a file under the test's directory.
//
// - A file only the new build has, hashed (`/assets/…`, `/i18n/…`) or public (`/flags/…`, every top-level entry of
//   public/), is fetched from the other instance when one answers 404, and a 404 of those paths is never stored, even
//   when an instance marks it cacheable.
// - The cache key: the canonical host (not the client's Host), the path as sent, and only the query parameters
//   the instances key on (generated into cache-key.conf from app/http/page-query.server.ts), by their exact names;
//   the route manifest's `paths` and `version` on its path.
// - The rate limits' key: an IPv4 address whole, an IPv6 address by its /64.
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { keyedEverywhere, MANIFEST_PARAMS } from "./cache-key-maps.ts";
import { startNginx } from "./nginx.mjs";
import { publicDirectories } from "./public-files.ts";

/** An answer of nginx on a Unix socket: status, headers, and the body's bytes. */
export function requestOverSocket(socketPath, pagePath, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ socketPath, path: pagePath, method, headers: { host: "www.matchpuls.example", ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode, headers: res.headers, body, text: body.toString("utf8"), cache: res.headers["x-cache-status"] ?? "" });
      });
      res.on("error", reject);
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`${pagePath}: no answer within 5 s`)));
    req.on("error", reject);
    req.end();
  });
}

/** The variable a `limit_req_zone`/`limit_conn_zone` line of the shipped file keys its zone on. */
function zoneKey(shipped, directive, zone) {
  return shipped.match(new RegExp(`^\\s*${directive}\\s+(\\$\\w+)\\s+zone=${zone}:`, "m"))?.[1];
}

/**
 * The test's own server blocks: the two scripted instances (every answer, 404s included, cacheable for a minute, as
 * the site marked its 404s before), and the probe, which answers the rate limits' keys for the address in
 * `X-Probe-Address`.
 */
function scriptedServers(socket, { contactKey, liveKey }) {
  const instance = (name, missing) => `
    server {
        listen unix:${socket(name)};
        access_log ${socket(name)}.log rules_upstream;
        default_type text/plain;
        add_header Cache-Control "public, max-age=0, s-maxage=60" always;
        location / { return 200 "${name} $request_uri\\n"; }
        location ~ ^/missing- { return 404 "${name}: no such page\\n"; }
        location ~ ^/(assets|i18n|${publicDirectories().join("|")})/(${missing})- { return 404 "${name}: not in this build\\n"; }
    }`;
  return `
    log_format rules_upstream '$request_uri $status';
    ${instance("old", "next|gone")}
    ${instance("new", "gone")}
    server {
        listen unix:${socket("probe")};
        access_log off;
        set_real_ip_from unix:;
        real_ip_header X-Probe-Address;
        location = /live { return 200 "${liveKey ?? ""}"; }
        location / { return 200 "${contactKey ?? ""}"; }
    }`;
}

/** Runs the rules against the shipped file; every outcome goes to `check(name, ok, detail)`. */
export async function checkNginxRules({ binary, prefix, shippedConfig, contactMap, check }) {
  const socket = (name) => path.join(prefix, `${name}.sock`);
  const shipped = readFileSync(shippedConfig, "utf8");
  const contactKey = zoneKey(shipped, "limit_req_zone", "matchpuls_contact");
  const liveKey = zoneKey(shipped, "limit_conn_zone", "matchpuls_live");
  const front = socket("front");
  const nginx = await startNginx({
    binary,
    prefix,
    shippedConfig,
    listen: [`unix:${front}`, `unix:${socket("front-v6")}`],
    upstreams: [`unix:${socket("old")}`, `unix:${socket("new")}`],
    contactMap,
    extraConfig: scriptedServers(socket, { contactKey, liveKey }),
    ready: () => requestOverSocket(socket("probe"), "/"),
  });
  try {
    await checkClientKeys({ probe: socket("probe"), contactKey, liveKey, check });
    await checkHashedFiles({ front, upstreamLog: (name) => readFileSync(`${socket(name)}.log`, "utf8"), check });
    await checkPublicFiles({ front, check });
    await checkCacheKey({ front, check });
  } finally {
    await nginx.stop();
  }
}

/** Addresses and the key the rate limits must count them by (hex): IPv4 whole, IPv6 by its first 64 bits. */
const CLIENT_KEYS = [
  ["203.0.113.7", "cb007107"],
  ["203.0.113.8", "cb007108"],
  ["2001:db8:1:2:aaaa::1", "20010db800010002"],
  ["2001:db8:1:2:ffff:ffff:ffff:ffff", "20010db800010002"],
  ["2001:db8:1:3::1", "20010db800010003"],
  ["::ffff:203.0.113.7", "cb007107"],
];

async function checkClientKeys({ probe, contactKey, liveKey, check }) {
  const seen = [];
  for (const [address, expected] of CLIENT_KEYS) {
    const contact = await requestOverSocket(probe, "/en/contact", { method: "POST", headers: { "x-probe-address": address } });
    const contactData = await requestOverSocket(probe, "/Kontakt.data", { method: "POST", headers: { "x-probe-address": address } });
    const live = await requestOverSocket(probe, "/live", { headers: { "x-probe-address": address } });
    seen.push({ address, expected, contact: contact.body.toString("hex"), contactData: contactData.body.toString("hex"), live: live.body.toString("hex") });
  }
  const page = await requestOverSocket(probe, "/kontakt", { headers: { "x-probe-address": CLIENT_KEYS[0][0] } });
  check(
    "nginx's contact rate limit counts an IPv4 address whole and an IPv6 address by its /64 (the limit_req_zone key, for contact posts only)",
    contactKey !== undefined && seen.every((s) => s.contact === s.expected && s.contactData === s.expected) && page.body.length === 0,
    `key ${contactKey}; ${seen.map((s) => `${s.address} → ${s.contact}`).join(", ")}; GET /kontakt → "${page.body.toString("hex")}"`,
  );
  check(
    "nginx's /live connection limit counts an IPv4 address whole and an IPv6 address by its /64 (the limit_conn_zone key)",
    liveKey !== undefined && seen.every((s) => s.live === s.expected),
    liveKey === undefined
      ? "no limit_conn_zone … zone=matchpuls_live in the shipped file"
      : `key ${liveKey}; ${seen.map((s) => `${s.address} → ${s.live}`).join(", ")}`,
  );
}

/**
 * A rolling deploy's hashed files: what only the new build has is fetched from the new instance whichever instance
 * nginx asks first; what neither has stays a 404 that is asked again every time; pages' 404s stay cacheable.
 */
async function checkHashedFiles({ front, upstreamLog, check }) {
  const next = ["/assets/next-a1.js", "/assets/next-b2.css", "/assets/next-c3.js", "/i18n/next-de.json", "/i18n/next-en.json"];
  const first = [];
  for (const file of next) first.push(await requestOverSocket(front, file));
  const again = await Promise.all(next.map((file) => requestOverSocket(front, file)));
  const askedOld = upstreamLog("old")
    .split("\n")
    .filter((line) => line.includes("/next-") && line.endsWith(" 404")).length;
  check(
    "a new build's file that the old instance answers 404 is fetched from the other instance (200), then cached",
    first.every((answer) => answer.status === 200 && answer.text.startsWith("new ")) && askedOld > 0 && again.every((answer) => answer.cache === "HIT"),
    `${first.map((answer, i) => `${next[i]} ${answer.status} ${answer.cache}`).join(", ")}; the old instance answered 404 ${askedOld} times; again: ${again.map((answer) => answer.cache).join(" ")}`,
  );

  const gone = [];
  for (const file of ["/assets/gone-x.js", "/assets/gone-x.js", "/i18n/gone-de.json", "/i18n/gone-de.json"]) gone.push(await requestOverSocket(front, file));
  check(
    "a hashed file no instance has is 404 and never stored, though the instances marked their 404 cacheable",
    gone.every((answer) => answer.status === 404 && answer.cache !== "HIT" && answer.cache !== "STALE"),
    gone.map((answer) => `${answer.status} ${answer.cache}`).join(", "),
  );

  const page = [await requestOverSocket(front, "/missing-page"), await requestOverSocket(front, "/missing-page")];
  check(
    "a page's 404 marked cacheable is still stored (floods of made-up page URLs stay cheap)",
    page[0].status === 404 && page[1].status === 404 && page[1].cache === "HIT",
    page.map((answer) => `${answer.status} ${answer.cache}`).join(", "),
  );
}

/**
 * A rolling deploy's public files: one only the new build has, under each top-level directory of public/, comes from
 * the new instance whichever instance nginx asks first (the old one answers the not-found page, marked cacheable);
 * one neither has stays a 404 asked again every time.
 */
async function checkPublicFiles({ front, check }) {
  const next = publicDirectories().map((directory) => `/${directory}/next-file.png`);
  const first = [];
  for (const file of next) first.push(await requestOverSocket(front, file));
  const gone = [];
  for (const file of ["/flags/gone-file.png", "/flags/gone-file.png"]) gone.push(await requestOverSocket(front, file));
  check(
    "a public file only the new build has (every top-level directory of public/) is fetched from the other instance; one no instance has is 404 and never stored",
    first.every((answer) => answer.status === 200 && answer.text.startsWith("new ")) &&
      gone.every((answer) => answer.status === 404 && answer.cache !== "HIT" && answer.cache !== "STALE"),
    `${first.map((answer, i) => `${next[i]} ${answer.status} ${answer.text.split(" ")[0]}`).join(", ")}; ${gone.map((answer) => `/flags/gone-file.png ${answer.status} ${answer.cache}`).join(", ")}`,
  );
}

/**
 * Pairs of requests: the second must be answered from the first one's entry (`same`), or not from the cache and with
 * its own answer. The key's fixed parts (host, path as sent, parameters nobody reads), then for every parameter the
 * instances key on (cache-key-maps.ts, from app/http/page-query.server.ts) its value, its name's exact spelling and
 * escapes, and the route manifest's parameters, on its path and elsewhere.
 */
export function cacheKeyCases() {
  const keyed = keyedEverywhere();
  const cases = [
    { first: ["/k-host", { host: "evil.example" }], second: ["/k-host"], same: true, why: "the Host a client sends" },
    { first: ["/k-unread?utm_source=a&w=1"], second: ["/k-unread?utm_source=b"], same: true, why: "parameters no page reads" },
    { first: ["//k-slashes"], second: ["/k-slashes"], same: false, why: "a path nginx would normalize (merged slashes)" },
    { first: ["/%6B-escaped"], second: ["/k-escaped"], same: false, why: "a path nginx would normalize (an escaped letter)" },
    {
      first: [`/k-all?${keyed[0]}=1`],
      second: [`/k-all?${keyed.map((name) => `${name}=1`).join("&")}`],
      same: false,
      why: "more parameters the instances key on",
    },
  ];
  for (const name of keyed) {
    const at = `/k-${name}`;
    const escaped = `%${name.charCodeAt(0).toString(16).toUpperCase()}${name.slice(1)}`;
    cases.push(
      { first: [`${at}-among?${name}=a&utm_source=x`], second: [`${at}-among?utm_source=y&${name}=a`], same: true, why: `${name} among others` },
      { first: [`${at}-value?${name}=a`], second: [`${at}-value?${name}=b`], same: false, why: `another value of ${name}` },
      { first: [`${at}-empty?${name}=`], second: [`${at}-empty`], same: false, why: `${name} empty` },
      { first: [`${at}-escape?${escaped}=a`], second: [`${at}-escape`], same: false, why: `${name} with an escape (the site decodes it)` },
      { first: [`${at}-escape-twice?${escaped}=a`], second: [`${at}-escape-twice?${escaped}=a`], same: false, why: `${name} with an escape is never stored` },
    );
    if (name.toUpperCase() !== name) {
      cases.push({
        first: [`${at}-case?${name.toUpperCase()}=a`],
        second: [`${at}-case?${name}=a`],
        same: false,
        why: `${name} in another case (the site reads ${name} only)`,
      });
    }
  }
  const [paths, version] = MANIFEST_PARAMS;
  cases.push(
    {
      first: [`/__manifest?${paths}=%2Fa&${version}=1`],
      second: [`/__manifest?${paths}=%2Fb&${version}=1`],
      same: false,
      why: `the route manifest's ${paths}`,
    },
    {
      first: [`/__manifest?${paths}=%2Fc&${version}=1`],
      second: [`/__manifest?${paths}=%2Fc&${version}=2`],
      same: false,
      why: `the route manifest's ${version}`,
    },
    {
      first: [`/__manifest?${paths}=%2Fd&${version}=1&utm_source=x`],
      second: [`/__manifest?${version}=1&${paths}=%2Fd`],
      same: true,
      why: "the route manifest's parameters among others",
    },
    {
      first: [`/k-manifest?${paths}=%2Fa&${version}=1`],
      second: [`/k-manifest?${paths}=%2Fb&${version}=2`],
      same: true,
      why: "the route manifest's parameters on another path",
    },
  );
  return cases;
}

async function checkCacheKey({ front, check }) {
  const wrong = [];
  const cases = cacheKeyCases();
  for (const { first, second, same, why } of cases) {
    await requestOverSocket(front, first[0], { headers: first[1] ?? {} });
    const answer = await requestOverSocket(front, second[0]);
    const fromFirst = answer.cache === "HIT" && answer.text.endsWith(` ${first[0]}\n`);
    const ownEntry = answer.cache !== "HIT" && answer.text.endsWith(` ${second[0]}\n`);
    if (same ? !fromFirst : !ownEntry) wrong.push(`${why}: ${first[0]} then ${second[0]} → ${answer.cache} "${answer.text.trim()}"`);
  }
  check(
    `nginx's cache key is the canonical host, the path as sent and only the parameters the instances key on (${keyedEverywhere().join(", ")}; ${MANIFEST_PARAMS.join(" and ")} on the route manifest), by exact name`,
    wrong.length === 0,
    wrong.length ? wrong.join("; ") : `${cases.length} pairs of requests shared an entry or not as they must`,
  );
}
