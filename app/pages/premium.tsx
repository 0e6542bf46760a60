import { metaFromLoader } from "../seo/page-meta.ts";
import type { Route } from "./+types/premium";
import { staticPage } from "./static/static-page.server.ts";
import { StaticPageBody } from "./static/StaticPage.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return staticPage("premium", request);
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function Page({ loaderData: { text } }: Route.ComponentProps) {
  return <StaticPageBody text={text} />;
}
