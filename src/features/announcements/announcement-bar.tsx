import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { useHydrated } from '../../hooks/hydrated.ts';
import { InternalLink } from '../../components/internal-link.tsx';
import {
  ANNOUNCEMENTS_PATH,
  dismissalStorageKey,
  visibleAnnouncements,
  type PublishedAnnouncement,
  type PublishedAnnouncements,
} from '../../domain/announcement-rules.ts';
import { BuildAnnouncementsContext } from './announcements-context.ts';
import './announcement-bar.css';

/** How often the bar looks at the clock (an announcement starts or ends within this delay). */
const CLOCK_TICK_MS = 15_000;

function storedDismissal(key: string): boolean {
  try {
    return window.localStorage.getItem(dismissalStorageKey(key)) !== null;
  } catch {
    return false; // storage blocked: nothing was remembered
  }
}

function rememberDismissal(key: string): void {
  try {
    window.localStorage.setItem(dismissalStorageKey(key), new Date().toISOString());
  } catch {
    // Storage blocked: it stays dismissed on this page only.
  }
}

/** The published announcements, fetched after hydration and again when the tab comes back. */
function usePublishedAnnouncements(): PublishedAnnouncement[] | null {
  const [published, setPublished] = useState<PublishedAnnouncement[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      try {
        const response = await fetch(ANNOUNCEMENTS_PATH, { cache: 'no-cache' });
        if (!response.ok) return;
        const data = (await response.json()) as PublishedAnnouncements;
        if (!cancelled) setPublished(data.announcements);
      } catch {
        // Offline: keep what the page was built with.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return published;
}

/** The browser's clock, read after hydration and every few seconds (null before). */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The school's announcements at the top of every page, in the page's language. Urgent ones are
 * announced to screen readers and stay; the others can be dismissed until their text changes. The
 * prerendered page shows those active when it was built; the browser then decides by its own clock.
 */
export function AnnouncementBar() {
  const { t } = useTranslation('common');
  const lng = useLanguage();
  const atBuild = useContext(BuildAnnouncementsContext);
  const hydrated = useHydrated();
  const published = usePublishedAnnouncements();
  const now = useNow();
  const [dismissedHere, setDismissedHere] = useState<ReadonlySet<string>>(new Set());
  const regionRef = useRef<HTMLElement>(null);

  const shown =
    hydrated && now !== null
      ? visibleAnnouncements(
          published ?? atBuild,
          now,
          (key) => dismissedHere.has(key) || storedDismissal(key),
        )
      : atBuild;

  const dismiss = (key: string) => {
    rememberDismissal(key);
    setDismissedHere((keys) => new Set(keys).add(key));
    // The button disappears: keep the keyboard where the visitor was.
    const remaining = shown.filter((announcement) => announcement.key !== key);
    if (remaining.length > 0) regionRef.current?.focus({ preventScroll: true });
    else document.getElementById('main')?.focus({ preventScroll: true });
  };

  if (shown.length === 0) return null;
  return (
    <section
      ref={regionRef}
      className="announcements"
      aria-label={t('announcements.label')}
      tabIndex={-1}
    >
      {shown.map((announcement) => {
        const urgent = announcement.severity === 'urgent';
        const message = (
          <p className="announcement__text">
            <strong className="announcement__kind">
              {t(urgent ? 'announcements.urgent' : 'announcements.info')}
            </strong>{' '}
            {announcement.text[lng]}
            {announcement.href !== undefined && (
              <>
                {' '}
                <InternalLink to={announcement.href} className="announcement__link">
                  {t('announcements.details')}
                </InternalLink>
              </>
            )}
          </p>
        );
        return urgent ? (
          <div key={announcement.key} className="announcement announcement--urgent" role="alert">
            <div className="announcement__inner">{message}</div>
          </div>
        ) : (
          <div key={announcement.key} className="announcement announcement--info">
            <div className="announcement__inner">
              {message}
              <button
                type="button"
                className="announcement__dismiss"
                onClick={() => dismiss(announcement.key)}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('announcements.dismiss')}</span>
              </button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
