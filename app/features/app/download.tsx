import { redirect } from "react-router";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { StoreBadges } from "#app/components/StoreBadges.tsx";
import { COMPANY } from "#app/config/company.ts";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { pageData } from "#app/seo/page-data.ts";
import { metaFromLoader, pageMeta } from "#app/seo/page-meta.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/download";
import { AppReasons } from "./AppReasons.tsx";
import { detectDevice } from "./device/device-type.ts";
import { qrCodePath } from "./links/qr-code.server.ts";
import { QrCode } from "./QrCode.tsx";

/** The answer depends on the visitor's device: shared caches must key on it, or not store it. */
const DEVICE_DEPENDENT = { "Cache-Control": "private, no-store", Vary: "User-Agent" };

/**
 * The navigation's download entry: iOS goes to the App Store, Android to Google Play, every other
 * device gets both stores and a QR code of this very page, which a phone's camera opens and this
 * loader then sends on to the phone's store. Only this route varies by device, so pages stay cacheable.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { os } = detectDevice(request.headers.get("user-agent"));
  if (os === "ios") throw redirect(COMPANY.stores.ios, { status: 302, headers: DEVICE_DEPENDENT });
  if (os === "android") throw redirect(COMPANY.stores.android, { status: 302, headers: DEVICE_DEPENDENT });
  const { language, messages } = pageContext(context);
  const qrUrl = servicesOf(context).env.SITE_URL + href("download", language);
  return pageData(
    { meta: pageMeta(messages, messages.download.title, messages.download.description) },
    { texts: messages.download, qrUrl, qrCode: qrCodePath(qrUrl) },
  );
}

export const headers: Route.HeadersFunction = () => DEVICE_DEPENDENT;
export const meta: Route.MetaFunction = metaFromLoader;

export default function Download({ loaderData: { texts, qrUrl, qrCode } }: Route.ComponentProps) {
  const promo = useSite().messages.appPromo.download;
  return (
    <div className="container app-download">
      <div className="app-download__main">
        <PageHeader heading={texts.heading} lead={texts.lead} />
        <StoreBadges />
        <AppReasons />
      </div>
      <figure className="app-download__qr">
        <QrCode code={qrCode} label={fillTemplate(promo.qrLabel, { url: qrUrl })} />
        <figcaption>
          <strong>{promo.qrHeading}</strong> {promo.qrCaption}
        </figcaption>
      </figure>
    </div>
  );
}
