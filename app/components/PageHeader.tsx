/** The heading block every page starts with: one <h1>, an optional lead. */
export function PageHeader({ heading, lead, children }: { heading: string; lead?: string; children?: React.ReactNode }) {
  return (
    <header className="page-header">
      <h1>{heading}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </header>
  );
}
