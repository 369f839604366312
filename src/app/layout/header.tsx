import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/class-names.ts';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { site } from '../../content/site.ts';
import { SearchButton } from '../../features/search/search-button.tsx';
import { localizePath } from '../../i18n/paths.ts';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import { Crest } from '../../components/crest.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import {
  HEADER_SOLID_AFTER_PX,
  headerNavigation,
  type NavLabel,
  type NavLink,
} from '../../domain/navigation.ts';
import './header.css';

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

function NavItemLink({
  item,
  menuLabel,
  onChoose,
}: {
  item: NavLink;
  /** The label of the dropdown the link is in, if any. */
  menuLabel?: NavLabel;
  onChoose: () => void;
}) {
  const { t } = useTranslation('common');
  const label = t(`nav.${item.label}`);
  switch (item.kind) {
    case 'page':
      return (
        <InternalLink to={item.path} className="nav__link" onClick={onChoose}>
          {/* "Overview" is named with its menu for screen readers ("Our School: Overview"). */}
          {item.label === 'overview' && menuLabel !== undefined && (
            <span className="visually-hidden">{t(`nav.${menuLabel}`)}: </span>
          )}
          {label}
        </InternalLink>
      );
    case 'external':
      return (
        <ExternalLink href={site.technologyRequestUrl} className="nav__link">
          {label}
        </ExternalLink>
      );
    case 'placeholder':
      return <ComingSoon className="nav__link">{label}</ComingSoon>;
  }
}

/** The site-wide header: school name, navigation with dropdowns, mobile menu and language switch. */
export function Header() {
  const { t } = useTranslation('common');
  const lng = useLanguage();
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const idPrefix = useId();
  // Before the scripts run, the phone menu is a <details> the browser opens by itself, and the
  // dropdowns open with CSS (hover, keyboard focus; on a phone every list shows): header.css.
  const hydrated = useHydrated();

  // A visitor may have opened the phone menu before the scripts ran: take over its state.
  useEffect(() => {
    if (menuRef.current?.open === true) setMobileOpen(true);
  }, []);

  // A click outside the navigation closes the open dropdown.
  useEffect(() => {
    if (openMenu === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current !== null && !navRef.current.contains(event.target as Node))
        setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu]);

  const closeAll = () => {
    setOpenMenu(null);
    setMobileOpen(false);
  };

  // Escape closes the open dropdown (or else the mobile menu) and returns focus to its button.
  useEffect(() => {
    if (openMenu === null && !mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openMenu !== null) {
        document.getElementById(`${idPrefix}-${openMenu}-button`)?.focus();
        setOpenMenu(null);
      } else {
        document.getElementById(`${idPrefix}-menu-button`)?.focus();
        setMobileOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openMenu, mobileOpen, idPrefix]);

  return (
    <header
      className={classNames(
        'site-header',
        scrolled && 'site-header--solid',
        !hydrated && 'site-header--static',
      )}
    >
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <div className="site-header__bar">
        <a href={localizePath('/', lng)} className="brand">
          <Crest className="brand__crest" />
          <span className="brand__name">
            <span className="brand__full">{site.name}</span>
            <span className="brand__short" aria-hidden="true">
              {site.shortName}
            </span>
          </span>
        </a>
        <SearchButton className="site-header__search" />
        <LanguageSwitch className="site-header__language" />
        {/* The phone menu's toggle: a <details> works before and without the scripts; the
            navigation after it shows while it is open (header.css). */}
        <details
          ref={menuRef}
          className="menu-disclosure"
          open={mobileOpen}
          onToggle={(event) => setMobileOpen(event.currentTarget.open)}
        >
          <summary id={`${idPrefix}-menu-button`} className="menu-toggle">
            <span className="menu-toggle__icon" aria-hidden="true" />
            <span className="menu-toggle__label">{t('nav.menu')}</span>
          </summary>
        </details>
        <nav ref={navRef} className="nav" aria-label={t('nav.label')}>
          <ul className="nav__list">
            {headerNavigation.map((entry) => {
              if (entry.kind !== 'menu') {
                return (
                  <li key={entry.label} className="nav__item">
                    <NavItemLink item={entry} onChoose={closeAll} />
                  </li>
                );
              }
              const open = openMenu === entry.id;
              const panelId = `${idPrefix}-${entry.id}-panel`;
              return (
                // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus leaving the dropdown, not a pointer or key action
                <li
                  key={entry.id}
                  className="nav__item nav__item--menu"
                  // Focus moving on to anything outside this dropdown (Tab past its last link,
                  // Shift+Tab back out of its button) closes it. A blur with no next element
                  // (the window losing focus, a click that focuses nothing) leaves it to the
                  // click-outside rule.
                  onBlur={(event) => {
                    const next = event.relatedTarget;
                    if (open && next !== null && !event.currentTarget.contains(next))
                      setOpenMenu(null);
                  }}
                >
                  <button
                    type="button"
                    id={`${idPrefix}-${entry.id}-button`}
                    className="nav__menu-button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenMenu(open ? null : entry.id)}
                  >
                    {t(`nav.${entry.label}`)}
                    <span className="nav__chevron" aria-hidden="true" />
                  </button>
                  <ul id={panelId} className="nav__panel" hidden={!open}>
                    {entry.items.map((item) => (
                      <li key={item.label}>
                        <NavItemLink item={item} menuLabel={entry.label} onChoose={closeAll} />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
