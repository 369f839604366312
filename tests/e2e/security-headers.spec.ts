// The security headers and the Content-Security-Policy beyond the per-page sweep (pages.spec.ts,
// which checks both on every page): that the CSP check catches a violation, and the headers of the
// not-found page, built files, feeds and the access-code function.
import { SECURITY_HEADERS } from '../../netlify/lib/security-headers.ts';
import {
  ON_NETLIFY_CLI,
  expect,
  LANGUAGES,
  localizePath,
  routeTable,
  skipWelcome,
  test,
  watchCsp,
} from './support.ts';

test('the CSP check does catch a violation (an injected inline script)', async ({ page }) => {
  await skipWelcome(page);
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page
    .addScriptTag({ content: 'window.__injected = true;' })
    .catch(() => undefined /* the browser refuses to run it */);
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([expect.stringMatching(/^script-src(-elem)? blocked inline /)]),
    );
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__injected)).toBe(
    undefined,
  );
});

test('the not-found page, built files, feeds and the function carry the headers', async ({
  request,
}) => {
  const notFound = await request.get('/es/no-existe');
  expect(notFound.status()).toBe(404);
  expect(notFound.headers()['content-security-policy']).toBe(
    SECURITY_HEADERS['Content-Security-Policy'],
  );

  const html = await (await request.get('/')).text();
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/static\//);
  const asset = await request.get(script ?? '');
  // netlify-cli's own static server sends its Cache-Control over _headers (production does not).
  if (!ON_NETLIFY_CLI)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get('/')).headers()['cache-control']).not.toContain('immutable');

  const feed = await request.get('/calendar.ics');
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(feed.headers()['strict-transport-security']).toBe(
    SECURITY_HEADERS['Strict-Transport-Security'],
  );

  const fn = await request.get('/.netlify/functions/verify-access-code');
  expect(fn.headers()['permissions-policy']).toBe(SECURITY_HEADERS['Permissions-Policy']);
  expect(fn.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the prerendered pages have no inline script (hydration data is JSON)', async ({
  request,
}) => {
  for (const route of routeTable) {
    for (const lng of LANGUAGES) {
      const html = await (await request.get(localizePath(route.path, lng))).text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]?.trim());
      expect(inline).toEqual(['type="application/json" id="app-data"']);
    }
  }
});
