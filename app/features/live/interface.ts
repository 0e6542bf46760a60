/**
 * What the live feature offers the other features (docs/decisions/0017-features-meet-through-one-interface.md):
 * the component that streams the scores of the matches in play below it, the hooks that read them, and the
 * live view a loader gives a page with matches in play. Its server half (the stream, its hub) is mounted by
 * server/, not used by features.
 */
export { LiveMatches, useLiveMatch, useLiveStates } from "./LiveMatches.tsx";
export { liveView, liveViewOf, type LiveView, type MatchState } from "./views/live-view.ts";
