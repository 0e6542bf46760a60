import { useLoaderData } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { metaFromLoader } from "../seo/page-meta";
import { dictionaryPageLoader } from "./page-loader.server";

export const loader = dictionaryPageLoader("about");
export const meta = metaFromLoader;

export default function Page() {
  const { heading, lead } = useLoaderData<typeof loader>();
  return (
    <div className="container">
      <PageHeader heading={heading} lead={lead} />
    </div>
  );
}
