import { Link } from "react-router";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { StoreBadges } from "#app/components/StoreBadges.tsx";
import { FaqList } from "#app/features/company/interface.ts";
import { staticPage } from "#app/features/reading/interface.server.ts";
import { TextSections } from "#app/features/reading/interface.ts";
import { href } from "#app/i18n/href.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { pageData } from "#app/seo/page-data.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/premium";
import { PlanComparison } from "./PlanComparison.tsx";
import { PriceCards } from "./PriceCards.tsx";
import { planCards } from "./views/premium-plans-view.ts";

/** The FAQ collection's group of questions about Premium (the option value of `fields.group`). */
export const PREMIUM_FAQ_GROUP = "premium";

/**
 * The premium page (docs/decisions/0801-app-pages-and-app-links.md): prices from the content's
 * PremiumPlans, the comparison of free and Premium, the terms as the page's Markdown text, and the
 * FAQ collection's questions about Premium (the Markdown asks none of its own, so none shows twice).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { meta, text, language } = await staticPage("premium", context);
  const { content } = servicesOf(context);
  const [plans, faqs] = await Promise.all([content.getPremiumPlans(), content.getFaqs(language)]);
  return pageData({ meta }, { text, plans: planCards(plans, language), faq: faqs.entries.filter((entry) => entry.group === PREMIUM_FAQ_GROUP) });
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function Premium({ loaderData: { text, plans, faq } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  const texts = messages.appPromo.premium;
  return (
    <div className="container premium-page">
      <PageHeader heading={text.heading} lead={text.lead} />
      {/* Before the text in the markup: near the top on a phone, the sticky column on a desktop. */}
      <section className="premium-offer" aria-labelledby="premium-offer-heading">
        <h2 id="premium-offer-heading">{texts.plansHeading}</h2>
        {plans.length > 0 ? (
          <>
            <PriceCards cards={plans} />
            <p className="premium-offer__note">{texts.pricesNote}</p>
          </>
        ) : null}
        <p className="premium-offer__get">{texts.getIt}</p>
        <StoreBadges />
      </section>
      <div className="premium-page__body">
        <PlanComparison />
        <TextSections sections={text.sections} />
        {faq.length > 0 ? (
          <>
            <FaqList groups={[{ id: PREMIUM_FAQ_GROUP, label: texts.faqHeading, entries: faq }]} open={false} />
            <p className="premium-page__more">
              {texts.moreQuestions} <Link to={href("faq", language)}>{texts.allFaqs}</Link> · <Link to={href("contact", language)}>{texts.contactUs}</Link>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
