import { prerenderToNodeStream } from 'react-dom/static';
import type { Language } from '../content/languages.ts';
import { classDocumentText } from '../content/class-texts.ts';
import type { PublishedAnnouncement } from '../domain/announcement-rules.ts';
import { classesPageState, type ClassDocumentText } from '../domain/class-pages.ts';
import { getI18n } from '../i18n/i18n.ts';
import { splitLanguage } from '../i18n/paths.ts';
import { App, loadPageOf } from './app.tsx';
import type { PageEvent } from '../hooks/page-event.ts';
import type { PageMonth } from '../hooks/page-month.ts';
import { calendarMonthMeta, classesMeta, eventMeta, pageMeta } from './page-meta.ts';

export type { LoadErrorText } from './app-data.ts';
export type { PageEvent } from '../hooks/page-event.ts';
export type { PageMonth } from '../hooks/page-month.ts';
export { CLASSES_PAGE_PATHS } from '../domain/class-pages.ts';
export { eventPagePath, isListedEvent, monthPagePath } from '../domain/event-pages.ts';
export { routeTable } from '../domain/route-table.ts';
export { pageModuleFile } from './page-loaders.ts';
export { site } from '../content/site.ts';
export { SITE_URL } from '../domain/site-url.ts';
export { localizePath } from '../i18n/paths.ts';

/**
 * Renders one page to HTML, waiting for everything it loads. A Classes page also gives the text of
 * its letter or list, which the page data must carry for the browser to hydrate it.
 */
export async function renderPage(
  path: string,
  lng: Language,
  buildDay: string,
  announcements: readonly PublishedAnnouncement[] = [],
  event: PageEvent | null = null,
  month: PageMonth | null = null,
): Promise<{ html: string; title: string; description: string; classText?: ClassDocumentText }> {
  const page = await loadPageOf(new URL(path, 'http://localhost').pathname);
  if (page.lng !== lng) throw new Error(`${path} is not a page in ${lng}`);
  const { pageId } = page.location;
  const classes =
    pageId === 'classes' ? classesPageState(splitLanguage(page.location.pathname).path) : null;
  const classText = classes === null ? null : classDocumentText(classes, lng);
  const { prelude } = await prerenderToNodeStream(
    <App
      page={page}
      buildDay={buildDay}
      announcements={announcements}
      event={event}
      month={month}
      classText={classText}
    />,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  if (pageId === 'calendar-event') {
    if (event === null) throw new Error(`${path}: an event page needs its event`);
    return { html, ...eventMeta(event.event, lng) };
  }
  if (month !== null) return { html, ...calendarMonthMeta(getI18n(lng), lng, month.key) };
  if (classes !== null)
    return {
      html,
      ...classesMeta(getI18n(lng), classes),
      ...(classText === null ? {} : { classText }),
    };
  return { html, ...pageMeta(getI18n(lng), pageId) };
}
