/**
 * A tiny store that lets the error page tell the progress bar that the navigation ended in an
 * error (the bar then turns red), without the two knowing each other.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let failedAt = 0;

export function reportNavigationFailure(): void {
  failedAt = Date.now();
  listeners.forEach((listener) => listener());
}

export function subscribeNavigationFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function lastNavigationFailure(): number {
  return failedAt;
}
