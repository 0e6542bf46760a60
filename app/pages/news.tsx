import { useLoaderData } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { metaFromLoader } from "../seo/page-meta";
import { dictionaryPageLoader } from "./page-loader.server";

// Frame of the page; its data arrives with the content and results sources.
export const loader = dictionaryPageLoader("news-paged", (params) => ({ category: params.category ?? "kolumne", page: params.page ?? 1 }));
export const meta = metaFromLoader;

export default function Page() {
  const { heading } = useLoaderData<typeof loader>();
  return (
    <div className="container">
      <PageHeader heading={heading} />
    </div>
  );
}
