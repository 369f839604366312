import { createContext, use, useId, type ReactNode } from 'react';
import { classNames } from './class-names.ts';

/** The id of the <h2> that names the enclosing section (its aria-labelledby). */
const HeadingIdContext = createContext<string | null>(null);

interface FrameProps {
  /** `cream` sets the section on the cream band (`section--cream`); plain white by default. */
  tone?: 'plain' | 'cream';
  /** The section's own id, for in-page links to it (`/history#timeline`). */
  id?: string;
  /** More classes on the <section> (a page's own band). */
  className?: string;
  /** More classes on the inner `.container` (a page's own layout of the section). */
  containerClassName?: string;
  children?: ReactNode;
}

interface HeadingProps {
  /** The <h2>. */
  title: string;
  /** The small line above the title (`section__eyebrow`). */
  eyebrow?: string;
  /** The larger paragraph under the title (`section__lead`). */
  lead?: string;
}

/**
 * A band of a page: `<section class="section">` labelled by its heading, around a `.container`.
 * The frame makes the heading's id (useId), so the label always names the right heading. Most
 * sections use `Section`, whose heading opens the container; a section whose heading sits lower,
 * inside one column of a split layout, uses this frame with a `SectionHeading` where it belongs.
 */
export function SectionFrame({
  tone = 'plain',
  id,
  className,
  containerClassName,
  children,
}: FrameProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={classNames('section', tone === 'cream' && 'section--cream', className)}
      aria-labelledby={headingId}
    >
      <div className={classNames('container', containerClassName)}>
        <HeadingIdContext value={headingId}>{children}</HeadingIdContext>
      </div>
    </section>
  );
}

/** The eyebrow, <h2> and lead of the enclosing `SectionFrame`, which it labels. */
export function SectionHeading({ title, eyebrow, lead }: HeadingProps) {
  const headingId = use(HeadingIdContext);
  if (headingId === null) throw new Error(`SectionHeading "${title}" is not inside a SectionFrame`);
  return (
    <>
      {eyebrow !== undefined && <p className="section__eyebrow">{eyebrow}</p>}
      <h2 id={headingId}>{title}</h2>
      {lead !== undefined && <p className="section__lead">{lead}</p>}
    </>
  );
}

/**
 * A page section with its heading first: eyebrow, <h2>, lead, then the children.
 *
 * ```tsx
 * <Section tone="cream" eyebrow={t('x.eyebrow')} title={t('x.title')} lead={t('x.lead')}>…</Section>
 * ```
 */
export function Section({ title, eyebrow, lead, children, ...frame }: FrameProps & HeadingProps) {
  return (
    <SectionFrame {...frame}>
      <SectionHeading title={title} eyebrow={eyebrow} lead={lead} />
      {children}
    </SectionFrame>
  );
}
