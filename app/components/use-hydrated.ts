import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's markup and during hydration, true from the first render after it: what
 * needs the browser (a native dialog, navigator.share, the form's own messages) is switched on
 * without a mismatch between the server's HTML and the first client render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
