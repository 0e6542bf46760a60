import type { Language } from "#lib/languages.ts";
import type {
  AdvertisementContact,
  FaqCollection,
  Job,
  LogoWallEntry,
  PageText,
  PremiumPlan,
  PressArticle,
  PressContact,
  SocialMediaLink,
  TeamMember,
} from "./schemas.ts";

/**
 * What the site needs from the content service: one method per call of the content API
 * (docs/content-model.md). Two adapters implement it (`adapters/`): Cockpit over HTTP and the
 * embedded files; the contract test keeps their answers identical. Adapters throw on any failure;
 * the cached service (`service.server.ts`) turns that into the last good value or empty data.
 */
export interface ContentSource {
  readonly kind: "cockpit" | "embedded";
  team(): Promise<TeamMember[]>;
  jobs(language: Language): Promise<Job[]>;
  faqs(language: Language): Promise<FaqCollection>;
  advertisementContacts(): Promise<AdvertisementContact[]>;
  logoWall(): Promise<LogoWallEntry[]>;
  pressContacts(): Promise<PressContact[]>;
  /** Newest first (the adapters ask for / emulate `sort[_created]=-1`). */
  pressArticles(): Promise<PressArticle[]>;
  socialMedia(): Promise<SocialMediaLink[]>;
  /** The premium page's prices: one plan per period. */
  premiumPlans(): Promise<PremiumPlan[]>;
  /** The texts of the pages editors write, one entry per page (app/content/page-text-files.ts has the embedded ones). */
  pageTexts(language: Language): Promise<PageText[]>;
}
