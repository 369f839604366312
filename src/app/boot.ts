// The page's only script before it has painted. The HTML is the whole page, so the scripts only
// make it interactive: they wait until the page has loaded and every picture in view has arrived
// (lazily loaded ones do not hold up the load event; the largest picture in view is what a phone
// paints last), or 2.5 s at most, then for the next paint, and only then fetch React, the app and
// this page's own code, in parallel. On a slow connection the pictures no longer share the line with
// 100+ KB of script.
import { APP_DATA_ID, type AppData } from './app-data.ts';
// The site has one stylesheet, which every page links (build.cssCodeSplit in vite.config.ts), and
// its order is the cascade's. Vite writes it starting with the stylesheets of this first module, so
// the layout's come first, in the order the layout imports them
// (src/app/layout/language-layout.tsx); then the shared components', then the pages'. Importing them
// here adds no script.
import '../features/announcements/announcement-bar.css';
import './layout/footer.css';
import './layout/header.css';
import '../styles/global.css';

/** How long hydration waits at most for the page to load and show its pictures, in milliseconds. */
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

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Settles when every picture in the viewport that is still loading has loaded or failed. */
function picturesInView(): Promise<unknown> {
  const loading = Array.from(document.images).filter((image) => {
    if (image.complete) return false;
    const box = image.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    );
  });
  return Promise.all(
    loading.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

/** Settles once the browser has shown the page's first content (at once if it already has). */
function firstContentShown(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Settles once the browser has rendered a frame: an intersection observer reports its first
 * observation in a task queued while a frame is rendered, so after that frame's painting.
 */
function frameRendered(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement);
  });
}

/**
 * Settles after the frame that shows what has arrived so far is on screen: two frames, since a
 * picture that has just arrived may be painted only in the next one. (Not animation frames: a
 * test's fake clock holds those back, and the page would never become interactive under it.)
 */
function nextFrameShown(): Promise<void> {
  return frameRendered().then(frameRendered);
}

/**
 * Settles when the page has loaded, every picture in view has arrived, and the screen shows them
 * (the load event can come before the first paint), or after LOAD_WAIT_MS at most: a tab in the
 * background paints nothing and so waits that long.
 */
function whenPainted(): Promise<unknown> {
  return Promise.race([
    loaded().then(picturesInView).then(firstContentShown).then(nextFrameShown),
    new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_MS)),
  ]);
}

/**
 * Whether the page came prerendered, with its data (entry-client.tsx decides alike whether to
 * hydrate it or to render it). The dev server's pages are empty until their scripts render them:
 * there is nothing to wait for, and a page with nothing to show never paints its first content, so
 * waiting would hold every page of `npm run dev` for LOAD_WAIT_MS.
 */
const prerendered = document.getElementById(APP_DATA_ID) !== null;

// Then one task later (a message to itself, which yields to the browser without a timer).
void (prerendered ? whenPainted() : Promise.resolve()).then(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = start;
  channel.port2.postMessage(null);
});
