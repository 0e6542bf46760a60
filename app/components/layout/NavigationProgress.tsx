import { useEffect, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { PROGRESS_BAR } from "#app/config/constants.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { IDLE, progressStore } from "./progress.ts";

/** The thin bar at the top while a route loads; red when the navigation failed. */
export function NavigationProgress() {
  const { messages } = useSite();
  const loading = useNavigation().state !== "idle";
  const { phase, percent } = useSyncExternalStore(progressStore.subscribe, progressStore.get, () => IDLE);

  useEffect(() => {
    if (loading) progressStore.start();
    else progressStore.finish();
  }, [loading]);

  return (
    <div
      className="progress-bar"
      data-phase={phase}
      style={{ transform: `scaleX(${percent / 100})`, height: PROGRESS_BAR.heightPx }}
      role="progressbar"
      aria-hidden={phase === "idle"}
      aria-label={messages.loading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    />
  );
}

/**
 * The spec's "loading..." text, in the page's language, shown in the header while a route loads
 * (it appears after a short delay, so quick navigations do not flicker) and read by screen readers.
 */
export function LoadingStatus() {
  const { messages } = useSite();
  const loading = useNavigation().state !== "idle";
  return (
    <p className="loading-status" role="status">
      {loading ? messages.loading : ""}
    </p>
  );
}
