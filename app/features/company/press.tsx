import { Link } from "react-router";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { FOUNDED_YEAR, LEAGUE_COUNT } from "#app/config/constants.ts";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { pageData } from "#app/seo/page-data.ts";
import { metaFromLoader, pageMeta } from "#app/seo/page-meta.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/press";
import { ContactList } from "./ContactCard.tsx";
import { LogoWall } from "./LogoWall.tsx";
import { NoData } from "./NoData.tsx";
import { PressKit } from "./press-kit/PressKit.tsx";
import { PressArticleList } from "./PressArticleList.tsx";
import { contactView } from "./views/people-view.ts";

/** How many of the newest press articles the press page shows; the rest are on the articles page. */
const LATEST_ARTICLES = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = servicesOf(context);
  const { language, messages } = pageContext(context);
  const [logos, contacts, articles] = await Promise.all([content.getLogoWall(), content.getPressContacts(), content.getPressArticles()]);
  return pageData(
    // The description says what the page offers, press kit included (content.press.lead).
    { meta: pageMeta(messages, messages.pages.press.title, messages.content.press.lead) },
    { logos, contacts: contacts.map((contact) => contactView(contact, language)), latest: articles.slice(0, LATEST_ARTICLES) },
  );
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function Press({ loaderData: { logos, contacts, latest } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  const page = messages.pages.press;
  const texts = messages.content.press;
  return (
    <div className="container">
      <PageHeader heading={page.heading} lead={texts.lead} />

      <section className="content-section" aria-labelledby="press-info">
        <h2 id="press-info">{texts.info.heading}</h2>
        <div className="prose">
          {texts.info.paragraphs.map((paragraph, index) => (
            <p key={index}>{fillTemplate(paragraph, { foundedYear: FOUNDED_YEAR, leagueCount: LEAGUE_COUNT })}</p>
          ))}
        </div>
      </section>

      <PressKit />

      <section className="content-section render-when-near" aria-labelledby="press-logos">
        <h2 id="press-logos">{texts.logoWall}</h2>
        {logos.length > 0 ? <LogoWall logos={logos} /> : <NoData />}
      </section>

      <section className="content-section render-when-near" aria-labelledby="press-contacts">
        <h2 id="press-contacts">{texts.contacts}</h2>
        {contacts.length > 0 ? <ContactList contacts={contacts} /> : <NoData />}
      </section>

      <section className="content-section render-when-near" aria-labelledby="press-latest">
        <h2 id="press-latest">{texts.latest}</h2>
        {latest.length > 0 ? <PressArticleList articles={latest} headingLevel={3} /> : <NoData />}
        <p>
          <Link className="button button--secondary" to={href("press-articles", language)} prefetch="intent">
            {texts.allArticles}
          </Link>
        </p>
      </section>
    </div>
  );
}
