import { redirect } from "react-router";
import { PageHeader } from "../components/PageHeader.tsx";
import { StoreBadges } from "../components/StoreBadges.tsx";
import { COMPANY } from "../config/company.ts";
import { detectDevice } from "../device/device-type.ts";
import { pageData } from "../seo/page-data.ts";
import { metaFromLoader, pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/download";
import { pageContext } from "./page-loader.server.ts";

/** The answer depends on the visitor's device: shared caches must key on it, or not store it. */
const DEVICE_DEPENDENT = { "Cache-Control": "private, no-store", Vary: "User-Agent" };

/**
 * The navigation's download entry: iOS goes to the App Store, Android to Google Play, every other
 * device gets the choice of both. Only this route varies by device, so pages stay cacheable.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { os } = detectDevice(request.headers.get("user-agent"));
  if (os === "ios") throw redirect(COMPANY.stores.ios, { status: 302, headers: DEVICE_DEPENDENT });
  if (os === "android") throw redirect(COMPANY.stores.android, { status: 302, headers: DEVICE_DEPENDENT });
  const { messages } = pageContext(request);
  return pageData({ meta: pageMeta(messages, messages.download.title, messages.download.description) }, { texts: messages.download });
}

export const headers: Route.HeadersFunction = () => DEVICE_DEPENDENT;
export const meta: Route.MetaFunction = metaFromLoader;

export default function Download({ loaderData: { texts } }: Route.ComponentProps) {
  return (
    <div className="container">
      <PageHeader heading={texts.heading} lead={texts.lead} />
      <StoreBadges />
    </div>
  );
}
