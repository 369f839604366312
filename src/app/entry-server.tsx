import { prerenderToNodeStream } from 'react-dom/static';
import type { Language } from '../content/languages.ts';
import type { PublishedAnnouncement } from '../domain/announcement-rules.ts';
import { classesPageState } from '../domain/class-pages.ts';
import { getI18n } from '../i18n/i18n.ts';
import { splitLanguage } from '../i18n/paths.ts';
import { App, loadPageOf } from './app.tsx';
import type { PageEvent } from '../hooks/page-event.ts';
import type { PageMonth } from '../hooks/page-month.ts';
import { classesMeta, eventMeta, pageMeta } from './page-meta.ts';

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

/** Renders one page to HTML, waiting for everything it loads. */
export async function renderPage(
  path: string,
  lng: Language,
  buildDay: string,
  announcements: readonly PublishedAnnouncement[] = [],
  event: PageEvent | null = null,
  month: PageMonth | null = null,
): Promise<{ html: string; title: string; description: string }> {
  const page = await loadPageOf(new URL(path, 'http://localhost').pathname);
  if (page.lng !== lng) throw new Error(`${path} is not a page in ${lng}`);
  const { pageId } = page.location;
  const classes =
    pageId === 'classes' ? classesPageState(splitLanguage(page.location.pathname).path) : null;
  const { prelude } = await prerenderToNodeStream(
    <App
      page={page}
      buildDay={buildDay}
      announcements={announcements}
      event={event}
      month={month}
    />,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  if (pageId === 'calendar-event') {
    if (event === null) throw new Error(`${path}: an event page needs its event`);
    return { html, ...eventMeta(event.event, lng) };
  }
  if (classes !== null) return { html, ...classesMeta(getI18n(lng), classes) };
  return { html, ...pageMeta(getI18n(lng), pageId) };
}
