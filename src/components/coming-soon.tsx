import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Text for a link or button whose destination does not exist yet, marked "coming soon". */
export function ComingSoon({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span className={['coming-soon', className].filter(Boolean).join(' ')}>
      {children} <span className="coming-soon__badge">{t('comingSoon')}</span>
    </span>
  );
}
