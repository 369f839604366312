// The security headers and the Content-Security-Policy beyond the per-page sweep (pages.spec.ts,
// which checks both on every page): that the CSP check catches a violation, the headers of the
// not-found page, built files, feeds, the search index, the editor and the access-code function,
// and that the Cross-Origin-Opener-Policy leaves the site's new tabs working.
import { SECURITY_HEADERS } from '../../netlify/lib/security-headers.ts';
import { TEST_ACCESS_CODE, TEST_CLIENT_HEADER, TEST_PORTAL_URL } from './access-code-fixture.ts';
import {
  ON_NETLIFY_CLI,
  expect,
  LANGUAGES,
  localizePath,
  present,
  routeTable,
  skipWelcome,
  test,
  text,
  watchCsp,
  hydrated,
} from './support.ts';

const SAME_ORIGIN = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

test('the CSP check does catch a violation (an injected inline script)', async ({ page }) => {
  await skipWelcome(page);
  const violations = await watchCsp(page);
  await page.goto('/');
  await hydrated(page);
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

test('the not-found page, built files, feeds, the search index, the editor and the function carry the headers', async ({
  request,
}) => {
  const notFound = await request.get('/es/no-existe');
  expect(notFound.status()).toBe(404);
  expect(notFound.headers()['content-security-policy']).toBe(
    SECURITY_HEADERS['Content-Security-Policy'],
  );
  expect(notFound.headers()).toMatchObject(SAME_ORIGIN);

  const html = await (await request.get('/')).text();
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/static\//);
  const asset = await request.get(script ?? '');
  // netlify-cli's own static server sends its Cache-Control over _headers (production does not).
  // eslint-disable-next-line playwright/no-conditional-in-test -- the environment: netlify-cli's server, not the site, sets this header there
  if (!ON_NETLIFY_CLI)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()).toMatchObject(SAME_ORIGIN);
  expect((await request.get('/')).headers()['cache-control']).not.toContain('immutable');

  // Calendar files: their type, and the site's headers (calendar apps fetch them from their servers).
  const feed = await request.get('/calendar.ics');
  // An event's own file, named after an event page of the sitemap.
  const event = /\/es\/calendar\/events\/\d+/.exec(
    await (await request.get('/sitemap.xml')).text(),
  );
  const ics = `${present(event, 'an event page in the sitemap')[0]}.ics`;
  for (const calendar of [feed, await request.get(ics)]) {
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8',
      ...SAME_ORIGIN,
      'strict-transport-security': SECURITY_HEADERS['Strict-Transport-Security'],
    });
  }

  // The search index: only the site's own search fetches it.
  const search = await request.get('/pagefind/pagefind-entry.json');
  expect(search.status()).toBe(200);
  expect(search.headers()).toMatchObject(SAME_ORIGIN);

  // The editor signs in through a pop-up that answers through window.opener.
  const editor = await request.get('/admin/');
  expect(editor.headers()).toMatchObject({
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
  });

  const fn = await request.get('/.netlify/functions/verify-access-code');
  expect(fn.headers()['permissions-policy']).toBe(SECURITY_HEADERS['Permissions-Policy']);
  expect(fn.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(fn.headers()).toMatchObject(SAME_ORIGIN);
});

test('with Cross-Origin-Opener-Policy: same-origin the faculty portal still opens in a new tab', async ({
  page,
  context,
}) => {
  // The new tab of src/components/new-tab.ts (also the Weekly Updates dialog's): about:blank, its
  // opener dropped, then sent to another site, which COOP moves to a window group of its own.
  await context.route('https://faculty-portal.example.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Faculty portal</h1>' }),
  );
  await page.setExtraHTTPHeaders({ [TEST_CLIENT_HEADER]: 'coop new tab' });
  await skipWelcome(page);
  const response = await page.goto('/teacher-login');
  expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');
  await hydrated(page);
  await page.getByLabel(text('en', 'teacher-login', 'form.label')).fill(TEST_ACCESS_CODE);
  const [portal] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: text('en', 'teacher-login', 'form.submit') }).click(),
  ]);
  await expect(portal).toHaveURL(TEST_PORTAL_URL);
  await expect(portal.getByRole('heading', { name: 'Faculty portal' })).toBeVisible();
  expect(await portal.evaluate(() => window.opener)).toBeNull();
  await expect(page.getByRole('status')).toHaveText(text('en', 'teacher-login', 'success.opened'));
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

test('the Speculation Rules come from the header, under the CSP, and a hovered link is prerendered', async ({
  page,
}) => {
  // Chromium reports what it does with the rules to DevTools (Playwright's connection): the rule
  // set read without error, and each prerender it starts. DevTools itself keeps a prerender from
  // completing ("PrerenderingDisabledByDevTools"), so the test sees the attempt, not the instant
  // page. Which links are never prerendered is the rules' own test
  // (netlify/lib/speculation-rules.test.ts).
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: Array<string | null> = [];
  const attempted = new Set<string>();
  cdp.on('Preload.ruleSetUpdated', (event) => ruleSets.push(event.ruleSet.errorType ?? null));
  cdp.on('Preload.prerenderStatusUpdated', (event) =>
    attempted.add(new URL(event.key.url).pathname),
  );
  await cdp.send('Preload.enable');
  await skipWelcome(page);
  const response = await page.goto('/about-us');
  expect(response?.headers()['speculation-rules']).toBe('"/speculation-rules.json"');
  const rules = await page.request.get('/speculation-rules.json');
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json');
  await hydrated(page);
  await expect.poll(() => ruleSets).toEqual([null]);

  // Holding the pointer on a page's link starts its prerender.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('en', 'common', 'nav.calendar') })
    .hover();
  await expect.poll(() => [...attempted]).toContain('/calendar');
});
