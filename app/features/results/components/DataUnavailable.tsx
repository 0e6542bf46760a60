import { PageHeader } from "../../../components/PageHeader.tsx";

/**
 * The spec's failure text of a results page, where the data would be (a module of its own: the match
 * page shows it too, and must not load the matches tab's code with it).
 */
export function DataUnavailable({ text }: { text: string }) {
  return (
    <p className="empty-state error-text" role="status">
      {text}
    </p>
  );
}

/** A results page whose data could not be loaded at all. */
export function UnavailablePage({ view }: { view: { heading: string; error: string } }) {
  return (
    <div className="container">
      <PageHeader heading={view.heading} />
      <DataUnavailable text={view.error} />
    </div>
  );
}
