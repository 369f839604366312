import { useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import type { Language } from '../../content/languages.ts';
import { ensureNamespace } from '../../i18n/i18n.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { SearchDialogProps } from './search-dialog.tsx';

/** The search dialog's code and its words, fetched on the first click. */
async function loadSearchDialog(lng: Language): Promise<ComponentType<SearchDialogProps>> {
  const [module] = await Promise.all([
    import('./search-dialog.tsx'),
    ensureNamespace(lng, 'search'),
  ]);
  return module.SearchDialog;
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search control. In the HTML it is a link to the search page (/search, /es/search),
 * which is what visitors without JavaScript get; once the scripts run it is a button that opens the
 * search dialog, whose code loads on the first click. A click with a modifier key still follows
 * the link, and if the dialog's code cannot be fetched the link's page opens instead.
 */
export function SearchButton({ className }: { className: string }) {
  const { t } = useTranslation('common');
  const lng = useLanguage();
  const hydrated = useHydrated();
  const href = localizePath('/search', lng);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  const openDialog = () => {
    if (Dialog !== null) {
      setOpen(true);
      return;
    }
    loadSearchDialog(lng).then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      () => window.location.assign(href),
    );
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    openDialog();
  };

  // A button also answers the space bar (Enter already clicks the link).
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    openDialog();
  };

  return (
    <>
      <a
        href={href}
        className={className}
        aria-label={t('nav.searchSite')}
        {...(hydrated ? { role: 'button', 'aria-haspopup': 'dialog' as const, onKeyDown } : {})}
        onClick={onClick}
      >
        <SearchIcon />
        <span className="search-toggle__label">{t('nav.search')}</span>
      </a>
      {Dialog !== null && <Dialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
