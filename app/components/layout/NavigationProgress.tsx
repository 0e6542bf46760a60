import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { PROGRESS_BAR } from "../../config/constants";
import { useSite } from "../../i18n/use-site";
import { lastNavigationFailure, subscribeNavigationFailure } from "./navigation-failure";
import { nextProgress } from "./progress";

type Phase = "idle" | "loading" | "done" | "failed";

/** The thin bar at the top while a route loads, and the "loading..." status for screen readers. */
export function NavigationProgress() {
  const { messages } = useSite();
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";
  const failedAt = useSyncExternalStore(subscribeNavigationFailure, lastNavigationFailure, () => 0);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const startedAt = useRef(0);

  useEffect(() => {
    if (loading) {
      startedAt.current = Date.now();
      setPhase("loading");
      setProgress(0);
      const timer = setInterval(() => setProgress(nextProgress), PROGRESS_BAR.tickMs);
      return () => clearInterval(timer);
    }
    if (phase !== "loading") return;
    setProgress(100);
    setPhase(failedAt >= startedAt.current ? "failed" : "done");
    const timer = setTimeout(() => setPhase("idle"), 600);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on loading changes only
  }, [loading]);

  useEffect(() => {
    if (failedAt && failedAt >= startedAt.current && phase !== "idle") setPhase("failed");
  }, [failedAt, phase]);

  return (
    <>
      <div
        className="progress-bar"
        data-phase={phase}
        style={{ transform: `scaleX(${progress / 100})`, height: PROGRESS_BAR.heightPx }}
        role="progressbar"
        aria-hidden={phase === "idle"}
        aria-label={messages.loading}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      />
      <p className="visually-hidden" role="status">
        {loading ? messages.loading : ""}
      </p>
    </>
  );
}
