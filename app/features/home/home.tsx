import { data } from "react-router";
import { StaticIsland } from "#app/components/StaticIsland.tsx";
import { StoreBadges } from "#app/components/StoreBadges.tsx";
import { followedTeamsPath } from "#app/features/favourites/interface.ts";
import { LiveMatches } from "#app/features/live/interface.ts";
import { staticPage } from "#app/features/reading/interface.server.ts";
import { LiveStrip } from "#app/features/results/interface.ts";
import { resultsRequest } from "#app/football/results-request.server.ts";
import { competitionShortcuts } from "#app/football/shortcuts.server.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { pageData } from "#app/seo/page-data.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { mobileApplication, organization } from "#app/seo/structured-data.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/home";
import { FootballSection } from "./FootballSection.tsx";
import { HeroPhone } from "./HeroPhone.tsx";
import { loadHomeFootball } from "./home-football.server.ts";
import type { HomeFootballView } from "./views/home-view.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const rr = resultsRequest(request, context);
  // Side by side: a page text that has to wait for the content service never holds the results back.
  const [page, socialLinks, plans, football, shortcuts] = await Promise.all([
    staticPage("home", context),
    services.content.getSocialMedia(),
    services.content.getPremiumPlans(),
    loadHomeFootball(rr),
    competitionShortcuts(rr.source, rr.language, rr.messages),
  ]);
  const language = page.language;
  const siteUrl = services.env.SITE_URL;
  const premium = { name: pageContext(context).messages.nav.premium, url: siteUrl + href("premium", language), plans };
  const structuredData = [
    organization(
      siteUrl,
      socialLinks.map((link) => link.url),
    ),
    mobileApplication(siteUrl, language, page.meta.description, premium),
  ];
  // Title and description reach the page as its head; the page renders the rest.
  const { heading, lead, sections } = page.text;
  const payload = pageData({ meta: page.meta, structuredData, shortcuts }, { text: { heading, lead, sections }, football });
  return data(payload, { headers: cacheControl(football) });
}

/**
 * With matches in play the page is stored for seconds; with matches today, or a part left out
 * (slow backend), for a minute, as the results pages; otherwise the default of pages applies.
 */
function cacheControl(football: HomeFootballView): HeadersInit | undefined {
  if (football.live) return { "Cache-Control": CACHE_CONTROL.inPlay };
  if (football.strip || !football.complete) return { "Cache-Control": CACHE_CONTROL.liveData };
  return undefined;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

/**
 * The home page, the match first: the matches in play and of today, the followed teams' matches,
 * then the app in a hero (the page language's league on a phone, store badges; between seasons the
 * competition decided last, with its final), the football of the main competitions (and, between
 * seasons, the ones decided before and what comes next), then
 * what the app does.
 * One live stream serves every match on the page while one is in play.
 */
export default function Home({ loaderData: { text, football } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  const featured = football.cards.find((card) => card.id === football.featuredCardId);
  return (
    <div className="home">
      <LiveMatches live={football.live}>
        {football.strip ? (
          <div className="container">
            <LiveStrip strip={football.strip} more={football.strip.more} streamAround />
          </div>
        ) : null}
        {/*
          The followed teams' last and next matches, filled by the head script from the resource route (ADR 0013),
          above the hero: after the matches in play, whose rows its arrival then cannot move (its height is
          an estimate, ADR 0808), and first of all on a day without them.
        */}
        <div data-my-teams={followedTeamsPath(language)} dangerouslySetInnerHTML={{ __html: "" }} />
        <section className={featured ? "home-hero home-hero--phone" : "home-hero"}>
          <div className="container home-hero__inner">
            <div className="home-hero__text">
              <h1>{text.heading}</h1>
              <p className="lead">{text.lead}</p>
              <StoreBadges />
              {/* Between seasons, the competition decided last: a real result with its link in the first screen beside the phone. */}
              {football.latestHtml ? <div dangerouslySetInnerHTML={{ __html: football.latestHtml }} /> : null}
            </div>
            {featured ? <HeroPhone card={featured} table={football.table} currentYear={football.currentYear} /> : null}
          </div>
        </section>
        <FootballSection football={football} />
      </LiveMatches>
      {/* Text only: a static island (ADR 0708), rendered with React again when the page's text changes. */}
      <StaticIsland as="section" className="container home-features render-when-near" aria-labelledby="home-features" inputs={[text]}>
        <h2 id="home-features">{messages.home.features}</h2>
        <ul className="home-features__grid">
          {text.sections.map((section) => (
            <li key={section.id} className="home-feature">
              <h3 id={section.id}>{section.heading}</h3>
              <div dangerouslySetInnerHTML={{ __html: section.html }} />
            </li>
          ))}
        </ul>
      </StaticIsland>
    </div>
  );
}
