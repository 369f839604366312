// The page first, the scripts after: a page's only script before it has loaded is the small boot
// module (src/app/boot.ts); React, the app and the page's own code are requested after the load
// event, so on a slow phone they do not compete with the page's stylesheets and pictures.
import { HYDRATED_MARK } from '../../src/domain/hydrated-mark.ts';
import { test } from '@playwright/test';
import { expect, skipWelcome, LANGUAGES, localizePath, hydrated } from './support.ts';

// These tests use Playwright's own `test`, without the fixed clock of support.ts: a faked clock
// replaces the page's `performance`, whose marks they read. Nothing they check depends on the date.

for (const lng of LANGUAGES) {
  for (const path of ['/', '/calendar', '/gallery', '/library']) {
    test(`${path} (${lng}): no script but the boot module starts before the page has loaded`, async ({
      page,
    }) => {
      await skipWelcome(page);
      // The browser's own order of events: each script request, and the page's load event.
      const events: string[] = [];
      page.on('request', (request) => {
        const file = new URL(request.url()).pathname;
        if (/^\/static\/[^/]+\.m?js$/.test(file)) events.push(file);
      });
      page.on('load', () => events.push('load'));
      await page.goto(localizePath(path, lng));
      await hydrated(page);
      const loaded = events.indexOf('load');
      expect(loaded).toBeGreaterThan(0);
      expect(events.slice(0, loaded)).toEqual([
        expect.stringMatching(/^\/static\/index-[\w-]+\.js$/),
      ]);
      // And the app and the page's code came after it.
      expect(events.length - loaded - 1).toBeGreaterThan(2);
      // The first of them after the page's first paint; and the time the benchmark reports as
      // interactive: one mark, after the load event.
      const firstAppScript = events[loaded + 1] ?? '';
      const timing = await page.evaluate(
        ({ name, script }) => {
          const [navigation] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[];
          const [paint] = performance.getEntriesByName('first-contentful-paint');
          const [request] = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === script);
          return {
            marks: performance.getEntriesByName(name, 'mark').map((mark) => mark.startTime),
            loaded: navigation?.loadEventStart ?? Number.NaN,
            painted: paint?.startTime ?? Number.NaN,
            requested: request?.startTime ?? Number.NaN,
          };
        },
        { name: HYDRATED_MARK, script: firstAppScript },
      );
      expect(timing.requested).toBeGreaterThan(timing.painted);
      expect(timing.marks).toHaveLength(1);
      expect(timing.marks[0]).toBeGreaterThan(timing.loaded);
    });
  }
}

// Pictures in view that load lazily do not hold up the load event, so the boot module waits for
// them too: on the gallery and the staff directory, the largest paint is such a picture.
for (const path of ['/gallery', '/staff']) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${path} at ${viewport.width} px: the app's scripts start after every picture in view has arrived`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const events: string[] = [];
      page.on('request', (request) => {
        const file = new URL(request.url()).pathname;
        if (/^\/static\/[^/]+\.m?js$/.test(file)) events.push(`script ${file}`);
      });
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'image' && !request.url().startsWith('data:'))
          events.push(`picture ${new URL(request.url()).pathname}`);
      });
      await page.goto(path);
      await hydrated(page);
      const inView = await page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.bottom > 0 &&
              box.top < innerHeight &&
              !image.currentSrc.startsWith('data:')
            );
          })
          .map((image) => new URL(image.currentSrc).pathname),
      );
      expect(inView.length).toBeGreaterThan(0);
      const firstAppScript = events.findIndex(
        (event) => event.startsWith('script ') && !/\/index-[\w-]+\.js$/.test(event),
      );
      expect(firstAppScript).toBeGreaterThan(0);
      const arrivedBefore = new Set(events.slice(0, firstAppScript));
      expect(inView.filter((file) => !arrivedBefore.has(`picture ${file}`))).toEqual([]);
    });
  }
}
