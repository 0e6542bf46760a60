import type { Env } from "#app/config/env.server.ts";
import { appLinkPatterns } from "./app-link-paths.ts";

/**
 * The two association files that let the installed app open the site's links
 * (docs/decisions/0801-app-pages-and-app-links.md), built from the configuration. Each is
 * undefined while its variables are not set: the route then answers 404, as for any site
 * without an app.
 */

type AppLinkEnv = Pick<Env, "APPLE_TEAM_ID" | "IOS_BUNDLE_ID" | "ANDROID_PACKAGE" | "ANDROID_CERT_FINGERPRINTS">;

/** One entry of `applinks.details[].components`: a path pattern, optionally excluded. */
export interface AppleLinkComponent {
  "/": string;
  exclude?: true;
  comment?: string;
}

export interface AppleAppSiteAssociation {
  applinks: { details: { appIDs: string[]; components: AppleLinkComponent[] }[] };
}

/**
 * `/.well-known/apple-app-site-association` in Apple's current format (iOS 13 and later):
 * `applinks.details[]` with `appIDs` (`TEAMID.bundle`) and `components`, matched in order, so the
 * exclusions come first. No `webcredentials`: the site has no accounts.
 */
export function appleAppSiteAssociation(env: AppLinkEnv): AppleAppSiteAssociation | undefined {
  if (!env.APPLE_TEAM_ID || !env.IOS_BUNDLE_ID) return undefined;
  const { exclude, include } = appLinkPatterns();
  const components: AppleLinkComponent[] = [
    ...exclude.map((path) => ({ "/": path, exclude: true as const, comment: "not a page: stays in the browser" })),
    ...include.map((path) => ({ "/": path })),
  ];
  return { applinks: { details: [{ appIDs: [`${env.APPLE_TEAM_ID}.${env.IOS_BUNDLE_ID}`], components }] } };
}

export interface AndroidAssetLink {
  relation: ["delegate_permission/common.handle_all_urls"];
  target: { namespace: "android_app"; package_name: string; sha256_cert_fingerprints: string[] };
}

/**
 * `/.well-known/assetlinks.json` (Digital Asset Links): the app's package and signing certificates
 * may handle this site's URLs. Which paths it opens is declared in the app's manifest, with the
 * patterns of app-link-paths.ts.
 */
export function assetLinks(env: AppLinkEnv): AndroidAssetLink[] | undefined {
  if (!env.ANDROID_PACKAGE || !env.ANDROID_CERT_FINGERPRINTS) return undefined;
  return [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: { namespace: "android_app", package_name: env.ANDROID_PACKAGE, sha256_cert_fingerprints: env.ANDROID_CERT_FINGERPRINTS },
    },
  ];
}
