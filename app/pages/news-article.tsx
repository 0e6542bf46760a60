import { useLoaderData } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { metaFromLoader } from "../seo/page-meta";
import { dictionaryPageLoader } from "./page-loader.server";

// Frame of the page; its data arrives with the content and results sources.
export const loader = dictionaryPageLoader("news", (params) => ({ category: params.category ?? "" }));
export const meta = metaFromLoader;

export default function Page() {
  const { heading } = useLoaderData<typeof loader>();
  return (
    <div className="container">
      <PageHeader heading={heading} />
    </div>
  );
}
