import { useSite } from "#app/i18n/use-site.ts";

/** The empty state of a collection that is empty or unavailable, with status 200 (docs/decisions/0202-content-caching-and-failures.md). */
export function NoData() {
  const { messages } = useSite();
  return <p className="empty-state">{messages.states.noData}</p>;
}
