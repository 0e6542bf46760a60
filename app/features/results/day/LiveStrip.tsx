import { Link } from "react-router";
import { LiveMatches } from "#app/features/live/interface.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { LiveStripView } from "../shared/match-list-view.ts";
import { MatchLinkList } from "../shared/MatchLinkList.tsx";

/** What the strip left out, for its link to the day view: how many matches, how many of them in play. */
export interface LiveStripMore {
  count: number;
  live: number;
  href: string;
}

/**
 * The matches in play and of today, each a link to its page, kept current by the live stream. With
 * `streamAround` the page reads the stream around the strip (the home page, whose other matches
 * follow the same competitions): the strip then opens none of its own, one stream per page. With
 * `more`, a link to the day view says how many matches the strip leaves out.
 */
export function LiveStrip({ strip, streamAround = false, more }: { strip: LiveStripView; streamAround?: boolean; more?: LiveStripMore | null }) {
  const { messages } = useSite();
  const texts = messages.results.live;
  const list = <MatchLinkList items={strip.matches} withDate />;
  return (
    <section className="live-strip" aria-labelledby="live-strip">
      <h2 id="live-strip">{texts.strip}</h2>
      {streamAround ? list : <LiveMatches live={strip.live}>{list}</LiveMatches>}
      {more ? (
        <p className="live-strip__more">
          <Link className="home-more" to={more.href}>
            {fillTemplate(more.live > 0 ? texts.stripMoreLive : texts.stripMore, { count: more.count, live: more.live })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
