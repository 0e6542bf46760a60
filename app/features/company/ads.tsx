import { staticPage } from "#app/features/reading/interface.server.ts";
import { SideCard, StaticPageBody } from "#app/features/reading/interface.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { pageData } from "#app/seo/page-data.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/ads";
import { ContactList } from "./ContactCard.tsx";
import { NoData } from "./NoData.tsx";
import { contactView } from "./views/people-view.ts";

const CONTACTS_ID = "ads-contacts";

/** The advertising text (content/pages/ads.*.md) followed by the advertising contacts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { meta, text, language } = await staticPage("ads", context);
  const contacts = await servicesOf(context).content.getAdvertisementContacts();
  return pageData({ meta }, { text, language, contacts: contacts.map((contact) => contactView(contact, language)) });
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function Ads({ loaderData: { text, contacts } }: Route.ComponentProps) {
  const { messages } = useSite();
  const cta = messages.reading.adsCta;
  const contactsHeading = messages.content.ads.contacts;
  return (
    <StaticPageBody
      text={text}
      extraSections={[{ id: CONTACTS_ID, heading: contactsHeading }]}
      side={
        <SideCard id="ads-cta" heading={cta.heading} text={cta.text}>
          <p className="side-card__actions">
            <a className="button" href={`#${CONTACTS_ID}`}>
              {cta.action}
            </a>
          </p>
        </SideCard>
      }
    >
      <section className="content-section render-when-near" aria-labelledby={CONTACTS_ID}>
        <h2 id={CONTACTS_ID}>{contactsHeading}</h2>
        {contacts.length > 0 ? <ContactList contacts={contacts} /> : <NoData />}
      </section>
    </StaticPageBody>
  );
}
