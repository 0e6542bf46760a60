import { useSyncExternalStore } from "react";
import type { Language } from "../../lib/languages.ts";
import { HOME_TIME_ZONE } from "./dates.ts";

const noSubscription = () => () => {};

let visitorZone: string | undefined;

/** The zone the browser runs in ("Asia/Tokyo"; Intl always names one), looked up once. */
const browserZone = () => (visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The time zone kick-offs and match days are shown in: the page language's home zone in the
 * server's markup and while React hydrates it (so both print the same text), the visitor's own from
 * the render right after hydration (React re-renders the components that read it, and only those).
 * A page rendered after a client-side navigation starts in the visitor's zone.
 */
export function useTimeZone(language: Language): string {
  return useSyncExternalStore(noSubscription, browserZone, () => HOME_TIME_ZONE[language]);
}
