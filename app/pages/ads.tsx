import { useLoaderData } from "react-router";
import { metaFromLoader } from "../seo/page-meta";
import { StaticPageBody } from "./static/StaticPage";
import { staticPageLoader } from "./static/static-page.server";

export const loader = staticPageLoader("ads");
export const meta = metaFromLoader;

export default function Ads() {
  const { text } = useLoaderData<typeof loader>();
  return <StaticPageBody text={text} />;
}
