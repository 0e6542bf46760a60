import { type ReactNode, useState } from "react";
import type { MatchShareView } from "./match-share-view.ts";

/**
 * The match page's share button (docs/decisions/0012-share-cards.md): the server's disclosure with
 * plain links (mail and the networks), which works without JavaScript, rendered as it is (nothing to
 * hydrate but the one click handler, which React delegates to the wrapper). With JavaScript, a press of
 * the disclosure's button loads what it does (match-share-press.tsx): the system's share sheet where
 * the browser has the Web Share API, else the share overlay (app/components/ShareDialog.tsx), opened
 * in the disclosure's place. None of that is part of the match page's first load.
 */
export function MatchShare({ share }: { share: MatchShareView }) {
  const [overlay, setOverlay] = useState<ReactNode>();
  return (
    overlay ?? (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the click of the disclosure's own <summary>, which the keyboard presses too
      <div
        className="match-share"
        onClick={(event) => {
          if (!(event.target as Element).closest("summary")) return;
          event.preventDefault();
          void import("./match-share-press.tsx").then((press) => press.shareMatch(share, setOverlay));
        }}
        dangerouslySetInnerHTML={{ __html: share.html }}
      />
    )
  );
}
