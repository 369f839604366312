import type { ReactNode } from 'react';
import { hasPage } from '../domain/route-table.ts';
import { useLanguage } from '../hooks/language.ts';
import { localizePath } from '../i18n/paths.ts';
import { ComingSoon } from './coming-soon.tsx';

interface InternalLinkProps {
  /** Language-neutral path of this site, e.g. "/calendar" or "/history#timeline". */
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/**
 * A link to a page of this site in the current language. While the page is not built yet it is
 * shown as text marked "coming soon", so the site never has a dead link.
 */
export function InternalLink({ to, children, className, onClick }: InternalLinkProps) {
  const lng = useLanguage();
  if (!hasPage(to)) return <ComingSoon className={className}>{children}</ComingSoon>;
  return (
    <a href={localizePath(to, lng)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
