import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "#app/content/preview.server.ts";
import { PAGE_QUERY } from "#app/http/page-query.server.ts";
import { ROUTE_TABLE, routeId } from "#app/i18n/route-table.ts";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { cacheKeyMaps, CACHE_KEY_FILE, DATA_ROUTES_PARAM, keyedEverywhere, MANIFEST_PARAMS } from "#scripts/deploy-test/cache-key-maps.ts";
import { fileLocations, publicFileSamples } from "#scripts/deploy-test/public-files.ts";
import { cachePlan } from "#server/page-cache-plan.ts";

/**
 * What nginx's shipped configuration keys and stores (deploy/nginx/), against the site's own rules: its cache key's
 * query parameters are generated from them (scripts/deploy-test/cache-key-maps.ts), and the committed file must be
 * what the generator writes now; the unhashed files of public/ must be in a location that retries a 404 on the next
 * instance. `npm run test:deploy` runs the same configuration in nginx.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SHIPPED = readFileSync(path.join(ROOT, "deploy/nginx/matchpuls.conf"), "utf8");

/** The names of the query parameters in one of the page cache's keys. */
function keyedNames(url: string): string[] {
  const plan = cachePlan(new URL(url, "http://site.invalid"));
  if (plan.kind !== "key") throw new Error(`${url}: ${plan.kind}, not a key`);
  return [...new URL(plan.key, "http://site.invalid").searchParams.keys()].sort();
}

describe("nginx's cache key (deploy/nginx/cache-key.conf)", () => {
  it("is what the generator writes from app/http/page-query.server.ts now (node scripts/deploy-test/cache-key-maps.ts --write)", () => {
    expect(readFileSync(CACHE_KEY_FILE, "utf8")).toBe(cacheKeyMaps());
  });

  it("is included by matchpuls.conf, whose cache key uses it after the release, and matchpuls.conf keys on no parameter of its own", () => {
    expect(SHIPPED).toMatch(/^include \/etc\/nginx\/matchpuls\/cache-key\.conf;$/m);
    expect(SHIPPED).toMatch(/^\s*proxy_cache_key \$matchpuls_release:\$scheme:\/\/\$server_name\$matchpuls_request_path\$matchpuls_read_args;$/m);
    expect(SHIPPED).not.toMatch(/\$matchpuls_arg_\w+ \{/);
  });

  it("neither answers a preview's request from the cache nor stores its answer (the preview cookie)", () => {
    const cookie = `$cookie_${PREVIEW_COOKIE}`;
    expect(SHIPPED.match(/^\s*proxy_cache_bypass [^;]*;$/m)?.[0]).toContain(cookie);
    expect(SHIPPED.match(/^ {4}proxy_no_cache [^;]*;$/m)?.[0]).toContain(cookie);
  });

  it("keys on every parameter a page reads, and on React Router's _routes", () => {
    expect(keyedEverywhere()).toEqual([...Object.keys(PAGE_QUERY), DATA_ROUTES_PARAM]);
    for (const name of keyedEverywhere()) expect(cacheKeyMaps()).toContain(`map $args $matchpuls_arg_${name} {`);
  });

  it("keys the route manifest by the parameters the instances key it by, on its path only", () => {
    expect(keyedNames("/__manifest?paths=%2Fen%2Ffaq&version=abc&utm_source=x")).toEqual([...MANIFEST_PARAMS].sort());
    expect(cacheKeyMaps()).toMatch(
      /^map \$uri \$matchpuls_manifest_args \{\n {4}default "";\n {4}\/__manifest "&\$matchpuls_arg_paths&\$matchpuls_arg_version";\n\}$/m,
    );
  });

  it("keys a data request by _routes as the instances do", () => {
    const faq = `${ROUTE_TABLE.faq.en}.data?${DATA_ROUTES_PARAM}=root,${routeId("faq", "en")}`;
    expect(keyedNames(faq)).toEqual([DATA_ROUTES_PARAM]);
  });
});

describe("nginx's locations for the build's unhashed files", () => {
  const locations = fileLocations(SHIPPED);

  it("take every top-level entry of public/, so a 404 is asked of the next instance and never stored", () => {
    const samples = publicFileSamples();
    expect(samples).toContain("/favicon.svg");
    expect(samples.filter((sample) => !locations.some((location) => location.test(sample)))).toEqual([]);
  });

  it("take no page of the route table", () => {
    const pages = Object.values(ROUTE_TABLE).flatMap((row) => LANGUAGE_CODES.map((language) => row[language].replace(/:\w+\??/g, "x")));
    expect(pages.filter((page) => locations.some((location) => location.test(page)))).toEqual([]);
  });
});
