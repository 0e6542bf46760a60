import { useEffect, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { PROGRESS_BAR } from "../../config/constants.ts";
import { useSite } from "../../i18n/use-site.ts";
import { IDLE, progressStore } from "./progress.ts";

/** The thin bar at the top while a route loads, and the "loading..." status for screen readers. */
export function NavigationProgress() {
  const { messages } = useSite();
  const loading = useNavigation().state !== "idle";
  const { phase, percent } = useSyncExternalStore(progressStore.subscribe, progressStore.get, () => IDLE);

  useEffect(() => {
    if (loading) progressStore.start();
    else progressStore.finish();
  }, [loading]);

  return (
    <>
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
      <p className="visually-hidden" role="status">
        {loading ? messages.loading : ""}
      </p>
    </>
  );
}
