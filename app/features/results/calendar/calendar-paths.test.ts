import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { tableRoutes } from "#app/i18n/route-table.ts";
import { calendarFileName, calendarPath, calendarRoutes, webcalUrl } from "./calendar-paths.ts";

describe("calendar paths", () => {
  it("sit below the team and competition pages, in each language's words", () => {
    expect(calendarRoutes().map(({ id, path }) => [id, path])).toEqual([
      ["team-calendar-de", "/teams/:team/kalender.ics"],
      ["team-calendar-en", "/en/teams/:team/calendar.ics"],
      ["team-calendar-it", "/it/squadre/:team/calendario.ics"],
      ["competition-calendar-de", "/ergebnisse/:competition/kalender.ics"],
      ["competition-calendar-en", "/en/results/:competition/calendar.ics"],
      ["competition-calendar-it", "/it/risultati/:competition/calendario.ics"],
    ]);
    expect(calendarPath("team", "it", "argentina")).toBe("/it/squadre/argentina/calendario.ics");
    expect(calendarPath("competition", "de", "wm-2022")).toBe("/ergebnisse/wm-2022/kalender.ics");
    expect(calendarFileName("en", "argentina")).toBe("argentina-calendar.ics");
    expect(webcalUrl("https://matchpuls.example", "/teams/argentinien/kalender.ics")).toBe("webcal://matchpuls.example/teams/argentinien/kalender.ics");
  });

  it("win over the page routes of the same shape (a round's slug), as React Router ranks them", () => {
    const routes = [...tableRoutes().map(({ id, path }) => ({ id, path })), ...calendarRoutes().map(({ id, path }) => ({ id, path }))];
    const matched = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;
    expect(matched("/ergebnisse/wm-2022/kalender.ics")).toBe("competition-calendar-de");
    expect(matched("/en/results/world-cup-2022/calendar.ics")).toBe("competition-calendar-en");
    expect(matched("/it/risultati/serie-a/calendario.ics")).toBe("competition-calendar-it");
    expect(matched("/teams/argentinien/kalender.ics")).toBe("team-calendar-de");
    // The round page is still the round page.
    expect(matched("/ergebnisse/wm-2022/finale")).toBe("results-round-de");
  });
});
