import { data, type HeadersFunction } from "react-router";
import type { LiveView } from "#app/features/live/interface.ts";
import type { ResultsRequest } from "#app/football/results-request.server.ts";
import { CACHE_CONTROL, NOT_CACHEABLE } from "#app/http/cache-control.ts";
import { buildPath, href } from "#app/i18n/href.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { pluralForm, type PluralText } from "#app/i18n/plural.ts";
import { ROUTE_TABLE, type PageKey } from "#app/i18n/route-table.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { isNotFound, type ResultsSource } from "#app/results-api/results-source.server.ts";
import { pageData } from "#app/seo/page-data.ts";
import { pageMeta, type PageMeta } from "#app/seo/page-meta.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import type { Competition, CompetitionsResponse, PushGroup } from "#contract/schemas.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import type { CompetitionHeader, UnavailableView } from "./competition-view.ts";

export function notFound(): never {
  throw data(null, { status: 404 });
}

export function competitionHeader(competition: Competition, catalogue: CompetitionsResponse, language: Language): CompetitionHeader {
  const params = { competition: competition.slug };
  return {
    id: competition.id,
    name: competition.name,
    season: competition.season,
    kind: competition.kind,
    group: catalogue.pushgroups.find((g) => g.id === competition.push_group_id)?.name,
    tabs: {
      matches: href("results", language, { country: competition.slug }),
      table: competition.has_table ? href("results-table", language, params) : undefined,
      scorers: competition.has_scorers ? href("results-scorers", language, params) : undefined,
      details: href("results-details", language, params),
      // Cups and tournaments have knockout rounds; a league has none.
      bracket: competition.kind === "league" ? undefined : href("results-bracket", language, params),
    },
  };
}

/** The competition a URL's slug names, 404 when there is none. */
export function competitionBySlug(catalogue: CompetitionsResponse, slug: string | undefined): Competition {
  return catalogue.competitions.find((c) => c.slug === slug) ?? notFound();
}

export function pushGroupBySlug(catalogue: CompetitionsResponse, slug: string | undefined): PushGroup | undefined {
  return catalogue.pushgroups.find((g) => g.slug === slug);
}

/**
 * The same page in every language. `paramsIn` gets each language's results source and returns the
 * route parameters there (or undefined when that language does not have the item); failures fall
 * back to the results overview of that language.
 */
export async function alternatesFor(
  page: PageKey,
  { sourceIn }: ResultsRequest,
  paramsIn: (source: ResultsSource, language: Language) => Promise<Record<string, string | number> | undefined>,
): Promise<Record<Language, string>> {
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (language) => {
      try {
        const params = await paramsIn(sourceIn(language), language);
        if (params) return [language, buildPath(ROUTE_TABLE[page][language], params)] as const;
      } catch {
        // The other language is unavailable: its overview is the best link we have.
      }
      return [language, href("results", language)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Language, string>;
}

/** The competition's slug in another language (same id). */
export async function competitionSlugIn(source: ResultsSource, competitionId: number): Promise<string | undefined> {
  return (await source.getCompetitions()).competitions.find((c) => c.id === competitionId)?.slug;
}

/**
 * A page's title and description from its templates. A description that counts something (a
 * scorer's goals) has plural forms, picked by `counted`: the count and the page's language.
 */
export function templateMeta(
  messages: Messages,
  template: { title: string; description: string | PluralText },
  values: Record<string, string | number>,
  counted?: { count: number; language: Language },
): PageMeta {
  const { description } = template;
  let form: string;
  if (typeof description === "string") form = description;
  else if (counted) form = pluralForm(description, counted.count, counted.language);
  else throw new Error(`A description with plural forms needs its count: "${description.other}"`);
  return pageMeta(messages, fillTemplate(template.title, values), oneFullStop(fillTemplate(form, values)));
}

/**
 * A value that ends in an abbreviation ("4:2 i. E.") before the template's own full stop would end
 * the sentence with two: the abbreviation's point ends it alone (an ellipsis stays as it is).
 */
const oneFullStop = (text: string) => text.replace(/(?<!\.)\.\.(?!\.)/g, ".");

/** Runs a data call whose 404 means "no such page"; other failures come back as undefined. */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) notFound();
    return undefined;
  }
}

/** A results page whose data could not be loaded at all: its heading and the spec's error text. */
export function unavailablePage(rr: ResultsRequest) {
  const view: UnavailableView = { kind: "unavailable", heading: rr.messages.pages.results.heading, error: rr.messages.states.matchesUnavailable };
  const meta = pageMeta(rr.messages, rr.messages.pages.results.title, rr.messages.pages.results.description);
  return data(pageData({ meta }, { view }), { headers: NOT_CACHEABLE });
}

/** BreadcrumbList of a results page: home › results › competition › what follows. */
export function resultsBreadcrumbs(rr: ResultsRequest, competition: Competition | undefined, tail: { name: string; path: string }[] = []) {
  const crumbs = [
    { name: rr.messages.nav.home, path: href("home", rr.language) },
    { name: rr.messages.pages.results.heading, path: href("results", rr.language) },
    ...(competition ? [{ name: competition.name, path: href("results", rr.language, { country: competition.slug }) }] : []),
    ...tail,
  ];
  return breadcrumbList(crumbs.map((crumb) => ({ name: crumb.name, url: rr.siteUrl + crumb.path })));
}

/** Results pages: live data, cached briefly; a failure's `no-store` from the loader wins. */
/** The headers of a page's data: not stored when it failed, stored for seconds while a match on it is in play. */
export function pageHeaders(view: { error: string | null; live: LiveView | null }): HeadersInit | undefined {
  if (view.error) return NOT_CACHEABLE;
  return view.live ? { "Cache-Control": CACHE_CONTROL.inPlay } : undefined;
}

export const resultsHeaders: HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has("Cache-Control") ? loaderHeaders : { "Cache-Control": CACHE_CONTROL.liveData };
