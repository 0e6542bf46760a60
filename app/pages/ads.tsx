import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ContactList } from "../components/content/ContactCard";
import { NoData } from "../components/content/NoData";
import { contactView } from "../components/content/people";
import { getAdvertisementContacts } from "../content/content-source.server";
import { useSite } from "../i18n/use-site";
import { metaFromLoader } from "../seo/page-meta";
import { pageContext } from "./page-loader.server";
import { StaticPageBody } from "./static/StaticPage";
import { staticPageLoader } from "./static/static-page.server";

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
