import { useSyncExternalStore } from "react";
import type { Language } from "../../lib/languages.ts";
import { HOME_TIME_ZONE } from "./dates.ts";

const noSubscription = () => () => {};

let visitorZone: string | undefined;

/** The part of Temporal this module uses (TypeScript's libraries do not describe Temporal yet). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The zone the browser runs in ("Asia/Tokyo"), looked up once. Temporal names it without building
 * anything (0.1 ms in Chromium); `Intl.DateTimeFormat()` builds a formatter, and the page's first one
 * loads ICU's date data (20–70 ms at full speed, four times that on Lighthouse's phone) while the
 * page hydrates (ADR 0707). Intl where a browser has no Temporal yet; it always names a zone.
 */
export const browserZone = (): string =>
  (visitorZone ??= (globalThis as { Temporal?: TemporalNow }).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Forgets the zone looked up, so a test can look it up again. */
export function forgetBrowserZone(): void {
  visitorZone = undefined;
}

/**
 * The time zone kick-offs and match days are shown in: the page language's home zone in the
 * server's markup and while React hydrates it (so both print the same text), the visitor's own from
 * the render right after hydration (React re-renders the components that read it, and only those).
 * A page rendered after a client-side navigation starts in the visitor's zone.
 */
export function useTimeZone(language: Language): string {
  return useSyncExternalStore(noSubscription, browserZone, () => HOME_TIME_ZONE[language]);
}
