// The page's only script before it has painted. The HTML is the whole page, so the scripts only
// make it interactive: they wait until the page has loaded (its stylesheets and the pictures in
// view, the largest of which is what a phone paints last) or 2.5 s at most, then yield once, and
// only then fetch React, the app and this page's own code, in parallel. On a slow connection
// the picture no longer shares the line with 100+ KB of script.
import { APP_DATA_ID, type AppData } from './app-data.ts';

/** How long hydration waits for the page's load event at most, in milliseconds. */
const LOAD_WAIT_MS = 2500;

function pageScripts(): string[] {
  const element = document.getElementById(APP_DATA_ID);
  if (element === null) return [];
  return (JSON.parse(element.textContent) as AppData).scripts ?? [];
}

function start(): void {
  // This page's own modules (named by the prerenderer), fetched alongside the app's.
  for (const href of pageScripts()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./entry-client.tsx');
}

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, LOAD_WAIT_MS);
  });
}

// Then one task later (a message to itself, which yields to the browser without a timer): the page
// has painted by then.
void whenLoaded().then(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = start;
  channel.port2.postMessage(null);
});
