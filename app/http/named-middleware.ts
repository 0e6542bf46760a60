import { data, type MiddlewareFunction } from "react-router";
import { pageLanguageMiddleware } from "../i18n/page-language.server.ts";
import { canonicalPathRedirect } from "./canonical-path.ts";

/** The spec's error for a middleware name nobody registered (§5, §8). */
export const UNKNOWN_MIDDLEWARE_MESSAGE = "Unknown middleware";

/** The middleware routes can ask for by name. */
const REGISTRY: Record<string, MiddlewareFunction> = {
  "canonical-path": canonicalPathRedirect,
  "page-language": pageLanguageMiddleware,
};

/**
 * The middleware a route names. A name that is not registered must not silently skip a
 * safeguard: it answers the spec's 500 "Unknown middleware" (logged once per request as a 5xx).
 */
export function middlewareByName(names: readonly string[]): MiddlewareFunction[] {
  return names.map(
    (name) =>
      REGISTRY[name] ??
      (() => {
        throw data(UNKNOWN_MIDDLEWARE_MESSAGE, { status: 500 });
      }),
  );
}
