import { useSite } from "../../../i18n/use-site.ts";
import { LiveMatches } from "../live/LiveMatches.tsx";
import type { LiveStripView } from "../views/match-view.ts";
import { MatchLinkList } from "./MatchLinkList.tsx";

/**
 * The matches in play and of today, each a link to its page, kept current by the live stream. With
 * `streamAround` the page reads the stream around the strip (the home page, whose other matches
 * follow the same competitions): the strip then opens none of its own, one stream per page.
 */
export function LiveStrip({ strip, streamAround = false }: { strip: LiveStripView; streamAround?: boolean }) {
  const { messages } = useSite();
  const list = <MatchLinkList items={strip.matches} withDate />;
  return (
    <section className="live-strip" aria-labelledby="live-strip">
      <h2 id="live-strip">{messages.results.live.strip}</h2>
      {streamAround ? list : <LiveMatches live={strip.live}>{list}</LiveMatches>}
    </section>
  );
}
