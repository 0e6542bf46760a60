import { describe, expect, it } from "vitest";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import { loaderArgs, sharedServices } from "#tests/support/loaders.ts";
import { useDeadResultsBackend } from "#tests/support/services.ts";
import { followedTeamsPath } from "./followed-teams-paths.ts";
import { loader } from "./followed-teams-route.ts";
import { MAX_FOLLOWED_TEAMS } from "./followed-teams-storage.ts";
import { followedTeam, followedTeamsHtml, parseTeamIds } from "./followed-teams.server.ts";

/** The "my teams" block of the home page (docs/decisions/0013-followed-teams.md): its input, its matches, its route. */

const LEVERKUSEN = 2;

describe("the list of team ids", () => {
  it("reads 1 to 20 decimal ids in any order, repeats once", () => {
    expect(parseTeamIds("2")).toEqual([2]);
    expect(parseTeamIds("17,2,17")).toEqual([17, 2]);
    expect(parseTeamIds(Array.from({ length: MAX_FOLLOWED_TEAMS }, (_, i) => i + 1).join(","))).toHaveLength(MAX_FOLLOWED_TEAMS);
  });

  it("refuses anything else", () => {
    for (const bad of [
      null,
      "",
      ",",
      "2,",
      ",2",
      "2;3",
      "2 3",
      "-2",
      "+2",
      "2.5",
      "a",
      "1234567890",
      "0x1f",
      Array.from({ length: MAX_FOLLOWED_TEAMS + 1 }, (_, i) => i + 1).join(","),
    ]) {
      expect(parseTeamIds(bad), String(bad)).toBeNull();
    }
  });
});

describe("a followed team's last and next match", () => {
  it("takes the latest played match as the last, the first not played as the next, across competitions", async () => {
    const source = sharedServices().results("de", new Headers());
    const [season, catalogue] = await Promise.all([source.getTeamSeason(LEVERKUSEN), source.getCompetitions()]);
    // The recorded season is over: no next match.
    const over = followedTeam(season!, catalogue, "de");
    expect(over.name).toBe("Bayer 04 Leverkusen");
    expect(over.href).toBe("/teams/bayer-04-leverkusen");
    expect(over.next).toBeNull();
    const kickoffs = season!.competitions.flatMap((c) => c.matches.map((m) => m.kickoff)).sort();
    expect(over.last!.match.kickoff).toBe(kickoffs.at(-1));
    expect(over.last!.href).toMatch(/^\/ergebnisse\/[a-z0-9-]+\/[a-z0-9-]+\/\d+$/);

    // The same season with its last two matches ahead: the third last is the last, the second last the next.
    const latest = new Set(kickoffs.slice(-2));
    const ahead = {
      ...season!,
      competitions: season!.competitions.map((c) => ({
        ...c,
        matches: c.matches.map((m) =>
          latest.has(m.kickoff) ? { ...m, status: "scheduled" as const, score: { ht: null, ft: null, et: null, penalties: null }, winner: null } : m,
        ),
      })),
    };
    const upcoming = followedTeam(ahead, catalogue, "de");
    expect(upcoming.last!.match.kickoff).toBe(kickoffs.at(-3));
    expect(upcoming.next!.match.kickoff).toBe(kickoffs.at(-2));
  });

  it("labels a match in play live, with the live badge and its minute, not as the next match", async () => {
    const source = sharedServices().results("de", new Headers());
    const [season, catalogue] = await Promise.all([source.getTeamSeason(LEVERKUSEN), source.getCompetitions()]);
    const team = followedTeam(season!, catalogue, "de");
    const inPlay = {
      ...team.last!,
      match: { ...team.last!.match, status: "live" as const, live: { period: "second_half" as const, minute: 67, stoppage: null } },
    };
    for (const language of ["de", "en", "it"] as const) {
      const messages = getMessages(language);
      const html = followedTeamsHtml([{ ...team, next: inPlay }], language, messages);
      expect(html, language).toContain(`<dt><span class="live-badge">${messages.results.live.live}</span></dt>`);
      expect(html, language).not.toContain(`<dt>${messages.results.follow.next}</dt>`);
      expect(html, language).toContain('<span class="live-minute">67&#39;</span>');
    }
    // A match not in play keeps its label.
    expect(followedTeamsHtml([team], "de", getMessages("de"))).not.toContain("live-badge");
  });

  it("writes nothing without teams, and escapes every text", () => {
    expect(followedTeamsHtml([], "de", getMessages("de"))).toBe("");
    const html = followedTeamsHtml([{ name: `<b>"FC"</b>`, href: "/teams/x", last: null, next: null }], "en", getMessages("en"));
    expect(html).toContain("&#60;b&#62;&#34;FC&#34;&#60;/b&#62;");
    expect(html).not.toContain("<b>");
    expect(html).toContain("<dt>Last match</dt><dd>None</dd><dt>Next match</dt><dd>None</dd>");
  });
});

describe("the resource route", () => {
  const get = async (path: string) => (await loader(loaderArgs(path))) as Response;

  it("answers the block in the path's language, for the known ids only, and no shared cache keeps it", async () => {
    const response = await get(`${followedTeamsPath("en")}?teams=999999,${LEVERKUSEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, max-age=60");
    const html = await response.text();
    expect(html).toContain('<h2 id="my-teams-heading">My teams</h2>');
    expect(html).toContain('<a href="/en/teams/bayer-04-leverkusen">Bayer 04 Leverkusen</a>');
    expect(html.match(/class="my-teams__team"/g)).toHaveLength(1);
    expect(await (await get(`${followedTeamsPath("it")}?teams=${LEVERKUSEN}`)).text()).toContain("Le mie squadre");
  });

  it("writes kick-offs and days in the visitor's zone from tz, the language's home zone without it", async () => {
    const time = async (query: string) =>
      /<time datetime="[^"]+">([^<]+)<\/time>/.exec(await (await get(`${followedTeamsPath("en")}?teams=${LEVERKUSEN}${query}`)).text())![1];
    const home = await time("");
    expect(home).toMatch(/(BST|GMT)$/);
    expect(await time("&tz=Europe%2FLondon")).toBe(home);
    // Leverkusen's last match, the last day of the season: Saturday 17 May 2025 at 15:30 in Germany.
    expect(await time("&tz=Asia%2FTokyo")).toMatch(/GMT\+9$/);
    expect(await time("&tz=Asia%2FTokyo")).not.toBe(home);
  });

  it("answers an empty block when no id is known", async () => {
    const response = await get(`${followedTeamsPath("de")}?teams=999999`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("answers bad input with 400, never stored", async () => {
    const many = Array.from({ length: MAX_FOLLOWED_TEAMS + 1 }, (_, i) => i + 1).join(",");
    const zones = ["Mars/Olympus", "Europe/../etc", "<b>", "x".repeat(65)].map((zone) => `?teams=${LEVERKUSEN}&tz=${encodeURIComponent(zone)}`);
    for (const query of ["", "?teams=", "?teams=abc", "?teams=2,,3", `?teams=${many}`, "?team=2", ...zones]) {
      const response = await get(`${followedTeamsPath("de")}${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  describe("on a backend that does not answer", () => {
    const services = useDeadResultsBackend();
    it("answers 503 rather than failing", async () => {
      const response = (await loader(loaderArgs(`${followedTeamsPath("de")}?teams=${LEVERKUSEN}`, {}, { services: services() }))) as Response;
      expect(response.status).toBe(503);
    });
  });
});
