import { prerenderToNodeStream } from 'react-dom/static';
import type { Language } from '../content/languages.ts';
import type { PublishedAnnouncement } from '../domain/announcement-rules.ts';
import { getI18n } from '../i18n/i18n.ts';
import { App, loadPageOf } from './app.tsx';
import { pageMeta } from './page-meta.ts';

export type { LoadErrorText } from './app-data.ts';
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
): Promise<{ html: string; title: string; description: string }> {
  const page = await loadPageOf(new URL(path, 'http://localhost').pathname);
  if (page.lng !== lng) throw new Error(`${path} is not a page in ${lng}`);
  const { prelude } = await prerenderToNodeStream(
    <App page={page} buildDay={buildDay} announcements={announcements} />,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return { html, ...pageMeta(getI18n(lng), page.location.pageId) };
}
