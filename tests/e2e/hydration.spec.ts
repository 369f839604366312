// The page first, the scripts after: a page's only script before it has loaded is the small boot
// module (src/app/boot.ts); React, the app and the page's own code are requested after the load
// event, so on a slow phone they do not compete with the page's stylesheets and pictures.
import { expect, test, skipWelcome, LANGUAGES, localizePath } from './support.ts';

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
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const loaded = events.indexOf('load');
      expect(loaded).toBeGreaterThan(0);
      expect(events.slice(0, loaded)).toEqual([
        expect.stringMatching(/^\/static\/index-[\w-]+\.js$/),
      ]);
      // And the app and the page's code came after it.
      expect(events.length - loaded - 1).toBeGreaterThan(5);
    });
  }
}
