import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isoDayInSchoolTimeZone } from '../domain/time-core.ts';
import { splitLanguage } from '../i18n/paths.ts';
import { App, loadPageOf, type PageToShow } from './app.tsx';
import { APP_DATA_ID, type AppData } from './app-data.ts';
import { showLoadFailure } from './load-failure.ts';

/**
 * Hydrates the prerendered page: loads this page's code and strings (and only this page's, in its
 * language: every link loads the next page's own HTML), then lets React take over the markup.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');
  const dataElement = document.getElementById(APP_DATA_ID);
  const data: AppData | null =
    dataElement === null ? null : (JSON.parse(dataElement.textContent) as AppData);

  let page: PageToShow;
  try {
    page = await loadPageOf(window.location.pathname);
  } catch (error) {
    // The prerendered page stays readable; say that its interactive parts did not load.
    void showLoadFailure(splitLanguage(window.location.pathname).lng, data?.loadError);
    console.warn('The page script could not be loaded.', error);
    return;
  }

  const app = (
    <App
      page={page}
      buildDay={data?.buildDay ?? isoDayInSchoolTimeZone(new Date())}
      announcements={data?.announcements ?? []}
      event={data?.event ?? null}
      month={data?.month ?? null}
      classText={data?.classText ?? null}
    />
  );
  if (data === null) createRoot(container).render(app);
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle
  // input between them, instead of one long task (a click meanwhile is replayed once its part
  // has hydrated). The prerendered page is already the whole page, so nothing waits on it.
  else
    startTransition(() => {
      hydrateRoot(container, app);
    });
}

void start();
