import { withCompetitions } from "#app/football/competition-section.ts";
import { finalScore, pairText } from "#app/football/format.ts";
import { href } from "#app/i18n/href.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import type { Language } from "#lib/languages.ts";
import { errorMessage, log } from "#lib/log.server.ts";
import { articleMatches, type MeetingCandidate } from "./views/match-mentions.ts";
import type { MentionMatcher } from "./views/mentions.ts";

/**
 * The matches a news article is about, from the results data (docs/decisions/0502-matches-in-news-and-news-pictures.md):
 * the teams the text names (the mention matcher's rules: whole, unambiguous names), each one's season
 * (the results source keeps them for minutes), their meetings with another named team; which of
 * them the article means is views/match-mentions.ts's rule. At most MAX_TEAMS named teams are looked
 * up (a round-up names more, and its matches are those of its first-named teams). Without the
 * results data the article links no match, as before.
 */

/** How many of the named teams' seasons an article's load asks for. */
export const MAX_TEAMS = 8;

/** A match the article is about, as the page lists it ("Borussia Mönchengladbach 2:3 Bayer 04 Leverkusen"). */
export interface ArticleMatch extends MeetingCandidate {
  home: string;
  away: string;
  /** The result in the page's language, or null before the match. */
  result: string | null;
}

export async function newsMatches(
  article: { body: readonly string[]; title: string; teaser: string; publishedAt: string },
  mentions: MentionMatcher,
  source: ResultsSource,
  language: Language,
): Promise<ArticleMatch[]> {
  const text = [article.title, article.teaser, ...article.body].join("\n");
  const teamIds = mentions
    .mentioned(text)
    .flatMap((key) => (key.startsWith("team:") ? [Number(key.slice("team:".length))] : []))
    .slice(0, MAX_TEAMS);
  if (teamIds.length < 2) return [];
  try {
    const [catalogue, ...seasons] = await Promise.all([source.getCompetitions(), ...teamIds.map((id) => source.getTeamSeason(id))]);
    const named = new Set(teamIds);
    const meetings = seasons.flatMap((season) =>
      season
        ? withCompetitions(season.competitions, catalogue).flatMap(([entry, competition]) =>
            entry.matches
              .filter((match) => named.has(match.home.id) && named.has(match.away.id))
              .map((match): ArticleMatch => {
                const score = finalScore(match);
                return {
                  id: match.id,
                  homeId: match.home.id,
                  awayId: match.away.id,
                  kickoff: match.kickoff,
                  score,
                  url: href("results-match", language, { competition: competition.slug, match: match.slug, mid: match.id }),
                  home: match.home.name,
                  away: match.away.name,
                  result: score && pairText(score, language),
                };
              }),
          )
        : [],
    );
    return articleMatches({ teamIds, text, publishedAt: article.publishedAt }, meetings);
  } catch (error) {
    log("warn", "news_matches_unavailable", { language, error: errorMessage(error) });
    return [];
  }
}
