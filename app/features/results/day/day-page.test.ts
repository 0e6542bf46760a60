import { afterAll, describe, expect, it } from "vitest";
import { loadCatalogue, resultsRequest } from "#app/football/results-request.server.ts";
import { CACHE_CONTROL, NOT_CACHEABLE } from "#app/http/cache-control.ts";
import { createResultsClient } from "#app/results-api/client.server.ts";
import { createResultsCache, resultsSource } from "#app/results-api/results-source.server.ts";
import type { SiteServices } from "#app/services.server.ts";
import { API_PATH_PREFIX } from "#contract/api-calls.ts";
import { openEmbeddedBackend } from "#results-backend/embedded.ts";
import { fixedClock } from "#results-backend/replay-clock.ts";
import { loaderArgs, loaderDataOf, thrownBy } from "#tests/support/loaders.ts";
import { embeddedApi, testContext, testDataDir, testServices } from "#tests/support/services.ts";
import * as results from "../routes/results.tsx";
import { loadDayView } from "./day-page.server.ts";

/**
 * The results start page's matches of a day (day-page.server.ts, routes/results.tsx) on the embedded
 * backend: with its day call, and as a backend without it (the competitions' rounds).
 */

async function load(url: string, params: Record<string, string> = {}, services?: SiteServices) {
  const result = await results.loader(loaderArgs(url, params, { services }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page data, read by path in assertions
  return { data: loaderDataOf(result) as Record<string, any>, headers: new Headers((result as { init?: ResponseInit }).init?.headers) };
}

async function thrownStatus(url: string, params: Record<string, string>): Promise<{ status: number; location: string | null }> {
  const error = await thrownBy(() => results.loader(loaderArgs(url, params)));
  if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
  return { status: (error as { init?: { status?: number } }).init?.status ?? 500, location: null };
}

/** The embedded backend, but its day calls answer `status` (404 or 501: a backend without them; 500: failing). */
function servicesWithDaysAnswering(status: 404 | 500 | 501): SiteServices {
  const client = createResultsClient({
    baseUrl: `http://localhost${API_PATH_PREFIX}`,
    timeoutMs: 10_000,
    transport: (request) => {
      if (!new URL(request.url).pathname.includes("/days/")) return embeddedApi(request);
      return Promise.resolve(Response.json({ status, error: "Error", message: "answered by the test" }, { status }));
    },
  });
  const cache = createResultsCache();
  return testServices({ results: (language, headers) => resultsSource(language, headers, { client, cache }) });
}

const matchIds = (day: { groups: { id: number; items: { match: { id: number } }[] }[] }) =>
  day.groups.map((g) => [g.id, g.items.map((i) => i.match.id)] as const);

describe("a day's page with the day call", () => {
  it("lists 17 May 2025 by competition, each match linked, the day marked in the strip, the year in the heading and the title", async () => {
    const { data } = await load("/ergebnisse/2025-05-17", { country: "2025-05-17" });
    expect(data.view.kind).toBe("list");
    const day = data.view.day;
    const bundesliga = day.groups.find((g: { name: string }) => g.name === "Bundesliga");
    expect(bundesliga.round).toBe("34. Spieltag");
    expect(bundesliga.items).toHaveLength(9);
    expect(bundesliga.items[0].href).toMatch(/^\/ergebnisse\/bundesliga\/[a-z0-9-]+\/\d+$/);
    expect(day.headHtml).toMatch(/<h2 id="day-heading" class="day__heading" [^>]*>Samstag, 17. Mai 2025<\/h2>/);
    // What the kick-offs' zone script reads for a visitor elsewhere: the page's Berlin day, the backend's
    // moment, the heading on another day and on today, each strip day's weekday and the word for today.
    expect(day.headHtml).toMatch(
      / data-day="2025-05-17" data-now="\d{4}-\d\d-\d\dT[\d:.]+Z" data-heading="Samstag, 17. Mai 2025" data-today-heading="Heute, Samstag, 17. Mai 2025">/,
    );
    expect(day.headHtml).toContain('<span class="day-strip__weekday" data-day="2025-05-18" data-weekday="So">So</span>');
    expect(day.headHtml).toContain('<nav class="day-strip" aria-label="Tage" data-today="Heute">');
    expect(day.headHtml).toContain('href="/ergebnisse/2025-05-17" title="Samstag, 17. Mai 2025" class="day-strip__day" aria-current="page"');
    expect(day.headHtml).toContain('<input id="day-picker" type="date" name="day" value="2025-05-17" required>');
    // The nearest days carry their year when it is not this year's.
    expect(day.headHtml).toContain('<span aria-hidden="true">‹ 16. Mai 2025</span>');
    expect(day.live).toBeNull();
    expect(data.meta.title).toBe("Spiele am Samstag, 17. Mai 2025 | Matchpuls");
    // The competition tiles stay below, the shortcut row above.
    expect(data.view.catalogue.competitions.length).toBeGreaterThan(5);
    expect(data.shortcuts).toContain('<a href="/ergebnisse/bundesliga">Bundesliga</a>');
  });

  it("speaks the page's language", async () => {
    const { data } = await load("/en/results/2025-05-17", { country: "2025-05-17" });
    expect(data.view.day.headHtml).toContain(">Saturday, 17 May 2025</h2>");
    expect(data.view.day.groups[0].items[0].href).toMatch(/^\/en\/results\//);
  });

  it("says so on a day without matches and links the nearest days that have some", async () => {
    const { data } = await load("/ergebnisse/1999-01-01", { country: "1999-01-01" });
    expect(data.view.day.groups).toEqual([]);
    expect(data.view.day.headHtml).toContain("An diesem Tag spielt keiner unserer Wettbewerbe.");
    expect(data.view.day.headHtml).toMatch(/<a href="\/ergebnisse\/\d{4}-\d{2}-\d{2}">Nächste Spiele: /);
  });

  it("answers malformed days with 404 and the date picker's form with a 303 to the day's own URL", async () => {
    for (const day of ["2025-02-30", "2025-13-01", "0999-01-01"]) {
      expect((await thrownStatus(`/ergebnisse/${day}`, { country: day })).status, day).toBe(404);
    }
    expect(await thrownStatus("/ergebnisse?day=2025-05-17", {})).toEqual({ status: 303, location: "/ergebnisse/2025-05-17" });
    expect(await thrownStatus("/en/results/2024-01-01?day=2022-12-18", { country: "2024-01-01" })).toEqual({ status: 303, location: "/en/results/2022-12-18" });
    expect(await thrownStatus("/ergebnisse?day=", {})).toEqual({ status: 303, location: "/ergebnisse" });
    for (const bad of ["morgen", "2025-02-30", "<script>", "2025-5-17"]) {
      expect((await thrownStatus(`/ergebnisse?day=${encodeURIComponent(bad)}`, {})).status, bad).toBe(404);
    }
  });
});

describe("a backend without the day call", () => {
  for (const status of [404, 501] as const) {
    it(`(${status}) gets the same day from the competitions' rounds`, async () => {
      for (const date of ["2025-05-17", "2022-12-18", "2024-12-25"]) {
        const [withCall, without] = await Promise.all([
          load(`/ergebnisse/${date}`, { country: date }),
          load(`/ergebnisse/${date}`, { country: date }, servicesWithDaysAnswering(status)),
        ]);
        expect(matchIds(without.data.view.day), date).toEqual(matchIds(withCall.data.view.day));
        // The same nearest days and strip (the week's marks come from the rounds read).
        const links = (html: string) => [...html.matchAll(/rel="(?:prev|next)"|href="([^"]+)"/g)].map((m) => m[1]);
        expect(links(without.data.view.day.headHtml), date).toEqual(links(withCall.data.view.day.headHtml));
      }
    });
  }

  it("counts today as the server's date", async () => {
    const services = servicesWithDaysAnswering(404);
    const { request, context } = loaderArgs("/ergebnisse", {}, { services }) as { request: Request; context: ReturnType<typeof testContext> };
    const rr = resultsRequest(request, context);
    const catalogue = (await loadCatalogue(rr.source))!;
    const view = await loadDayView(rr, catalogue, undefined, new Date("2025-05-17T10:00:00Z"));
    expect(view.date).toBe("2025-05-17");
    // Today's year: no year in the heading.
    expect(view.heading).toBe("Heute, Samstag, 17. Mai");
    expect(view.groups.length).toBeGreaterThan(0);
  });

  it("shows the spec's text and is not stored when the day call fails", async () => {
    const { data, headers } = await load("/ergebnisse/2025-05-17", { country: "2025-05-17" }, servicesWithDaysAnswering(500));
    expect(data.view.day.headHtml).toContain("Diese Daten sind leider nicht verfügbar.");
    expect(data.view.day.groups).toEqual([]);
    expect(headers.get("Cache-Control")).toBe(new Headers(NOT_CACHEABLE).get("Cache-Control"));
  });
});

describe("today, replayed", () => {
  const backend = openEmbeddedBackend(testDataDir(), { clock: fixedClock(new Date("2022-12-18T15:30:00Z")) });
  afterAll(() => backend.close());
  const client = createResultsClient({ baseUrl: `http://localhost${API_PATH_PREFIX}`, timeoutMs: 10_000, transport: backend.handle });
  const cache = createResultsCache();
  const services = testServices({ results: (language, headers) => resultsSource(language, headers, { client, cache }) });

  it("is the replay clock's day, the match in play first and read from the live stream, stored for seconds", async () => {
    const { data, headers } = await load("/ergebnisse", {}, services);
    const day = data.view.day;
    expect(day.headHtml).toContain(">Heute, Sonntag, 18. Dezember</h2>");
    // The visitor's today is reckoned from the backend's moment, the replayed one.
    expect(day.headHtml).toContain('data-now="2022-12-18T15:30:00.000Z"');
    expect(day.groups[0].inPlay).toBe(true);
    expect(day.groups[0].items[0].match.status).toBe("live");
    expect(day.live.competitionIds).toEqual([day.groups[0].id]);
    expect(headers.get("Cache-Control")).toBe(CACHE_CONTROL.inPlay);
  });
});
