import { PAGE_KEYS, pageRow, type NavLabel, type NavPlacement, type PageKey } from "#app/i18n/route-table.ts";

/**
 * The spec's navigation entries (docs/decisions/0003-layout-behaviour.md), read from the route
 * table: each row names its entries and their places (`nav`), and the pages marked under an entry
 * (`navSection`). The header shows only home, download, jobs, faq and contact; the footer shows all
 * of them. Download leaves the site (new tab) via the device-aware redirect.
 */
export interface NavEntry {
  label: NavLabel;
  page: PageKey;
  params?: Readonly<Record<string, string | number>>;
  hash?: string;
  external?: boolean;
  /** Further pages that belong to this entry's section: on them the entry is marked as "you are here". */
  section?: readonly PageKey[];
}

/** The entries with a place given by `placeOf`, in the order of their places. */
function entriesByPlace(placeOf: (placement: Pick<NavPlacement, "header" | "footer" | "menu">) => number | undefined): NavEntry[] {
  return PAGE_KEYS.flatMap((page) =>
    (pageRow(page).nav ?? []).flatMap(({ label, params, hash, external, ...placement }) => {
      const place = placeOf(placement);
      const section = PAGE_KEYS.filter((other) => pageRow(other).navSection === label);
      return place === undefined ? [] : [{ place, entry: { label, page, params, hash, external, section } }];
    }),
  )
    .sort((a, b) => a.place - b.place)
    .map(({ entry }) => entry);
}

export const HEADER_NAV: readonly NavEntry[] = entriesByPlace((placement) => placement.header);

/**
 * The phone menu: the header's five first, then what a phone has no other way to reach from the
 * header: the results and the news (the shortcut row under the header shows on their pages only).
 */
export const PHONE_MENU_NAV: readonly NavEntry[] = [...HEADER_NAV, ...entriesByPlace((placement) => placement.menu)];

/** Footer columns: every navigation entry of the spec, plus results, premium and cookies. */
export const FOOTER_NAV: readonly (readonly NavEntry[])[] = ([1, 2, 3] as const).map((column) =>
  entriesByPlace(({ footer }) => (footer?.[0] === column ? footer[1] : undefined)),
);
