import { PageHeader } from "#app/components/PageHeader.tsx";
import { href } from "#app/i18n/href.ts";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { pageData } from "#app/seo/page-data.ts";
import { dataPageMeta } from "#app/seo/page-loader.server.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/press-articles";
import { NoData } from "./NoData.tsx";
import { PressArticleList } from "./PressArticleList.tsx";

/** Every press article, newest first (the content service's order, spec §3). */
export async function loader({ context }: Route.LoaderArgs) {
  const { content, env } = servicesOf(context);
  const { language, messages } = pageContext(context);
  const siteUrl = env.SITE_URL;
  const structuredData = [
    breadcrumbList([
      { name: messages.nav.home, url: siteUrl + href("home", language) },
      { name: messages.nav.press, url: siteUrl + href("press", language) },
      { name: messages.pages["press-articles"].heading, url: siteUrl + href("press-articles", language) },
    ]),
  ];
  return pageData({ meta: dataPageMeta(messages, "press-articles"), structuredData }, { articles: await content.getPressArticles() });
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function PressArticles({ loaderData: { articles } }: Route.ComponentProps) {
  const { messages } = useSite();
  const page = messages.pages["press-articles"];
  return (
    <div className="container">
      <PageHeader heading={page.heading} lead={page.description} />
      {articles.length > 0 ? <PressArticleList articles={articles} headingLevel={2} /> : <NoData />}
    </div>
  );
}
