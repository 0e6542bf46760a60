import { data } from "react-router";
import { LiveStrip } from "../components/results/LiveStrip.tsx";
import { StoreBadges } from "../components/StoreBadges.tsx";
import { CACHE_CONTROL } from "../http/cache-control.ts";
import { getMessages } from "../i18n/messages/index.server.ts";
import { pageData } from "../seo/page-data.ts";
import { metaFromLoader } from "../seo/page-meta.ts";
import { mobileApplication, organization } from "../seo/structured-data.ts";
import { servicesOf } from "../services.server.ts";
import type { Route } from "./+types/home";
import { loadLiveStripInTime } from "./results/live-strip.server.ts";
import { resultsRequest } from "./results/results-page.server.ts";
import { staticPage } from "./static/static-page.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, env } = servicesOf(context);
  const page = staticPage("home", request);
  const language = page.language;
  const siteUrl = env.SITE_URL;
  const [socialLinks, strip] = await Promise.all([content.getSocialMedia(), loadLiveStripInTime(resultsRequest(request, servicesOf(context)))]);
  const structuredData = [
    organization(
      siteUrl,
      socialLinks.map((link) => link.url),
    ),
    mobileApplication(siteUrl, language, page.meta.description, getMessages(language).nav.premium),
  ];
  const payload = pageData({ meta: page.meta, structuredData }, { text: page.text, strip });
  // With matches in play the page is stored for seconds only; otherwise the default of pages applies.
  return strip?.live ? data(payload, { headers: { "Cache-Control": CACHE_CONTROL.inPlay } }) : payload;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

/** The home page: the app in a hero with store badges, then each text section as a card. */
export default function Home({ loaderData: { text, strip } }: Route.ComponentProps) {
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
        {strip ? <LiveStrip strip={strip} /> : null}
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
