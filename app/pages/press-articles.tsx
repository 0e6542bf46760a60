import { useLoaderData, type LinksFunction, type LoaderFunctionArgs } from "react-router";
import { NoData } from "../components/content/NoData";
import { PressArticleList } from "../components/content/PressArticleList";
import { PageHeader } from "../components/PageHeader";
import { getPressArticles } from "../content/content-source.server";
import { useSite } from "../i18n/use-site";
import { metaFromLoader } from "../seo/page-meta";
import contentStyles from "../styles/content.css?url";
import { dataPageMeta, pageContext } from "./page-loader.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/** Every press article, newest first (the content service's order, spec §3). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { messages } = pageContext(request);
  return { meta: dataPageMeta(messages, "press-articles"), articles: await getPressArticles() };
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
