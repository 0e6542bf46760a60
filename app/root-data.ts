import type { Language } from "#lib/languages.ts";
import type { Env } from "./config/env.server.ts";
import type { PreviewBanner } from "./content/preview-banner.server.ts";
import type { SocialMediaLink } from "./content/schemas.ts";
import type { DictionaryRef } from "./i18n/dictionary.ts";

/**
 * What the root loader (root.tsx) gives every page: its language, the dictionary file of that
 * language, the social links, the public origin and the App Store id. Declared apart from the route
 * module, so the hooks that read it (i18n/use-site.ts), which root.tsx's own components use, do not
 * import the route module back.
 */
export interface RootData {
  language: Language;
  dictionary: DictionaryRef;
  socialLinks: SocialMediaLink[];
  siteUrl: string;
  iosAppStoreId: Env["IOS_APP_STORE_ID"];
  /** On a preview link's pages only (app/content/preview.server.ts): the banner that says so. */
  preview?: PreviewBanner;
}
