// The page first, the scripts after: a page's only script before it has loaded is the small boot
// module (src/app/boot.ts); React, the app and the page's own code are requested after the load
// event, so on a slow phone they do not compete with the page's stylesheets and pictures.
import { open, expect, test, skipWelcome, LANGUAGES } from './support.ts';

for (const lng of LANGUAGES) {
  for (const path of ['/', '/calendar', '/gallery', '/library']) {
    test(`${path} (${lng}): no script but the boot module starts before the page has loaded`, async ({
      page,
    }) => {
      await skipWelcome(page);
      await open(page, path, lng);
      const { loadStart, scripts } = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        return {
          loadStart: navigation?.loadEventStart ?? 0,
          scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => /\/static\/[^/]+\.m?js$/.test(new URL(entry.name).pathname))
            .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
        };
      });
      expect(loadStart).toBeGreaterThan(0);
      const early = scripts.filter((script) => script.start < loadStart);
      expect(early.map((script) => script.file)).toEqual([
        expect.stringMatching(/^\/static\/index-[\w-]+\.js$/),
      ]);
      // And the page did become interactive after that.
      expect(scripts.length).toBeGreaterThan(5);
    });
  }
}
