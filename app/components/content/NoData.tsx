import { useSite } from "../../i18n/use-site.ts";

/** The empty state of a collection that is empty or unavailable (spec §8). */
export function NoData() {
  const { messages } = useSite();
  return <p className="empty-state">{messages.states.noData}</p>;
}
