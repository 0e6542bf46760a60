import { FOUNDED_YEAR, LEAGUE_COUNT } from "#app/config/constants.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Language } from "#lib/languages.ts";
import type { Route } from "./+types/fact-sheet-route";
import { FACT_SHEET_TYPE, factSheetFileName } from "./fact-sheet-file.ts";
import { renderFactSheet, type FactSheetInput } from "./fact-sheet.server.ts";

/**
 * The press kit's fact sheet (`/presse/factsheet.pdf`, en `/en/press/fact-sheet.pdf`, it
 * `/it/stampa/scheda-informativa.pdf`): a resource route that renders a one-page PDF in the page's
 * language from the constants, the results source's competitions and the content service's press
 * contacts. Shown inline (a link with `download` saves it), cacheable like a page.
 */
/** The competitions by name, in the results source's display order; undefined when it cannot be read. */
async function competitionNames(results: ResultsSource): Promise<string[] | undefined> {
  try {
    const { pushgroups, competitions } = await results.getCompetitions();
    const byId = new Map(competitions.map((competition) => [competition.id, competition.name]));
    const ordered = pushgroups.flatMap((group) => group.competition_ids.flatMap((id) => byId.get(id) ?? []));
    return [...new Set([...ordered, ...competitions.map((competition) => competition.name)])];
  } catch {
    // The results source logs its failures; the sheet goes out without the list (and is not stored).
    return undefined;
  }
}

/**
 * The last PDF per language with the input it was made from: the same input (the content and
 * results caches change it at most every few minutes, the date once a day) is not rendered again.
 */
const lastRendered = new Map<Language, { key: string; pdf: Promise<Uint8Array> }>();

function factSheetPdf(input: FactSheetInput): Promise<Uint8Array> {
  const key = JSON.stringify(input);
  const last = lastRendered.get(input.language);
  if (last?.key === key) return last.pdf;
  const pdf = renderFactSheet(input);
  lastRendered.set(input.language, { key, pdf });
  pdf.catch(() => lastRendered.delete(input.language));
  return pdf;
}

/** Midnight (UTC) of the request's day: the sheet's "as of" date, stable for the day. */
function today(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, results, env } = servicesOf(context);
  const { language, messages } = pageContext(context);
  const [contacts, competitions] = await Promise.all([content.getPressContacts(), competitionNames(results(language, request.headers))]);
  const pdf = await factSheetPdf({
    language,
    asOf: today(),
    websiteUrl: env.SITE_URL + href("home", language),
    intro: fillTemplate(messages.content.press.info.paragraphs[0] ?? "", { foundedYear: FOUNDED_YEAR, leagueCount: LEAGUE_COUNT }),
    competitions: competitions ?? [],
    contacts: contacts.map((contact) => ({ name: contact.name, role: contact.role[language], email: contact.email, phone: contact.phone })),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": FACT_SHEET_TYPE,
      "Content-Disposition": `inline; filename="${factSheetFileName(language)}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": competitions ? CACHE_CONTROL.page : CACHE_CONTROL.noStore,
    },
  });
}
