import type { Language } from "#lib/languages.ts";
import { COMPANY } from "../config/company.ts";
import { FOUNDED_YEAR } from "../config/constants.ts";
import type { PremiumPlan } from "../content/schemas.ts";

/**
 * schema.org objects for JSON-LD. Each builder takes absolute URLs (SITE_URL-based) and returns a
 * plain object; pages put them in `structuredData` and the meta export renders them.
 */
const CONTEXT = "https://schema.org";

export function organization(siteUrl: string, sameAs: string[]) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: COMPANY.legalName,
    alternateName: COMPANY.brand,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    foundingDate: String(FOUNDED_YEAR),
    email: COMPANY.email,
    telephone: COMPANY.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: COMPANY.street,
      postalCode: COMPANY.postalCode,
      addressLocality: COMPANY.city,
      addressCountry: "DE",
    },
    sameAs,
  };
}

/** The premium subscriptions as the app's offers: name, the premium page's absolute URL, the content source's plans. */
export interface PremiumOffers {
  name: string;
  url: string;
  plans: PremiumPlan[];
}

/** How long one payment of a plan lasts, as an ISO 8601 duration. */
const BILLING_DURATION: Record<PremiumPlan["period"], string> = { month: "P1M", year: "P1Y" };

export function mobileApplication(siteUrl: string, language: Language, description: string, premium: PremiumOffers) {
  return {
    "@context": CONTEXT,
    "@type": "MobileApplication",
    name: COMPANY.brand,
    operatingSystem: "iOS, Android",
    applicationCategory: "SportsApplication",
    inLanguage: language,
    description,
    downloadUrl: [COMPANY.stores.ios, COMPANY.stores.android],
    publisher: { "@id": `${siteUrl}/#organization` },
    offers: [
      { "@type": "Offer", price: "0", priceCurrency: "EUR", category: "free" },
      ...premium.plans.map((plan) => {
        const price = plan.price.toFixed(2);
        return {
          "@type": "Offer",
          name: premium.name,
          price,
          priceCurrency: plan.currency,
          category: "subscription",
          url: premium.url,
          priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: plan.currency, billingDuration: BILLING_DURATION[plan.period] },
        };
      }),
    ],
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export function faqPage(entries: { question: string; answer: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "INTERN", "TEMPORARY", "CONTRACTOR"];

export function jobPosting(
  siteUrl: string,
  job: { title: string; description: string; datePosted: string; employmentType: string; location: string; url: string },
) {
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    employmentType: EMPLOYMENT_TYPES.includes(job.employmentType) ? job.employmentType : "OTHER",
    url: job.url,
    hiringOrganization: { "@type": "Organization", name: COMPANY.legalName, sameAs: `${siteUrl}/`, logo: `${siteUrl}/favicon.svg` },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.location,
        addressCountry: "DE",
        ...(job.location.includes(COMPANY.city) ? { streetAddress: COMPANY.street, postalCode: COMPANY.postalCode } : {}),
      },
    },
  };
}

export function newsArticle(
  siteUrl: string,
  article: {
    headline: string;
    description: string;
    /** Null when the backend sent no date: the object then has none. */
    datePublished: string | null;
    author: string | null;
    provider: string;
    url: string;
    language: Language;
    image: string;
  },
) {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: article.headline.slice(0, 110),
    description: article.description,
    ...(article.datePublished === null ? {} : { datePublished: article.datePublished }),
    inLanguage: article.language,
    mainEntityOfPage: article.url,
    image: [article.image],
    author: article.author ? { "@type": "Person", name: article.author } : { "@type": "Organization", name: article.provider },
    publisher: { "@type": "Organization", name: COMPANY.legalName, logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` } },
  };
}

const EVENT_STATUS: Record<string, string> = {
  scheduled: "https://schema.org/EventScheduled",
  finished: "https://schema.org/EventScheduled",
  awarded: "https://schema.org/EventScheduled",
  canceled: "https://schema.org/EventCancelled",
  called_off: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
};

export function sportsEvent(match: {
  name: string;
  url: string;
  startDate: string;
  status: string;
  home: string;
  away: string;
  venue: string | null;
  competition: string;
}) {
  return {
    "@context": CONTEXT,
    "@type": "SportsEvent",
    name: match.name,
    url: match.url,
    startDate: match.startDate,
    eventStatus: EVENT_STATUS[match.status] ?? "https://schema.org/EventScheduled",
    sport: "Soccer",
    homeTeam: { "@type": "SportsTeam", name: match.home },
    awayTeam: { "@type": "SportsTeam", name: match.away },
    competitor: [
      { "@type": "SportsTeam", name: match.home },
      { "@type": "SportsTeam", name: match.away },
    ],
    // Only a venue the data names: the competition is not a place.
    ...(match.venue ? { location: { "@type": "Place", name: match.venue, address: match.venue } } : {}),
    superEvent: { "@type": "SportsEvent", name: match.competition },
  };
}

/** A team's page: the team, its sport and the competitions it plays in (each with its page). */
export function sportsTeam(team: { name: string; url: string; memberOf: { name: string; url: string }[] }) {
  return {
    "@context": CONTEXT,
    "@type": "SportsTeam",
    name: team.name,
    url: team.url,
    sport: "Soccer",
    memberOf: team.memberOf.map((competition) => ({ "@type": "SportsOrganization", name: competition.name, url: competition.url })),
  };
}

/** A player's page: the person and the team the goals were scored for. */
export function person(player: { name: string; url: string; team: { name: string; url: string } }) {
  return {
    "@context": CONTEXT,
    "@type": "Person",
    name: player.name,
    url: player.url,
    memberOf: { "@type": "SportsTeam", name: player.team.name, url: player.team.url, sport: "Soccer" },
  };
}
