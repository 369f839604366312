import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another website: opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> ({t('a11y.opensInNewTab')})</span>
    </a>
  );
}
