import { StrictMode, type ComponentType } from 'react';
import type { Language } from '../content/languages.ts';
import type { PublishedAnnouncement } from '../domain/announcement-rules.ts';
import type { ClassDocumentText } from '../domain/class-pages.ts';
import { pageIdOfPath, type PageId } from '../domain/route-table.ts';
import { BuildAnnouncementsContext } from '../features/announcements/announcements-context.ts';
import type { PageLocation } from '../hooks/location.ts';
import { PageClassTextContext } from '../hooks/page-class-text.ts';
import { PageEventContext, type PageEvent } from '../hooks/page-event.ts';
import { PageMonthContext, type PageMonth } from '../hooks/page-month.ts';
import { BuildDayContext } from '../hooks/today.ts';
import { ensureNamespace } from '../i18n/i18n.ts';
import { splitLanguage } from '../i18n/paths.ts';
import { LanguageLayout } from './layout/language-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { loadPage } from './page-loaders.ts';
import { PageErrorBoundary } from './route-error.tsx';

/** The page a URL path shows, in its language. */
export interface PageToShow {
  lng: Language;
  location: PageLocation;
  Page: ComponentType;
}

/**
 * Finds the page of a URL path and loads what it needs: its code, its own strings and the shared
 * ones, in its language only. Each page is its own HTML document, so the browser loads only the
 * page it shows.
 */
export async function loadPageOf(pathname: string): Promise<PageToShow> {
  const { lng, path } = splitLanguage(pathname);
  const pageId: PageId | 'notFound' = pageIdOfPath(path);
  if (pageId === 'notFound') {
    await ensureNamespace(lng, 'common');
    return { lng, location: { pathname, pageId }, Page: NotFoundPage };
  }
  const [page] = await Promise.all([
    loadPage(pageId),
    ensureNamespace(lng, 'common'),
    ensureNamespace(lng, pageId),
    // An event's page shows the calendar's words too (categories, time, place, add to calendar).
    ...(pageId === 'calendar-event' ? [ensureNamespace(lng, 'calendar')] : []),
  ]);
  return { lng, location: { pathname, pageId }, Page: page.default };
}

/** The whole page, as prerendered and as hydrated. */
export function App({
  page,
  buildDay,
  announcements,
  event = null,
  month = null,
  classText = null,
}: {
  page: PageToShow;
  buildDay: string;
  announcements: readonly PublishedAnnouncement[];
  /** On an event's page, its event (from the page data). */
  event?: PageEvent | null;
  /** On a month page of the calendar, its month (from the page data). */
  month?: PageMonth | null;
  /** On a Classes page, the text of its letter or list (from the page data). */
  classText?: ClassDocumentText | null;
}) {
  const { Page } = page;
  return (
    <StrictMode>
      <BuildDayContext value={buildDay}>
        <BuildAnnouncementsContext value={announcements}>
          <PageEventContext value={event}>
            <PageMonthContext value={month}>
              <PageClassTextContext value={classText}>
                <LanguageLayout lng={page.lng} location={page.location}>
                  <PageErrorBoundary>
                    <Page />
                  </PageErrorBoundary>
                </LanguageLayout>
              </PageClassTextContext>
            </PageMonthContext>
          </PageEventContext>
        </BuildAnnouncementsContext>
      </BuildDayContext>
    </StrictMode>
  );
}
