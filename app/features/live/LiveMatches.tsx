import { createContext, useContext, useEffect, useEffectEvent, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { formatKickoffTime } from "#app/football/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { liveStreamUrl, withState, type LiveView, type MatchState } from "./views/live-view.ts";

/** How long the re-reads of a page's data after a `table` event are spread over. */
const REREAD_SPREAD_MS = 3000;

const LiveStates = createContext<ReadonlyMap<number, MatchState>>(new Map());

/**
 * Live updates for the matches below it: once hydrated it reads the server's stream of the page's
 * competitions (Server-Sent Events, docs/decisions/0111-live-stream.md) and hands each match's
 * latest state to `useLiveMatch`. On pages whose other content moves with a score (`reread`: the
 * table, a match page's goals) a `table` event re-reads the page's data, which the server keeps
 * fresh for that moment, after a random wait of up to `REREAD_SPREAD_MS`: every reader of a
 * competition gets the event at once, and their reads should not reach the server at once. Without
 * JavaScript, or when the stream is refused, the page stays as rendered and says since when (`LiveNotice`).
 */
export function LiveMatches({ live, reread = false, children }: { live: LiveView | null; reread?: boolean; children: React.ReactNode }) {
  const [states, setStates] = useState<ReadonlyMap<number, MatchState>>(() => new Map());
  const [connected, setConnected] = useState(false);
  const revalidator = useRevalidator();
  const url = live ? liveStreamUrl(live.competitionIds) : null;
  // Reads the page's data again unless a read is under way (the next event brings the rest).
  const onTableChange = useEffectEvent(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  });
  const rereadAllowed = useEffectEvent(() => reread);

  useEffect(() => {
    if (!url || typeof EventSource !== "function") return;
    const source = new EventSource(url);
    source.addEventListener("open", () => setConnected(true));
    source.addEventListener("error", () => setConnected(false));
    source.addEventListener("matches", (event) => {
      const { matches } = JSON.parse((event as MessageEvent<string>).data) as { matches: MatchState[] };
      setStates((previous) => {
        const next = new Map(previous);
        for (const state of matches) next.set(state.id, state);
        return next;
      });
    });
    let pending: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener("table", () => {
      if (rereadAllowed() && pending === undefined) {
        pending = setTimeout(() => {
          pending = undefined;
          onTableChange();
        }, Math.random() * REREAD_SPREAD_MS);
      }
    });
    return () => {
      clearTimeout(pending);
      source.close();
    };
  }, [url]);

  return (
    <LiveStates value={states}>
      {live ? <LiveNotice live={live} connected={connected} /> : null}
      {children}
    </LiveStates>
  );
}

/** Every match's latest live state: one object until the stream brings news (a static island's input, ADR 0708). */
export const useLiveStates = () => useContext(LiveStates);

/** The match with its latest live state (as rendered outside `LiveMatches` or before any news). */
export function useLiveMatch<T extends MatchState>(match: T): T {
  return withState(match, useContext(LiveStates).get(match.id));
}

/**
 * "Stand: 17:45 Uhr · Neu laden" on a page with matches in play: how old the scores are and a link
 * that loads them afresh. While the stream is open: "Live: aktualisiert sich von selbst".
 */
function LiveNotice({ live, connected }: { live: LiveView; connected: boolean }) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  const { pathname, search } = useLocation();
  const texts = messages.live;
  return (
    <p className="live-notice">
      <span className="live-badge">{messages.results.live.live}</span>{" "}
      {connected ? (
        texts.updating
      ) : (
        <>
          {fillTemplate(texts.renderedAt, { time: formatKickoffTime(live.renderedAt, language, zone) })} · <a href={pathname + search}>{texts.reload}</a>
        </>
      )}
    </p>
  );
}
