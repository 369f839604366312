import './zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BuildAnnouncementsContext } from '../features/announcements/announcements-context.ts';
import { isoDayInSchoolTimeZone } from '../i18n/dates.ts';
import { splitLanguage } from '../i18n/paths.ts';
import { APP_DATA_ID, type AppData } from './app-data.ts';
import { showLoadFailure } from './load-failure.ts';
import { buildRoutes } from './routes.tsx';
import { BuildDayContext } from '../hooks/today.ts';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');
  const dataElement = document.getElementById(APP_DATA_ID);
  const data: AppData | null =
    dataElement === null ? null : (JSON.parse(dataElement.textContent) as AppData);

  const routes = buildRoutes();
  // Resolve the lazy page of this URL first, so that the first render matches the prerendered HTML.
  const lazyMatches =
    matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  try {
    await Promise.all(
      lazyMatches.map(async (match) => {
        const lazy = match.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(match.route, { ...(await lazy()), lazy: undefined });
      }),
    );
  } catch (error) {
    // The prerendered page stays readable; say that its interactive parts did not load.
    showLoadFailure(splitLanguage(window.location.pathname).lng);
    console.warn('The page script could not be loaded.', error);
    return;
  }

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <BuildDayContext value={data?.buildDay ?? isoDayInSchoolTimeZone(new Date())}>
        <BuildAnnouncementsContext value={data?.announcements ?? []}>
          <RouterProvider router={router} />
        </BuildAnnouncementsContext>
      </BuildDayContext>
    </StrictMode>
  );
  if (data === null) createRoot(container).render(app);
  else hydrateRoot(container, app);
}

void start();
