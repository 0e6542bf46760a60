import type { Route } from "./+types/terms";
import { metaFromLoader } from "../seo/page-meta.ts";
import { StaticPageBody } from "./static/StaticPage.tsx";
import { staticPage } from "./static/static-page.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return staticPage("terms", request);
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function Page({ loaderData: { text } }: Route.ComponentProps) {
  return <StaticPageBody text={text} />;
}
