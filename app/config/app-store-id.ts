import { STORE_LINKS } from "./constants.ts";

/** The numeric App Store id in an App Store URL (`https://apps.apple.com/app/matchpuls/id6450000000` → "6450000000"). */
export function appStoreIdOf(storeUrl: string): string | undefined {
  return /\/id(\d+)(?:[/?#]|$)/.exec(storeUrl)?.[1];
}

/**
 * The id the smart app banner names when IOS_APP_STORE_ID is not set: the one of the store link
 * every page already shows, so the banner and the badges never point at different apps.
 */
export const DEFAULT_IOS_APP_STORE_ID = appStoreIdOf(STORE_LINKS.ios);
