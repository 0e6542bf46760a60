import { describe, expect, it } from "vitest";
import { articleMatches, linkMatchScores, type MeetingCandidate, statedScores } from "./match-mentions.ts";

/** Leverkusen (2), Mönchengladbach (9), Bayern (1), Dortmund (5). */
const meeting = (id: number, homeId: number, awayId: number, kickoff: string, score: [number, number] | null): MeetingCandidate => ({
  id,
  homeId,
  awayId,
  kickoff,
  score: score && { home: score[0], away: score[1] },
  url: `/ergebnisse/bundesliga/m/${id}`,
});

const OPENER = meeting(10, 9, 2, "2024-08-23T18:30:00Z", [2, 3]);
const RETURN = meeting(11, 2, 9, "2025-01-11T14:30:00Z", [3, 1]);
const BAYERN_DORTMUND = meeting(12, 1, 5, "2024-11-30T17:30:00Z", [1, 1]);
const ALL = [OPENER, RETURN, BAYERN_DORTMUND];

describe("the matches a news article is about", () => {
  it("links the match of two named teams played around the article's date", () => {
    const text = "Bayer 04 Leverkusen gewann bei Borussia Mönchengladbach.";
    expect(articleMatches({ teamIds: [2, 9], text, publishedAt: "2024-08-24T06:00:00Z" }, ALL)).toEqual([OPENER]);
  });

  it("links nothing where two named teams did not meet in the window and no result is stated", () => {
    // Leverkusen and Bayern: no meeting at all.
    expect(articleMatches({ teamIds: [2, 1], text: "Leverkusen und Bayern", publishedAt: "2024-08-24T06:00:00Z" }, ALL)).toEqual([]);
    // Leverkusen and Gladbach, an article months from either meeting.
    expect(articleMatches({ teamIds: [2, 9], text: "Leverkusen und Gladbach", publishedAt: "2024-10-15T06:00:00Z" }, ALL)).toEqual([]);
    // One named team alone: its matches are not the article's.
    expect(articleMatches({ teamIds: [2], text: "Leverkusen", publishedAt: "2024-08-24T06:00:00Z" }, ALL)).toEqual([]);
  });

  it("takes, of a pairing that met twice, the meeting nearest the article's date", () => {
    const early = meeting(20, 2, 9, "2024-08-20T18:30:00Z", null);
    const late = meeting(21, 9, 2, "2024-08-27T18:30:00Z", null);
    expect(articleMatches({ teamIds: [2, 9], text: "Leverkusen, Gladbach", publishedAt: "2024-08-26T06:00:00Z" }, [early, late])).toEqual([late]);
    expect(articleMatches({ teamIds: [2, 9], text: "Leverkusen, Gladbach", publishedAt: "2024-08-21T06:00:00Z" }, [late, early])).toEqual([early]);
  });

  it("takes the meeting whose result the text states, either team first, outside the window but within the season", () => {
    const review = { teamIds: [9, 2], publishedAt: "2024-12-01T06:00:00Z" };
    expect(articleMatches({ ...review, text: "Das 3:1 gegen Gladbach im Januar" }, ALL)).toEqual([RETURN]);
    expect(articleMatches({ ...review, text: "the 3-2 at Gladbach" }, ALL)).toEqual([OPENER]);
    // A stated result that is neither meeting's, far from both: nothing.
    expect(articleMatches({ ...review, text: "ein 4:4" }, ALL)).toEqual([]);
    // The same result years later is another story.
    expect(articleMatches({ ...review, publishedAt: "2027-08-24T06:00:00Z", text: "wieder ein 3:2" }, ALL)).toEqual([]);
  });

  it("lists one match per pairing, in the order the text names them", () => {
    const text = "Bayern gegen Dortmund, dann Leverkusen gegen Gladbach";
    const found = articleMatches({ teamIds: [1, 5, 2, 9], text, publishedAt: "2024-12-01T06:00:00Z" }, [
      ...ALL,
      meeting(30, 9, 2, "2024-12-03T18:30:00Z", null),
    ]);
    expect(found.map((m) => m.id)).toEqual([12, 30]);
  });
});

describe("stated results", () => {
  it("reads results, not times, dates or longer numbers", () => {
    expect(statedScores("Ein 1:0-Sieg, ein 3-2, ein 2 – 1; Anstoß 20:30 Uhr am 2024-08-24, 1.000:2 Zuschauer")).toEqual([
      [1, 0],
      [3, 2],
      [2, 1],
    ]);
  });
});

describe("linking a match's result in the text", () => {
  it("links the first statement of the result, in either order, and leaves other links and scores alone", () => {
    const team = { text: "Leverkusen", url: "/teams/leverkusen", kind: "team" as const };
    const paragraphs = [[team, " gewann 3:2, zur Pause stand es 2:0."], ["Noch einmal: 3:2."]];
    expect(linkMatchScores(paragraphs, [OPENER])).toEqual([
      [team, " gewann ", { text: "3:2", url: OPENER.url, kind: "match" }, ", zur Pause stand es 2:0."],
      ["Noch einmal: 3:2."],
    ]);
  });

  it("changes nothing for a match without a result or one the text does not state", () => {
    const paragraphs = [["Leverkusen gegen Gladbach."]];
    expect(linkMatchScores(paragraphs, [meeting(40, 2, 9, "2024-08-23T18:30:00Z", null), RETURN])).toEqual(paragraphs);
  });
});
