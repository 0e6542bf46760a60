import { useLoaderData } from "react-router";
import { metaFromLoader } from "../seo/page-meta.ts";
import { StaticPageBody } from "./static/StaticPage.tsx";
import { staticPageLoader } from "./static/static-page.server.ts";

export const loader = staticPageLoader("terms");
export const meta = metaFromLoader;

export default function Page() {
  const { text } = useLoaderData<typeof loader>();
  return <StaticPageBody text={text} />;
}
