// What the deployment test sends through nginx: the URLs of a realistic mix (found from the route table and the
// pages themselves), concurrent readers over them, contact form posts, and a live stream that reconnects as a
// browser's EventSource does.
import { get as httpGet } from "node:http";
import { ROUTE_TABLE } from "#app/i18n/route-table.ts";
import { LANGUAGES } from "#lib/languages.ts";

const BROWSER_ACCEPT_ENCODING = "br, gzip, deflate";
const USER_AGENTS = {
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  android: "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
};

/** Every page without parameters in every language (optional parameters left out), but the download redirect. */
function tablePages() {
  return Object.entries(ROUTE_TABLE)
    .filter(([page]) => page !== "download")
    .flatMap(([, row]) => LANGUAGES.map(({ code }) => row[code].replace(/\/:[^/]+\?$/, "")))
    .filter((pagePath) => !pagePath.includes(":"))
    .map((pagePath) => pagePath || "/");
}

const hrefs = (html) => [...html.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1]);

/** The URLs of the mix, by kind. Pages are read from `origin` to find competitions, matches and assets. */
export async function discoverUrls(origin) {
  const get = async (pagePath) => (await fetch(origin + pagePath, { signal: AbortSignal.timeout(15_000) })).text();
  const pages = tablePages();
  const resultsRoots = LANGUAGES.map(({ code }) => ROUTE_TABLE.results[code].replace(/\/:[^/]+\?$/, ""));
  const results = [];
  const matches = [];
  for (const root of resultsRoots) {
    const competitions = [
      ...new Set(hrefs(await get(root)).filter((href) => href.startsWith(`${root}/`) && href.split("/").length === root.split("/").length + 1)),
    ];
    results.push(root, ...competitions.slice(0, 4));
    // Country filters come first among these links; competitions have match links, which are what is wanted.
    for (const competition of competitions) {
      if (matches.length >= 2 * (resultsRoots.indexOf(root) + 1)) break;
      const html = await get(competition);
      const depth = competition.split("/").length + 2;
      const found = hrefs(html).filter((href) => href.startsWith(`${competition}/`) && href.split("/").length === depth && /\/\d+$/.test(href));
      matches.push(...[...new Set(found)].slice(0, 2));
    }
  }
  const home = await get("/");
  const assets = [...new Set([...home.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]))].slice(0, 6);
  const data = [pages[1], pages[4], resultsRoots[1], results[1]].filter(Boolean).map((pagePath) => `${pagePath}.data`);
  return { pages, results, matches, data, static: [...assets, "/favicon.svg"], download: ["/download", "/en/download", "/it/download"] };
}

/** One request through nginx: what came back, or the error. The body is read to its end. */
export async function request(origin, pagePath, { method = "GET", headers = {}, body, kind } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(origin + pagePath, {
      method,
      headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, "user-agent": USER_AGENTS.desktop, ...headers },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return {
      kind,
      method,
      path: pagePath,
      status: response.status,
      cache: response.headers.get("x-cache-status") ?? "",
      cacheControl: response.headers.get("cache-control") ?? "",
      location: response.headers.get("location") ?? "",
      retryAfter: response.headers.get("retry-after") ?? "",
      text,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { kind, method, path: pagePath, status: 0, cache: "", error: String(error.cause?.code ?? error.message ?? error), ms: performance.now() - started };
  }
}

/**
 * A GET through nginx under another `Host` (fetch sends the URL's own, whatever the headers say): status, cache
 * state, body. Without compression, so the body reads as text; the answers vary by Accept-Encoding, so a request to
 * compare it with sends the same (`identity`).
 */
export function requestUnderHost(origin, pagePath, host) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const req = httpGet({ host: hostname, port, path: pagePath, agent: false, headers: { host, "accept-encoding": "identity" } }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ path: pagePath, status: res.statusCode, cache: res.headers["x-cache-status"] ?? "", text }));
    });
    req.setTimeout(20_000, () => req.destroy(new Error("no answer within 20 s")));
    req.on("error", (error) => resolve({ path: pagePath, status: 0, cache: "", text: "", error: String(error.message) }));
  });
}

/**
 * `concurrency` readers that go round the mix until `until()` says stop; every answer is passed to `record`.
 * Downloads go out with a phone's or a desktop's user agent in turn.
 */
export async function readLoad(origin, urls, { concurrency, until, record }) {
  const mix = [
    ...urls.pages.map((url) => ["page", url]),
    ...urls.results.map((url) => ["results", url]),
    ...urls.matches.map((url) => ["match", url]),
    ...urls.data.map((url) => ["data", url]),
    ...urls.static.map((url) => ["static", url]),
    ...urls.download.map((url) => ["download", url]),
  ];
  const agents = Object.values(USER_AGENTS);
  let next = 0;
  const reader = async (offset) => {
    while (!until()) {
      const turn = next++;
      const [kind, url] = mix[(turn + offset) % mix.length];
      const headers = kind === "download" ? { "user-agent": agents[turn % agents.length] } : {};
      record(await request(origin, url, { kind, headers }));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => reader(i * 7)));
}

/** A contact form post as a browser without JavaScript sends it; `honeypot` fills the bots' field. */
export function contactPost(origin, { siteUrl, language = "de", text, honeypot = false, kind = "contact" }) {
  const body = new URLSearchParams({
    email: "fan@example.com",
    type: "support",
    message: text,
    homepage: honeypot ? "https://spam.example" : "",
  });
  return request(origin, ROUTE_TABLE.contact[language], {
    method: "POST",
    kind,
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(siteUrl).origin },
  });
}

/**
 * A live stream that reconnects like EventSource (after 200 ms here, not the stream's 3 s): counts connections and
 * `matches` events, and when the first event of each connection arrived. `stop()` ends it.
 */
export function followLiveStream(origin, competitionId) {
  const state = { connections: 0, events: 0, firstEventMs: [], errors: [], stopped: false };
  let controller;
  const run = async () => {
    while (!state.stopped) {
      controller = new AbortController();
      const opened = performance.now();
      try {
        const response = await fetch(`${origin}/live?c=${competitionId}`, { headers: { accept: "text/event-stream" }, signal: controller.signal });
        if (response.status !== 200) throw new Error(`status ${response.status}`);
        state.connections += 1;
        let firstSeen = false;
        let buffer = "";
        for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
          buffer += chunk;
          const events = buffer.split("\n\n");
          buffer = events.pop();
          for (const event of events) {
            if (!/^event: matches$/m.test(event)) continue;
            state.events += 1;
            if (!firstSeen) state.firstEventMs.push(Math.round(performance.now() - opened));
            firstSeen = true;
          }
        }
      } catch (error) {
        if (!state.stopped) state.errors.push(String(error.message ?? error));
      }
      if (!state.stopped) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const done = run();
  return {
    state,
    async stop() {
      state.stopped = true;
      controller?.abort();
      await done;
    },
  };
}

/**
 * The hashed files a page makes a browser fetch: style sheet, module preloads, scripts, route manifest, dictionary
 * (in attributes, and in the JSON inside scripts, where quotes may be escaped).
 */
export function pageAssets(html) {
  return [...new Set([...html.matchAll(/\\?["'](\/(?:assets|i18n)\/[^"'?#\s\\]+)\\?["']/g)].map((match) => match[1]))];
}

/**
 * A browser during a rolling deploy: loads a page from one instance (whichever build that instance runs), then
 * every hashed file the page names through nginx, as a browser behind the proxy does; `instances` in turn, the
 * pages in turn, until `stop()`. An instance in `state.away` (being restarted: the test tells when nginx sends it
 * traffic again by its request counter, which these direct requests would move) is skipped, and so is a page
 * that cannot be had.
 * Every file's answer goes to `record` (kind `browser-asset`, with `build`: the page's build, as `buildOf(html)` names it).
 */
export function browseDuringDeploy({ nginxOrigin, instances, pages, buildOf, record }) {
  const state = { pages: {}, away: new Set(), stopped: false };
  const pageFrom = async (instance, pagePath) => {
    if (state.away.has(instance.name)) return undefined;
    try {
      const response = await fetch(`http://127.0.0.1:${instance.port}${pagePath}`, { signal: AbortSignal.timeout(5_000) });
      return response.status === 200 ? await response.text() : undefined;
    } catch {
      return undefined;
    }
  };
  const run = async () => {
    for (let turn = 0; !state.stopped; turn++) {
      const instance = instances[turn % instances.length];
      const html = await pageFrom(instance, pages[Math.floor(turn / instances.length) % pages.length]);
      if (!html) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const build = buildOf(html);
      state.pages[build] = (state.pages[build] ?? 0) + 1;
      for (const asset of pageAssets(html)) record({ ...(await request(nginxOrigin, asset, { kind: "browser-asset" })), build, from: instance.name });
    }
  };
  const done = run();
  return {
    state,
    async stop() {
      state.stopped = true;
      await done;
    },
  };
}

/**
 * A live stream opened from `localAddress` (another loopback address is another client to nginx), kept open until
 * `close()`: resolves with the answer's status and headers once they arrive, and the body when it is not a stream.
 */
export function openLiveStream(origin, competitionId, { localAddress }) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const req = httpGet(
      { host: hostname, port, path: `/live?c=${competitionId}`, localAddress, agent: false, headers: { accept: "text/event-stream" } },
      (res) => {
        const answer = { status: res.statusCode, cache: res.headers["x-cache-status"] ?? "", text: "", close: () => req.destroy() };
        if (res.statusCode === 200) {
          res.resume();
          return resolve(answer);
        }
        res.setEncoding("utf8").on("data", (chunk) => (answer.text += chunk));
        res.on("end", () => resolve(answer));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error("no answer within 10 s")));
    req.on("error", (error) => resolve({ status: 0, cache: "", text: String(error.message), close() {} }));
  });
}
