import { StoreBadges } from "../components/StoreBadges.tsx";
import { getMessages } from "../i18n/messages/index.server.ts";
import { pageData } from "../seo/page-data.ts";
import { metaFromLoader } from "../seo/page-meta.ts";
import { mobileApplication, organization } from "../seo/structured-data.ts";
import { servicesOf } from "../services.server.ts";
import type { Route } from "./+types/home";
import { staticPage } from "./static/static-page.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, env } = servicesOf(context);
  const page = staticPage("home", request);
  const language = page.language;
  const siteUrl = env.SITE_URL;
  const socialLinks = await content.getSocialMedia();
  const structuredData = [
    organization(
      siteUrl,
      socialLinks.map((link) => link.url),
    ),
    mobileApplication(siteUrl, language, page.meta.description, getMessages(language).nav.premium),
  ];
  return pageData({ meta: page.meta, structuredData }, { text: page.text });
}

export const meta: Route.MetaFunction = metaFromLoader;

/** The home page: the app in a hero with store badges, then each text section as a card. */
export default function Home({ loaderData: { text } }: Route.ComponentProps) {
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
