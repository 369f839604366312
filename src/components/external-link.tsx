import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The site's one link that opens in a new tab (another website, or a document or picture of this
 * one): safely (no opener, no referrer), and it says so to screen readers.
 */
export function ExternalLink({
  href,
  children,
  className,
  onClick,
  describedBy,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** The id of a text that says more about where the link leads (aria-describedby). */
  describedBy?: string;
  /** Also runs on a click, e.g. to close the dialog the link is in. */
  onClick?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      aria-describedby={describedBy}
    >
      {children}
      <span className="visually-hidden"> ({t('a11y.opensInNewTab')})</span>
    </a>
  );
}
