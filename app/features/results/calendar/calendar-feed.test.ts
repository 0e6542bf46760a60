import ICAL from "ical.js";
import { afterAll, describe, expect, it } from "vitest";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { createResultsClient } from "#app/results-api/client.server.ts";
import { createResultsCache, resultsSource } from "#app/results-api/results-source.server.ts";
import type { SiteServices } from "#app/services.server.ts";
import { API_PATH_PREFIX } from "#contract/api-calls.ts";
import { openEmbeddedBackend } from "#results-backend/embedded.ts";
import { fixedClock } from "#results-backend/replay-clock.ts";
import { loaderArgs } from "#tests/support/loaders.ts";
import { testDataDir, testServices, useDeadResultsBackend } from "#tests/support/services.ts";
import { loader as competitionCalendar } from "./competition-calendar-route.ts";
import { loader as teamCalendar } from "./team-calendar-route.ts";

/**
 * The match calendars through their loaders on the embedded backend, each feed read back with
 * ical.js (a maintained iCalendar parser): names, events, UTC times, UIDs, results; 404 and 503.
 */

type Params = Record<string, string>;

async function feed(loader: (args: never) => Promise<Response>, path: string, params: Params, services?: SiteServices) {
  const response = await loader(loaderArgs(path, params, services ? { services } : {}));
  return { response, text: await response.text() };
}

/** The feed parsed by ical.js: the calendar component and its events by UID. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

/** The event of the match whose summary starts with `teams`. */
const eventOf = (events: ICAL.Event[], teams: RegExp) => {
  const found = events.filter((event) => teams.test(event.summary));
  expect(found, `one event matching ${teams}`).toHaveLength(1);
  return found[0]!;
};

/** Services on an embedded backend replaying the season as of `now`. */
function replayedServices(now: string): { services: SiteServices; close: () => void } {
  const backend = openEmbeddedBackend(testDataDir(), { clock: fixedClock(new Date(now)) });
  const client = createResultsClient({ baseUrl: `http://localhost${API_PATH_PREFIX}`, timeoutMs: 10_000, transport: backend.handle });
  const cache = createResultsCache();
  return { services: testServices({ results: (language, headers) => resultsSource(language, headers, { client, cache }) }), close: () => backend.close() };
}

describe("a team's calendar", () => {
  it("lists every match of Argentina's World Cup in German, in UTC, with results, penalties and venues", async () => {
    const { response, text } = await feed(teamCalendar, "/teams/argentinien/kalender.ics", { team: "argentinien" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL.liveData);
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="argentinien-kalender.ics"');
    const { calendar, events } = parsed(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Argentinien – Spielplan und Ergebnisse");
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
    // Seven World Cup matches, and those of the other competitions it played in.
    expect(events.filter((event) => event.description.startsWith("Weltmeisterschaft 2022 · "))).toHaveLength(7);
    const final = eventOf(events, /^Argentinien .* Frankreich/);
    expect(final.summary).toBe("Argentinien 3:3 Frankreich (n. V., 4:2 i. E.)");
    expect(final.startDate.toJSDate().toISOString()).toBe("2022-12-18T15:00:00.000Z");
    expect(final.startDate.zone?.tzid).toBe("UTC");
    expect(final.endDate.toJSDate().toISOString()).toBe("2022-12-18T17:00:00.000Z");
    expect(final.uid).toMatch(/^match-\d+@localhost$/);
    expect(final.description).toContain("Weltmeisterschaft 2022 · Finale");
    expect(final.description).toContain("Ergebnis: 3:3 n. V., 4:2 i. E.");
    expect(final.location).toBeTruthy();
    const url = final.component.getFirstPropertyValue("url");
    expect(url).toMatch(/^http:\/\/localhost\/ergebnisse\/wm-2022\/argentinien-frankreich\/\d+$/);
    expect(final.description).toContain(`Zum Spiel: ${url}`);
  });

  it("names the team and links the match pages in the feed's language, with the same UIDs in every language", async () => {
    const german = parsed((await feed(teamCalendar, "/teams/argentinien/kalender.ics", { team: "argentinien" })).text);
    const english = parsed((await feed(teamCalendar, "/en/teams/argentina/calendar.ics", { team: "argentina" })).text);
    const italian = parsed((await feed(teamCalendar, "/it/squadre/argentina/calendario.ics", { team: "argentina" })).text);
    expect(english.calendar.getFirstPropertyValue("x-wr-calname")).toBe("Argentina – fixtures and results");
    expect(italian.calendar.getFirstPropertyValue("x-wr-calname")).toBe("Argentina – calendario e risultati");
    expect([...english.byUid.keys()].sort()).toEqual([...german.byUid.keys()].sort());
    expect([...italian.byUid.keys()].sort()).toEqual([...german.byUid.keys()].sort());
    const final = eventOf(english.events, /^Argentina .* France/);
    expect(final.summary).toBe("Argentina 3-3 France (a.e.t., 4-2 on pens)");
    expect(final.component.getFirstPropertyValue("url")).toMatch(/^http:\/\/localhost\/en\/results\/world-cup-2022\/argentina-france\/\d+$/);
    expect(eventOf(italian.events, /^Argentina .* Francia/).component.getFirstPropertyValue("url")).toMatch(/^http:\/\/localhost\/it\/risultati\//);
  });

  it("is the same text when asked again: nothing in it changes while the matches do not", async () => {
    const first = await feed(teamCalendar, "/teams/bayer-04-leverkusen/kalender.ics", { team: "bayer-04-leverkusen" });
    const second = await feed(teamCalendar, "/teams/bayer-04-leverkusen/kalender.ics", { team: "bayer-04-leverkusen" });
    expect(second.text).toBe(first.text);
    // A club plays in several competitions: every match of each is in.
    expect(parsed(first.text).events.length).toBeGreaterThan(34);
  });

  it("is a plain 404 for an unknown team or a slug no team has, never a calendar", async () => {
    for (const team of ["no-such-team", "ARGENTINIEN", "argentinien%00", "x".repeat(500)]) {
      const { response, text } = await feed(teamCalendar, `/teams/${encodeURIComponent(team)}/kalender.ics`, { team });
      expect(response.status, team).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL.notFound);
      expect(text).not.toContain("BEGIN:VCALENDAR");
    }
  });
});

describe("a competition's calendar", () => {
  it("lists every match of the season, each once, from every round", async () => {
    const { response, text } = await feed(competitionCalendar, "/ergebnisse/wm-2022/kalender.ics", { competition: "wm-2022" });
    expect(response.status).toBe(200);
    const { calendar, events, byUid } = parsed(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Weltmeisterschaft 2022 – Spielplan und Ergebnisse");
    expect(events).toHaveLength(64);
    expect(byUid.size).toBe(64);
    expect(eventOf(events, /^Argentinien .* Frankreich/).summary).toBe("Argentinien 3:3 Frankreich (n. V., 4:2 i. E.)");
    const starts = events.map((event) => event.startDate.toJSDate().getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("names a league with its season, in the feed's language", async () => {
    const { text } = await feed(competitionCalendar, "/en/results/bundesliga/calendar.ics", { competition: "bundesliga" });
    const { calendar, events } = parsed(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toMatch(/^Bundesliga \d{4}\/\d{2} – fixtures and results$/);
    expect(events).toHaveLength(306);
  });

  it("is a plain 404 for an unknown competition and for a push group's slug", async () => {
    for (const competition of ["no-such-cup", "deutschland", "2025-05-17"]) {
      const { response, text } = await feed(competitionCalendar, `/ergebnisse/${competition}/kalender.ics`, { competition });
      expect(response.status, competition).toBe(404);
      expect(text).toBe("Not Found\n");
    }
  });
});

describe("with the replay clock", () => {
  const replay = replayedServices("2022-12-17T12:00:00Z");
  afterAll(() => replay.close());

  it("shows the matches after the replayed moment as upcoming events without result, the earlier ones with theirs", async () => {
    const { text } = await feed(teamCalendar, "/teams/argentinien/kalender.ics", { team: "argentinien" }, replay.services);
    const { events } = parsed(text);
    const final = eventOf(events, /^Argentinien .*Frankreich/);
    expect(final.summary).toBe("Argentinien – Frankreich");
    expect(final.description).not.toContain("Ergebnis");
    expect(final.sequence).toBe(0);
    const semiFinal = eventOf(events, /^Argentinien .*Kroatien/);
    expect(semiFinal.summary).toBe("Argentinien 3:0 Kroatien");
    expect(semiFinal.description).toContain("Ergebnis: 3:0");
    expect(semiFinal.sequence).toBe(1);
    // The upcoming event is revised as of the newest result in the calendar: the semi-final's end.
    expect(final.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2022-12-13T21:00:00Z");
  });

  it("gives the upcoming match its result, a higher SEQUENCE and a new DTSTAMP once it is played, under the same UID", async () => {
    const before = parsed((await feed(teamCalendar, "/teams/argentinien/kalender.ics", { team: "argentinien" }, replay.services)).text);
    // Without the replay clock every match of the season is played.
    const after = parsed((await feed(teamCalendar, "/teams/argentinien/kalender.ics", { team: "argentinien" })).text);
    const upcoming = eventOf(before.events, /^Argentinien .*Frankreich/);
    const played = after.byUid.get(upcoming.uid)!;
    expect(played.summary).toBe("Argentinien 3:3 Frankreich (n. V., 4:2 i. E.)");
    expect(played.sequence).toBeGreaterThan(upcoming.sequence);
    expect(played.component.getFirstPropertyValue("dtstamp")?.toString()).not.toBe(upcoming.component.getFirstPropertyValue("dtstamp")?.toString());
  });
});

describe("with the backend down and nothing cached", () => {
  const deadServices = useDeadResultsBackend();

  it("answers 503 with Retry-After, stored by no cache, and never an empty calendar", async () => {
    for (const [loader, path, params] of [
      [teamCalendar, "/teams/argentinien/kalender.ics", { team: "argentinien" }],
      [competitionCalendar, "/ergebnisse/wm-2022/kalender.ics", { competition: "wm-2022" }],
    ] as const) {
      const { response, text } = await feed(loader, path, params, deadServices());
      expect(response.status, path).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("Retry-After")).toBe("60");
      expect(text).not.toContain("BEGIN:VCALENDAR");
    }
  });
});
