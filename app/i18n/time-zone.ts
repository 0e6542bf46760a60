import { useSyncExternalStore } from "react";
import type { Language } from "#lib/languages.ts";
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
 *
 * `shown`: for a component whose markup, not only its texts, depends on the zone (a round's match
 * days, regrouped by the visitor's day): it hydrates in the zone the document shows, which the
 * kick-offs' zone script may have switched to the visitor's already (`window.kickoffZone`, and
 * `data-kickoff-zone` on `<html>`, app/i18n/kickoff-zone-script.ts), so hydration finds the markup it
 * renders. Elsewhere a kick-off's
 * element keeps the script's text through a hydration in the home zone (`suppressHydrationWarning`),
 * and the render right after writes the same.
 */
export function useTimeZone(language: Language, shown?: true): string {
  return useSyncExternalStore(noSubscription, browserZone, () => (shown && (globalThis as { kickoffZone?: string }).kickoffZone) || HOME_TIME_ZONE[language]);
}
