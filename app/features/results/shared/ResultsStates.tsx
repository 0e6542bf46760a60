import { PageHeader } from "#app/components/PageHeader.tsx";

/** The spec's matches failure text: announced, and shown where the data would be. */
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
