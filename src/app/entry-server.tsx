import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../content/languages.ts';
import type { PublishedAnnouncement } from '../domain/announcement-rules.ts';
import { BuildAnnouncementsContext } from '../features/announcements/announcements-context.ts';
import { getI18n } from '../i18n/i18n.ts';
import { pageMeta } from './page-meta.ts';
import { buildRoutes } from './routes.tsx';
import type { RouteHandle } from '../domain/route-table.ts';
import { BuildDayContext } from '../hooks/today.ts';

export { routeTable } from '../domain/route-table.ts';
export { pageModuleFile } from './page-loaders.ts';
export { site } from '../content/site.ts';
export { SITE_URL } from '../domain/site-url.ts';
export { localizePath } from '../i18n/paths.ts';

const handler = createStaticHandler(buildRoutes());

/** Renders one page to HTML, waiting for everything it loads. */
export async function renderPage(
  path: string,
  lng: Language,
  buildDay: string,
  announcements: readonly PublishedAnnouncement[] = [],
): Promise<{ html: string; title: string; description: string }> {
  const url = new URL(path, 'http://localhost');
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`${path} redirected to ${context.headers.get('Location')}`);
  if (context.errors !== null) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <BuildDayContext value={buildDay}>
        <BuildAnnouncementsContext value={announcements}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </BuildAnnouncementsContext>
      </BuildDayContext>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const meta = pageMeta(getI18n(lng), handle?.pageId ?? 'notFound');
  return { html, ...meta };
}
