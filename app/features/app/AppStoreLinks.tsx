import { STORE_LINKS } from "#app/config/constants.ts";
import { useSite } from "#app/i18n/use-site.ts";

/**
 * A quiet line offering the app where a fan reads about a match or a team: one sentence and the two
 * stores' names as plain links (the same listings as the download page's badges, COMPANY.stores), no
 * badge, no image, no script. The end of the page's main content, so it never stands before the football.
 * The links come from the constants themselves, not from COMPANY: every page's shell chunk holds them,
 * while COMPANY's chunk (the reading pages' parts) would add 2 KiB to the match and team pages' JavaScript.
 */
export function AppStoreLinks() {
  const { messages } = useSite();
  const texts = messages.appPromo.storeLinks;
  return (
    <p className="app-store-links">
      {texts.lead} <a href={STORE_LINKS.ios}>{texts.appStore}</a> · <a href={STORE_LINKS.android}>{texts.googlePlay}</a>
    </p>
  );
}
