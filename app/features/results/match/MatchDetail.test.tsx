import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DictionaryContext } from "#app/i18n/dictionary.ts";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import type { RootData } from "#app/root-data.ts";
import type { MatchDetails } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { COMPLETE_MATCH, withoutExtension } from "#tests/support/complete-match.ts";
import { matchExtrasView } from "./match-events-view.ts";
import { MatchDetail } from "./MatchDetail.tsx";

/**
 * The match page's body as the server renders it (react-dom/server), from the complete match of
 * tests/support/complete-match.ts and from the same match as a backend without the extension sends it.
 */

function render(language: Language, node: ReactNode): string {
  const root: RootData = { language, dictionary: { language, href: "/d.json" }, socialLinks: [], siteUrl: "https://matchpuls.example", iosAppStoreId: "" };
  const router = createMemoryRouter([{ id: "root", path: "/", element: node }], { hydrationData: { loaderData: { root } } });
  return renderToStaticMarkup(
    <DictionaryContext value={getMessages}>
      <RouterProvider router={router} />
    </DictionaryContext>,
  );
}

const matchPage = (details: MatchDetails, language: Language = "en") =>
  render(
    language,
    <MatchDetail details={details} extras={matchExtrasView(details)} roundHref="/en/results/world-cup-2022/final" context={null} kind="tournament" />,
  );

/** The text of the first statistic, its tags removed. */
function textOf(html: string): string | null {
  const item = /<ul class="match-stats"><li>(.*?)<\/li>/.exec(html);
  return item ? item[1]!.replace(/<[^>]+>/g, "") : null;
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the match page of a complete match", () => {
  const html = matchPage(COMPLETE_MATCH);

  it("shows the timeline: goals with score, kind and assist, cards and changes, each named for screen readers", () => {
    expect(html).toContain('<h3 id="match-timeline">Match events</h3>');
    expect(count(html, 'class="timeline__item ')).toBe(25);
    expect(count(html, "timeline__item--goal")).toBe(6);
    expect(count(html, "timeline__item--card")).toBe(7);
    expect(count(html, "timeline__item--substitution")).toBe(12);
    expect(html).toContain('<span class="timeline__minute">45+5&#x27;</span>');
    expect(html).toContain('<span class="visually-hidden">Yellow card for Argentina: </span>');
    expect(html).toContain('<span class="visually-hidden">Goal for France: </span>');
    expect(html).toContain('Ángel Di María</a><br/><span class="timeline__note">Assist: Alexis Mac Allister</span>');
    expect(html).toContain('<a href="/en/players/lionel-messi-arg" data-discover="true">Lionel Messi</a><span class="timeline__note"> (penalty)</span>');
    expect(html).toContain('<span class="visually-hidden">On: </span>Marcus Thuram');
    expect(html).toContain('<span class="visually-hidden">Off: </span>Olivier Giroud');
  });

  it("shows the statistics, values as text with the team's name and a bar split by them", () => {
    expect(html).toContain('<h3 id="match-statistics">Statistics</h3>');
    expect(html.match(/<ul class="match-stats">.*?<\/ul>/)![0].split("<li>")).toHaveLength(8 + 1);
    expect(textOf(html)).toBe("Argentina: 54%PossessionFrance: 46%");
    expect(html).toContain('<span class="match-stats__bar" aria-hidden="true" style="--home:54%"></span>');
    expect(html).toContain('style="--home:66.7%"');
  });

  it("draws both elevens on the pitch by formation, and lists bench and coach beneath", () => {
    expect(html).toContain('<svg class="pitch" viewBox="0 0 300 520" aria-hidden="true"');
    expect(count(html, '<circle cx="')).toBe(22 + 1);
    expect(html).toContain(">Argentina 4-3-3</text>");
    expect(html).toContain(">France 4-2-3-1</text>");
    // Messi, the home team's third forward from its left, stands on the viewer's left in the upper half.
    expect(html).toContain('<circle cx="50" cy="220" r="11" fill="#fff"></circle><text x="50" y="224" fill="#0b3d2a" font-weight="700">10</text>');
    expect(html).toMatch(/<text x="50" y="242" fill="#fff">Lionel<\/text><text x="50" y="252" fill="#fff">Messi<\/text>/);
    // Giroud, France's striker, nearest the halfway line in the lower half.
    expect(html).toContain('<circle cx="150" cy="300" r="11" fill="#0b3d2a"></circle>');
    expect(html).toContain("Formation 4-2-3-1");
    expect(html).toContain("Coach: Didier Deschamps");
    expect(count(html, "<h5>Substitutes</h5>")).toBe(2);
    // The eleven on the pitch are hidden from screen readers: their lists are read instead.
    expect(count(html, '<h5 class="visually-hidden">Starting eleven</h5>')).toBe(2);
    expect(html).toContain(
      '<strong aria-hidden="true">23 </strong><span class="visually-hidden">No. 23 </span>Emiliano Martínez <abbr class="timeline__note" title="Goalkeeper">GK</abbr>',
    );
    expect(html).not.toContain("not available");
  });

  it("narrows a name wider than its room on the pitch to fit, never breaking or cutting it", () => {
    const away = COMPLETE_MATCH.lineups!.away;
    const starting = away.starting.map((player) => (player.number === 5 ? { ...player, name: "Jules Papadopoulos-Koundé" } : player));
    const narrow = matchPage({ ...COMPLETE_MATCH, lineups: { home: COMPLETE_MATCH.lineups!.home, away: { ...away, starting } } });
    // A line of four: 75 units each, less 6 between names.
    expect(narrow).toContain('textLength="69" lengthAdjust="spacingAndGlyphs">Papadopoulos-Koundé</text>');
    expect(count(narrow, "lengthAdjust")).toBe(1);
  });

  it("is in every language", () => {
    const de = matchPage(COMPLETE_MATCH, "de");
    expect(de).toContain("Spielverlauf");
    expect(de).toContain('<span class="visually-hidden">Gelbe Karte für Argentina: </span>');
    expect(de).toContain("Vorlage: Alexis Mac Allister");
    expect(textOf(de)).toBe("Argentina: 54\u00a0%BallbesitzFrance: 46\u00a0%");
    expect(de).toContain("Trainer: Lionel Scaloni");
    const it = matchPage(COMPLETE_MATCH, "it");
    expect(it).toContain("Cronaca");
    expect(it).toContain("Formazioni");
    expect(it).toContain("Possesso palla");
    expect(it).toContain('title="Portiere">POR</abbr>');
  });
});

describe("the match page of a backend without the extension", () => {
  it("shows the goals as its timeline and says once that line-ups and statistics are not available", () => {
    const html = matchPage(withoutExtension());
    expect(html).toContain('<h3 id="match-timeline">Goals</h3>');
    expect(count(html, "timeline__item--goal")).toBe(6);
    expect(html).toContain('<span class="timeline__note"> (penalty)</span>');
    expect(html).not.toContain("pitch");
    expect(html).not.toContain("match-stats");
    expect(html).toContain('<h3 id="match-missing">Line-ups and statistics</h3>');
    expect(count(html, "not available")).toBe(1);
  });

  it("says only what is missing: statistics without line-ups", () => {
    const { statistics: _statistics, ...noStatistics } = COMPLETE_MATCH;
    const html = matchPage(noStatistics, "it");
    expect(html).toContain('<h3 id="match-missing">Statistiche</h3>');
    expect(html).toContain("Le statistiche non sono disponibili per questa partita.");
    expect(html).toContain('class="pitch"');
  });

  it("lists the eleven where they cannot be drawn (no formation)", () => {
    const lineups = {
      home: { ...COMPLETE_MATCH.lineups!.home, formation: undefined },
      away: COMPLETE_MATCH.lineups!.away,
    };
    const html = matchPage({ ...COMPLETE_MATCH, lineups });
    expect(html).not.toContain('class="pitch"');
    expect(count(html, "<h5>Starting eleven</h5>")).toBe(2);
  });

  it("is silent about line-ups and statistics before kick-off", () => {
    const scheduled: MatchDetails = {
      ...withoutExtension(),
      goals: [],
      match: { ...COMPLETE_MATCH.match, status: "scheduled", winner: null, score: { ht: null, ft: null, et: null, penalties: null } },
    };
    const html = matchPage(scheduled);
    expect(html).not.toContain("not available");
    expect(html).not.toContain("timeline");
  });
});
