import type { RouterContextProvider } from "react-router";
import type { Messages } from "#app/i18n/messages/de.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import { servicesOf } from "#app/services.server.ts";
import type { CompetitionsResponse } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";

export interface ResultsRequest {
  request: Request;
  language: Language;
  messages: Messages;
  /** The results source of the page's language. */
  source: ResultsSource;
  /** The results source of any language, with this visitor's headers (for the alternates). */
  sourceIn(language: Language): ResultsSource;
  /** The public origin, for the absolute URLs of the structured data. */
  siteUrl: string;
}

/** What a results page's loader works with: the request, its language and dictionary, and the results sources. */
export function resultsRequest(request: Request, context: Readonly<RouterContextProvider>): ResultsRequest {
  const services = servicesOf(context);
  const { language, messages } = pageContext(context);
  const sourceIn = (other: Language) => services.results(other, request.headers);
  return { request, language, messages, source: sourceIn(language), sourceIn, siteUrl: services.env.SITE_URL };
}

/** The competitions, or undefined when the backend is down and nothing is cached. */
export async function loadCatalogue(source: ResultsSource): Promise<CompetitionsResponse | undefined> {
  try {
    return await source.getCompetitions();
  } catch {
    return undefined;
  }
}
