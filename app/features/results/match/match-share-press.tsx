import type { ReactNode } from "react";
import { ShareDialog } from "#app/components/ShareDialog.tsx";
import type { MatchShareView } from "./match-share-view.ts";

/**
 * What a press of the match page's share button does, loaded on the first press (MatchShare.tsx):
 * the system's share sheet where the browser has the Web Share API (still within the press's user
 * activation), else, or when the browser refuses it, the share overlay shown in the button's place and
 * opened at once.
 */
export async function shareMatch(share: MatchShareView, show: (overlay: ReactNode) => void): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      return await navigator.share({ title: share.title, url: share.url });
    } catch (error) {
      // Cancelled by the visitor: nothing more to do; refused (not allowed here): the overlay instead.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  show(
    <div className="match-share">
      <ShareDialog url={share.url} title={share.title} texts={share.texts} openAtOnce />
    </div>,
  );
}
