import { useLoaderData } from "react-router";
import { StoreBadges } from "../components/StoreBadges";
import { metaFromLoader } from "../seo/page-meta";
import { staticPageLoader } from "./static/static-page.server";

export const loader = staticPageLoader("home");
export const meta = metaFromLoader;

/** The home page: the app in a hero with store badges, then each text section as a card. */
export default function Home() {
  const { text } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1>{text.heading}</h1>
          <p className="lead">{text.lead}</p>
          <StoreBadges />
        </div>
      </section>
      <div className="container">
        <ul className="card-grid home-features">
          {text.sections.map((section) => (
            <li key={section.id} className="card">
              <h2 id={section.id}>{section.heading}</h2>
              <div dangerouslySetInnerHTML={{ __html: section.html }} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
