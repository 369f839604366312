import {
  expect,
  test,
  expectNoAxeViolations,
  LANGUAGES,
  localizePath,
  routeTable,
  skipWelcome,
  watchForErrors,
} from './support.ts';

for (const route of routeTable) {
  for (const lng of LANGUAGES) {
    const url = localizePath(route.path, lng);

    test.describe(`${url}`, () => {
      test('is real HTML with its heading before any script runs', async ({ request, browser }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<html lang="${lng}"`));
        expect(html).toMatch(/<h1[\s>]/);
        expect(html).toContain('<link rel="canonical"');
        expect(html).toContain('hreflang="x-default"');

        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await context.close();
      });

      test('hydrates with no console errors or failed requests', async ({ page }) => {
        await skipWelcome(page);
        const problems = watchForErrors(page);
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        // React has taken over the prerendered markup: the header's controls respond.
        await page.getByRole('button', { name: /^(Our School|Nuestra escuela)$/ }).click();
        await expect(
          page.getByRole('button', { name: /^(Our School|Nuestra escuela)$/ }),
        ).toHaveAttribute('aria-expanded', 'true');
        expect(problems).toEqual([]);
      });

      test('has no WCAG 2.1 A or AA violations', async ({ page }) => {
        await skipWelcome(page);
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      });
    });
  }
}

test.describe('not-found page', () => {
  test('an unknown English address answers 404 with the English page', async ({
    request,
    page,
  }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<html lang="en"');
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('heading', { level: 1, name: "We can't find that page" }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown Spanish address answers 404 in Spanish, accessibly', async ({
    request,
    page,
  }) => {
    const response = await request.get('/es/no-existe');
    expect(response.status()).toBe(404);
    await page.goto('/es/no-existe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos esa página' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('sitemap.xml lists every page in both languages and robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routeTable) {
    for (const lng of LANGUAGES)
      expect(sitemap).toContain(`${localizePath(route.path, lng)}</loc>`);
  }
  expect(await (await request.get('/robots.txt')).text()).toMatch(
    /Sitemap: https?:\/\/.+\/sitemap\.xml/,
  );
});
