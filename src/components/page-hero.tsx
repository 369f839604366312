import type { ReactNode } from 'react';

/** The coloured band at the top of a page, with its <h1>. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        {lead !== undefined && <p className="page-hero__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
