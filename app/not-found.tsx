import { data, redirect } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage } from "#lib/languages.ts";
import type { Route } from "./+types/not-found";
import { canonicalPathname } from "./http/canonical-path.ts";
import { MISSING_PAGE_MESSAGE, UNSUPPORTED_LANGUAGE_MESSAGE } from "./i18n/error-texts.ts";
import { resolvePath } from "./i18n/route-table.ts";

/** A first segment shaped like a language tag: `fr`, `es`, `xx`, `de-at`, `pt_BR`. */
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z0-9]{2,4})?$/i;

/**
 * Every path no page matches. `/de/...` is the default language spelled out: it moves to the
 * unprefixed path when that is a German page. Another language-like first segment is an unsupported language (404 "Page not
 * found."); anything else is a missing page (404 "This page could not be found").
 */
export function loader({ request }: Route.LoaderArgs): never {
  const url = new URL(request.url);
  const [, first = "", ...rest] = url.pathname.split("/");
  if (first === DEFAULT_LANGUAGE) {
    // Only to a German page that exists: `/de/about` must not move to a path that is a 404 too.
    const target = canonicalPathname(rest.join("/"));
    if (resolvePath(target)?.language === DEFAULT_LANGUAGE) throw redirect(target + url.search, 301);
    throw data(MISSING_PAGE_MESSAGE, { status: 404 });
  }
  if (LANGUAGE_TAG.test(first) && !isLanguage(first.toLowerCase())) throw data(UNSUPPORTED_LANGUAGE_MESSAGE, { status: 404 });
  throw data(MISSING_PAGE_MESSAGE, { status: 404 });
}

export default function NotFound() {
  return null;
}
