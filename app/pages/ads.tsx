import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ContactList } from "../components/content/ContactCard.tsx";
import { NoData } from "../components/content/NoData.tsx";
import { contactView } from "../components/content/people.ts";
import { getAdvertisementContacts } from "../content/content-source.server.ts";
import { useSite } from "../i18n/use-site.ts";
import { metaFromLoader } from "../seo/page-meta.ts";
import { pageContext } from "./page-loader.server.ts";
import { StaticPageBody } from "./static/StaticPage.tsx";
import { staticPageLoader } from "./static/static-page.server.ts";

const adsText = staticPageLoader("ads");

/** The advertising text (content/pages/ads.*.md) followed by the advertising contacts. */
export async function loader(args: LoaderFunctionArgs) {
  const { language } = pageContext(args.request);
  const contacts = await getAdvertisementContacts();
  return { ...adsText(args), contacts: contacts.map((contact) => contactView(contact, language)) };
}

export const meta = metaFromLoader;

export default function Ads() {
  const { text, contacts } = useLoaderData<typeof loader>();
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
