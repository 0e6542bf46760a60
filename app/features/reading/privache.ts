import { redirect } from "react-router";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import type { Route } from "./+types/privache";

/** `/{lang}/privache`: the spec's cookie-notice link (a typo), moved permanently to the privacy page. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(href("privacy", pageContext(context).language), 301);
}
