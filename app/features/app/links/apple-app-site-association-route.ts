import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/apple-app-site-association-route";
import { appleAppSiteAssociation } from "./app-link-files.ts";
import { associationFile } from "./association-file.ts";

/** `/.well-known/apple-app-site-association`: which of the site's URLs the iOS app opens (404 unless configured). */
export function loader({ context }: Route.LoaderArgs) {
  return associationFile(appleAppSiteAssociation(servicesOf(context).env));
}
