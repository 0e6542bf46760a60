import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { StoreBadges } from "../components/StoreBadges.tsx";
import { loadEnv } from "../config/env.server.ts";
import { getSocialMedia } from "../content/content-source.server.ts";
import { getMessages } from "../i18n/messages/index.server.ts";
import { metaFromLoader } from "../seo/page-meta.ts";
import { mobileApplication, organization } from "../seo/structured-data.ts";
import { staticPageLoader } from "./static/static-page.server.ts";

const homeText = staticPageLoader("home");

export async function loader(args: LoaderFunctionArgs) {
  const page = homeText(args);
  const language = page.language;
  const siteUrl = loadEnv().SITE_URL;
  const socialLinks = await getSocialMedia();
  const structuredData = [
    organization(siteUrl, socialLinks.map((link) => link.url)),
    mobileApplication(siteUrl, language, page.meta.description, getMessages(language).nav.premium),
  ];
  return { meta: page.meta, text: page.text, structuredData };
}

export const meta = metaFromLoader;

/** The home page: the app in a hero with store badges, then each text section as a card. */
export default function Home() {
  const { text } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1>{text.heading}</h1>
          <p className="lead">{text.lead}</p>
          <StoreBadges />
        </div>
      </section>
      <div className="container">
        <ul className="card-grid home-features">
          {text.sections.map((section) => (
            <li key={section.id} className="card">
              <h2 id={section.id}>{section.heading}</h2>
              <div dangerouslySetInnerHTML={{ __html: section.html }} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
