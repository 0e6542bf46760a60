import { redirect } from "react-router";
import { languageOfPath } from "../../../lib/languages.ts";
import { href } from "../../i18n/href.ts";
import type { Route } from "./+types/privache";

/** `/{lang}/privache`: the spec's cookie-notice link (a typo), moved permanently to the privacy page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(href("privacy", languageOfPath(new URL(request.url).pathname)), 301);
}
