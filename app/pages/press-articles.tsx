import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { NoData } from "../components/content/NoData";
import { PressArticleList } from "../components/content/PressArticleList";
import { PageHeader } from "../components/PageHeader";
import { loadEnv } from "../config/env.server";
import { getPressArticles } from "../content/content-source.server";
import { href } from "../i18n/href";
import { useSite } from "../i18n/use-site";
import { metaFromLoader } from "../seo/page-meta";
import { breadcrumbList } from "../seo/structured-data";
import { dataPageMeta, pageContext } from "./page-loader.server";

/** Every press article, newest first (the content service's order, spec §3). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { language, messages } = pageContext(request);
  const siteUrl = loadEnv().SITE_URL;
  const structuredData = [
    breadcrumbList([
      { name: messages.nav.home, url: siteUrl + href("home", language) },
      { name: messages.nav.press, url: siteUrl + href("press", language) },
      { name: messages.pages["press-articles"].heading, url: siteUrl + href("press-articles", language) },
    ]),
  ];
  return { meta: dataPageMeta(messages, "press-articles"), structuredData, articles: await getPressArticles() };
}

export const meta = metaFromLoader;

export default function PressArticles() {
  const { articles } = useLoaderData<typeof loader>();
  const { messages } = useSite();
  const page = messages.pages["press-articles"];
  return (
    <div className="container">
      <PageHeader heading={page.heading} lead={page.description} />
      {articles.length > 0 ? <PressArticleList articles={articles} headingLevel={2} /> : <NoData />}
    </div>
  );
}
