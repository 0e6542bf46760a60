import { useSite } from "../../i18n/use-site.ts";
import { LiveMatches } from "../../live/LiveMatches.tsx";
import type { LiveStripView } from "../../results/views-match.ts";
import { MatchLinkList } from "./MatchLinkList.tsx";

/** The matches in play and of today, each a link to its page, kept current by the live stream. */
export function LiveStrip({ strip }: { strip: LiveStripView }) {
  const { messages } = useSite();
  return (
    <section className="live-strip" aria-labelledby="live-strip">
      <h2 id="live-strip">{messages.results.live.strip}</h2>
      <LiveMatches live={strip.live}>
        <MatchLinkList items={strip.matches} withDate />
      </LiveMatches>
    </section>
  );
}
