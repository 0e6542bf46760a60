import { COMPANY } from "#app/config/company.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/privacy";
import { staticPage } from "./static-page.server.ts";
import { StaticPageBody } from "./StaticPage.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return staticPage("privacy", context);
}

export const meta: Route.MetaFunction = metaFromLoader;

/** The privacy text, closed by the data-protection contact: an image and the address (spec §1). */
export default function Privacy({ loaderData: { text } }: Route.ComponentProps) {
  return (
    <StaticPageBody text={text}>
      <aside className="contact-card" aria-label={COMPANY.privacyOfficer}>
        <img src="/images/data-protection.svg" alt="" width="96" height="96" loading="lazy" />
        <address>
          <strong>{COMPANY.privacyOfficer}</strong>
          <br />
          {COMPANY.legalName}
          <br />
          {COMPANY.street}, {COMPANY.postalCode} {COMPANY.city}
          <br />
          <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>
        </address>
      </aside>
    </StaticPageBody>
  );
}
