import { ContactList } from "../components/content/ContactCard.tsx";
import { NoData } from "../components/content/NoData.tsx";
import { contactView } from "../components/content/people.ts";
import { useSite } from "../i18n/use-site.ts";
import { pageData } from "../seo/page-data.ts";
import { metaFromLoader } from "../seo/page-meta.ts";
import { servicesOf } from "../services.server.ts";
import type { Route } from "./+types/ads";
import { staticPage } from "./static/static-page.server.ts";
import { StaticPageBody } from "./static/StaticPage.tsx";

/** The advertising text (content/pages/ads.*.md) followed by the advertising contacts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { meta, text, language } = staticPage("ads", request);
  const contacts = await servicesOf(context).content.getAdvertisementContacts();
  return pageData({ meta }, { text, language, contacts: contacts.map((contact) => contactView(contact, language)) });
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function Ads({ loaderData: { text, contacts } }: Route.ComponentProps) {
  const { messages } = useSite();
  return (
    <StaticPageBody text={text}>
      <section className="content-section" aria-labelledby="ads-contacts">
        <h2 id="ads-contacts">{messages.content.ads.contacts}</h2>
        {contacts.length > 0 ? <ContactList contacts={contacts} /> : <NoData />}
      </section>
    </StaticPageBody>
  );
}
