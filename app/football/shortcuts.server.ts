import { loadCatalogue, type ResultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import type { Language } from "#lib/languages.ts";

/**
 * The competition shortcut row under the header of the home page and every results and news page
 * (docs/decisions/0114-matches-by-day.md): today's matches, then every competition we hold, the
 * page's own marked with `aria-current`. It is made here, on the server, as markup:
 * the layout places it (app/components/layout/SiteShell.tsx) without a component of its own, so it
 * adds no JavaScript to any page; its links are plain links. Undefined when the catalogue cannot
 * be read: the page then has no row.
 */
export async function competitionShortcuts(
  source: ResultsSource,
  language: Language,
  messages: Messages,
  current: { competitionId?: number; today?: boolean } = {},
): Promise<string | undefined> {
  const catalogue = await loadCatalogue(source);
  if (!catalogue) return undefined;
  const entries = [
    { name: messages.results.day.today, href: href("results", language), current: current.today === true },
    ...catalogue.competitions.map((c) => ({
      name: c.short_name,
      href: href("results", language, { country: c.slug }),
      current: c.id === current.competitionId,
    })),
  ];
  return shortcutRowHtml(messages.results.day.shortcuts, entries);
}

/** The row: a `<nav>` named `label` around a list of links, every text and URL escaped. */
export function shortcutRowHtml(label: string, entries: readonly { name: string; href: string; current: boolean }[]): string {
  const items = entries.map(
    (entry) => `<li><a href="${escapeMarkup(entry.href)}"${entry.current ? ' aria-current="page"' : ""}>${escapeMarkup(entry.name)}</a></li>`,
  );
  return `<nav class="shortcuts" aria-label="${escapeMarkup(label)}"><ul class="shortcuts__list">${items.join("")}</ul></nav>`;
}

/** The row of a results page: `competitionId` marks the page's competition, `today` the start page. */
export function resultsShortcuts(rr: ResultsRequest, current: { competitionId?: number; today?: boolean } = {}): Promise<string | undefined> {
  return competitionShortcuts(rr.source, rr.language, rr.messages, current);
}
