import { use } from "react";
import { Link } from "react-router";
import { badgeFacts } from "#app/football/badge.ts";
import { href } from "#app/i18n/href.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { Team } from "#contract/schemas.ts";
import { flagBackground, FlagPictures } from "./flag-pictures.ts";

/**
 * A team as every results page shows it: its badge (a national team's flag, a club's own badge drawn
 * from its colours and code) and its name, short on phones and full on wider screens (CSS chooses;
 * the hidden one is `display: none`, so screen readers read the visible one only). Names wrap
 * between words, never inside one. A backend without the identity fields gets the full name alone.
 * `shortInAttribute` (long lists, ADR 0708): one element, the full name as its text and the short
 * one in `data-short`, which the stylesheet shows instead on phones (the text stays what screen
 * readers read).
 */
export function TeamName({ team, link = false, large, shortInAttribute }: { team: Team; link?: boolean; large?: boolean; shortInAttribute?: boolean }) {
  const { language } = useSite();
  const short = team.short_name && team.short_name !== team.name ? team.short_name : undefined;
  const content = (
    <>
      <TeamBadge team={team} large={large} />
      {short && shortInAttribute ? (
        <span className="team__name team__name--short-attr" data-short={short}>
          {team.name}
        </span>
      ) : short ? (
        <span className="team__name">
          <span className="team__full">{team.name}</span>
          <span className="team__short">{short}</span>
        </span>
      ) : (
        <span className="team__name">{team.name}</span>
      )}
    </>
  );
  return link ? (
    <Link className="team team--link" to={href("team", language, { team: team.slug })}>
      {content}
    </Link>
  ) : (
    <span className="team">{content}</span>
  );
}

/**
 * A national team's flag or a club's badge (its colours and code, drawn by the stylesheet with a
 * clip path: see app/football/badge.ts). Decorative: the name beside it says who the
 * team is. A flag in lists and tables (24 × 18 CSS pixels or smaller) is a small PNG drawn
 * beforehand from the flag-icons SVG (scripts/flags/rasterize.ts): an SVG image is a document of its
 * own that the browser parses, lays out and paints on the main thread, and a match page lists dozens
 * (ADR 0707). The page carries it in its head, once per flag (React hoists and merges the `<style>`
 * elements of one `href`), as a data URL on the server (`FlagPictures`): a picture fetched apart
 * arrives after the first paint and costs a frame of its own (ADR 0717). A `large` one (a match's
 * scoreboard, a team page's heading) is the SVG itself (see vite.config.ts), sharp at any size.
 */
export function TeamBadge({ team, large }: { team: Team; large?: boolean }) {
  const picture = use(FlagPictures);
  if (team.flag && large) return <img className="team-badge team-badge--flag" src={`/flags/${team.flag}.svg`} width={24} height={18} alt="" loading="lazy" />;
  if (team.flag) {
    // The contract allows a flag-icons id only (a-z and a hyphen), so it is a class name as it is.
    const name = `flag-${team.flag}`;
    return (
      <>
        <style href={name} precedence="flags">{`.${name}{${flagBackground(picture, team.flag)}}`}</style>
        <span className={`team-badge team-badge--flag ${name}`} aria-hidden />
      </>
    );
  }
  const badge = badgeFacts(team);
  if (!badge) return <span className="team-badge" aria-hidden />;
  const colours = { "--badge-1": badge.primary, "--badge-2": badge.secondary, color: badge.ink } as React.CSSProperties;
  return (
    <span className="team-badge team-badge--club" style={colours} aria-hidden>
      {badge.code}
    </span>
  );
}
