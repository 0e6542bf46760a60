import { metaFromLoader } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/legal";
import { staticPage } from "./static-page.server.ts";
import { StaticPageBody } from "./StaticPage.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return staticPage("legal", context);
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function Page({ loaderData: { text } }: Route.ComponentProps) {
  return <StaticPageBody text={text} />;
}
