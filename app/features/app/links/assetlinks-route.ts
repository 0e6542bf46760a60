import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/assetlinks-route";
import { assetLinks } from "./app-link-files.ts";
import { associationFile } from "./association-file.ts";

/** `/.well-known/assetlinks.json`: the Android app that may open the site's URLs (404 unless configured). */
export function loader({ context }: Route.LoaderArgs) {
  return associationFile(assetLinks(servicesOf(context).env));
}
