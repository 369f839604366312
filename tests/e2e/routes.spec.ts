// The not-found pages and the sitemap. Every page's own checks are in pages.spec.ts.
import {
  expect,
  test,
  expectNoAxeViolations,
  LANGUAGES,
  localizePath,
  routeTable,
} from './support.ts';

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
