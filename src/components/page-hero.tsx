import type { ReactNode } from 'react';

/** The coloured band at the top of a page, with its <h1>. */
export function PageHero({
  title,
  lead,
  children,
  compact = false,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
  /** A shorter band on phones, for a page whose tool must show in the first screen. */
  compact?: boolean;
}) {
  return (
    <section className={compact ? 'page-hero page-hero--compact' : 'page-hero'}>
      <div className="container">
        <h1>{title}</h1>
        {lead !== undefined && <p className="page-hero__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
