import { COMPANY } from "../../config/company.ts";
import { useSite } from "../../i18n/use-site.ts";

/**
 * A quiet line offering the app where a fan reads about a match or a team: one sentence and the two
 * stores' names as plain links (the same listings as the download page's badges, COMPANY.stores), no
 * badge, no image, no script. The end of the page's main content, so it never stands before the football.
 */
export function AppStoreLinks() {
  const { messages } = useSite();
  const texts = messages.appPromo.storeLinks;
  return (
    <p className="app-store-links">
      {texts.lead} <a href={COMPANY.stores.ios}>{texts.appStore}</a> · <a href={COMPANY.stores.android}>{texts.googlePlay}</a>
    </p>
  );
}
