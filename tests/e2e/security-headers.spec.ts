import type { Page } from '@playwright/test';
import { SECURITY_HEADERS } from '../../netlify/lib/security-headers.ts';
import { expect, test, LANGUAGES, localizePath, routeTable, skipWelcome } from './support.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation the browser reports on a page: the
 * `securitypolicyviolation` events (from the first byte of the document on) and the console's
 * "Refused to …" messages.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...refused];
}

for (const route of routeTable) {
  for (const lng of LANGUAGES) {
    const url = localizePath(route.path, lng);
    test(`${url} runs with the real headers and no CSP violation`, async ({ page }) => {
      await skipWelcome(page);
      const violations = await watchCsp(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const headers = await response?.allHeaders();
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(headers?.[name.toLowerCase()], name).toBe(value);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      // Open a header menu so that scripted styles and lazy parts run too.
      await page
        .getByRole('button', { name: /^(Faculty|Personal)$/ })
        .first()
        .click();
      expect(await violations()).toEqual([]);
    });
  }
}

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
