// The site search (fixture site): the header's search button opens a dialog that searches the
// Pagefind index of the page's language (built by `npm run build` into dist/pagefind), loaded only
// when a visitor searches; without JavaScript the button is a link to /search, which lists every page.
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  localizePath,
  open,
  present,
  routeTable,
  skipWelcome,
  test,
  TEST_NOW,
  text,
  watchCsp,
  watchForErrors,
  type Lng,
  settle,
} from './support.ts';

const s = (lng: Lng, key: string) => text(lng, 'search', key);
const nav = (lng: Lng, key: string) => text(lng, 'common', `nav.${key}`);
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)),
    template,
  );

const searchButton = (page: Page, lng: Lng) =>
  page.getByRole('banner').getByRole('button', { name: nav(lng, 'searchSite') });
const dialog = (page: Page, lng: Lng) => page.getByRole('dialog', { name: s(lng, 'dialog.title') });
const field = (scope: Page | Locator, lng: Lng) =>
  scope.getByRole('searchbox', { name: s(lng, 'panel.label') });
const results = (scope: Locator, lng: Lng) =>
  scope.getByRole('list', { name: s(lng, 'panel.results') }).getByRole('link');

/**
 * A search in each language that finds a page: what is typed, the page (its address and the locale
 * file of its title) and the matched words its excerpt begins with.
 */
const FINDS = {
  en: {
    query: 'library card',
    target: '/library',
    namespace: 'library',
    marked: /^(library|card)/i,
  },
  es: { query: 'uniforme', target: '/parents', namespace: 'parents', marked: /^uniforme/i },
} satisfies Record<Lng, { query: string; target: string; namespace: string; marked: RegExp }>;

async function openSearch(page: Page, lng: Lng): Promise<Locator> {
  await searchButton(page, lng).click();
  const search = dialog(page, lng);
  await expect(search).toBeVisible();
  await expect(field(search, lng)).toBeFocused();
  return search;
}

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('the home page loads nothing of the search until it is used, and searches the index of its language, also after a switch (en)', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const violations = await watchCsp(page);
  const problems = watchForErrors(page);
  await open(page, '/');

  await test.step('nothing of the search loads until a visitor opens it, and the index only once they type', async () => {
    await settle(page);
    expect(
      requested.filter((path) => path.includes('search') || path.startsWith('/pagefind/')),
    ).toEqual([]);

    const search = await openSearch(page, 'en');
    expect(requested.filter((path) => /search-dialog.*\.js$/.test(path))).toHaveLength(1);
    expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);

    await field(search, 'en').fill('library card');
    await expect(results(search, 'en').first()).toBeVisible();
    const index = requested.filter((path) => path.startsWith('/pagefind/'));
    expect(index).toEqual(
      expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/wasm.en.pagefind']),
    );
    // The English index only, in small pieces.
    expect(index.filter((path) => /\/(es_|wasm\.es|pagefind\.es)/.test(path))).toEqual([]);
    expect(await violations(), 'CSP violations (WebAssembly, worker)').toEqual([]);
    expect(problems).toEqual([]);
  });

  // The search closed again, as a visitor closes it, for the next step to open it anew.
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'en')).toBeHidden();

  await test.step('a Spanish page searches the Spanish index, also after switching language in the page', async () => {
    let search = await openSearch(page, 'en');
    await field(search, 'en').fill('uniform');
    await expect(
      search.getByRole('link', { name: text('en', 'parents', 'hero.title'), exact: true }),
    ).toHaveAttribute('href', '/parents');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    search = await openSearch(page, 'es');
    await field(search, 'es').fill('uniforme');
    await expect(
      search.getByRole('link', { name: text('es', 'parents', 'hero.title'), exact: true }),
    ).toHaveAttribute('href', '/es/parents');
    await expect(search.locator('a[href="/parents"]')).toHaveCount(0);
  });
});

for (const lng of LANGUAGES) {
  test.describe(`search dialog (${lng})`, () => {
    test('finds a page, shows its title and the matched words, and opens it', async ({ page }) => {
      const { query, target, namespace, marked } = FINDS[lng];
      await open(page, '/', lng);
      const search = await openSearch(page, lng);
      await field(search, lng).fill(query);
      const result = search.getByRole('link', {
        name: text(lng, namespace, 'hero.title'),
        exact: true,
      });
      await expect(result).toHaveAttribute('href', localizePath(target, lng));
      // The excerpt under the title highlights the matched words, as text.
      const excerpt = result.locator('xpath=following-sibling::p[1]');
      await expect(excerpt.locator('mark').first()).toHaveText(marked);
      expect(await excerpt.locator('*:not(mark)').count()).toBe(0);
      const count = await results(search, lng).count();
      await expect(search.getByRole('status')).toHaveText(
        fill(s(lng, count === 1 ? 'panel.found_one' : 'panel.found_other'), { count, query }),
      );

      await result.click();
      await expect(page).toHaveURL(localizePath(target, lng));
      await expect(search).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lng, namespace, 'hero.title'),
      );
    });

    test('says so in the page’s language when nothing matches, and offers main pages', async ({
      page,
    }) => {
      await open(page, '/calendar', lng);
      const search = await openSearch(page, lng);
      await field(search, lng).fill('xyzzyqw');
      await expect(search.getByRole('status')).toHaveText(
        fill(s(lng, 'panel.none'), { query: 'xyzzyqw' }),
      );
      await expect(search.getByRole('listitem')).not.toHaveCount(0);
      const popular = search.getByRole('navigation', { name: s(lng, 'panel.popular') });
      await expect(popular.getByRole('link', { name: nav(lng, 'parents') })).toHaveAttribute(
        'href',
        localizePath('/parents', lng),
      );
    });

    test('tells the visitor when the index cannot load', async ({ page }) => {
      await page.route('**/pagefind/**', (route) => route.abort());
      await open(page, '/', lng);
      const search = await openSearch(page, lng);
      await field(search, lng).fill('library');
      await expect(search.getByRole('status')).toHaveText(s(lng, 'panel.error'));
      await expect(search.getByRole('navigation', { name: s(lng, 'panel.popular') })).toBeVisible();
    });

    test(`on the home page the search shows the main pages for an empty field, has no WCAG violation and works from the keyboard (${lng})`, async ({
      page,
    }) => {
      // Three tests' checks on one load of the page: up to 15 s each on a busy machine.
      test.setTimeout(45_000);
      await open(page, '/', lng);

      await test.step('an empty field shows no message and no result, and the main pages', async () => {
        const search = await openSearch(page, lng);
        await expect(search.getByText(s(lng, 'panel.hint'))).toBeVisible();
        await field(search, lng).fill('uniform');
        await expect(results(search, lng).first()).toBeVisible();
        await field(search, lng).fill('   ');
        await expect(search.getByRole('status')).toHaveText('');
        await expect(
          search.getByRole('navigation', { name: s(lng, 'panel.popular') }),
        ).toBeVisible();
      });

      // Escape closes the search, as a visitor does, for the next step to open it anew.
      await page.keyboard.press('Escape');
      await expect(dialog(page, lng)).toBeHidden();

      await test.step('has no WCAG violation with results shown (axe)', async () => {
        const search = await openSearch(page, lng);
        await expectNoAxeViolations(page);
        await field(search, lng).fill(lng === 'es' ? 'biblioteca' : 'library');
        await expect(results(search, lng).first()).toBeVisible();
        await expectNoAxeViolations(page);
      });

      // Escape closes the search, as a visitor does, for the next step to open it anew.
      await page.keyboard.press('Escape');
      await expect(dialog(page, lng)).toBeHidden();

      await test.step('works from the keyboard: Enter opens, arrows and Tab reach the results, Escape closes', async () => {
        const button = searchButton(page, lng);
        await button.focus();
        await page.keyboard.press('Enter');
        const search = dialog(page, lng);
        const input = field(search, lng);
        await expect(input).toBeFocused();
        await page.keyboard.type(lng === 'es' ? 'biblioteca' : 'library');
        const links = results(search, lng);
        await expect(links.nth(1)).toBeVisible();

        await page.keyboard.press('ArrowDown');
        await expect(links.first()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(links.nth(1)).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await expect(input).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(links.first()).toBeFocused();

        // Escape closes (from the field too, with words in it) and focus returns to the button.
        await page.keyboard.press('Escape');
        await expect(search).toBeHidden();
        await expect(button).toBeFocused();
        await page.keyboard.press('Space');
        await expect(input).toBeFocused();
        await page.keyboard.type('x');
        await page.keyboard.press('Escape');
        await expect(search).toBeHidden();
        await expect(button).toBeFocused();

        // Enter on a result opens its page.
        await page.keyboard.press('Enter');
        await page.keyboard.type(lng === 'es' ? 'biblioteca' : 'library');
        await expect(links.first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expect(links.first()).toBeFocused();
        const href = await links.first().getAttribute('href');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(href ?? '');
        await expect(search).toBeHidden();
      });
    });

    test('the search page searches too, above the list of every page', async ({ page }) => {
      await open(page, '/search', lng);
      const input = field(page, lng);
      await expect(input).not.toBeFocused();
      await input.fill(lng === 'es' ? 'uniforme' : 'uniform');
      await expect(
        page.getByRole('link', { name: text(lng, 'parents', 'hero.title'), exact: true }),
      ).toHaveAttribute('href', localizePath('/parents', lng));
      await expect(page.getByText(s(lng, 'noScript'))).toHaveCount(0);
    });
  });

  test(`without JavaScript the search link leads to /search, which lists every page (${lng})`, async ({
    scriptlessPage: page,
  }) => {
    await page.goto(localizePath('/calendar', lng));
    await page
      .getByRole('banner')
      .getByRole('link', { name: nav(lng, 'searchSite') })
      .click();
    await expect(page).toHaveURL(localizePath('/search', lng));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s(lng, 'title'));
    await expect(page.getByText(s(lng, 'noScript'))).toBeVisible();
    const list = page.getByRole('main').getByRole('region', { name: s(lng, 'pages.title') });
    for (const route of routeTable.filter((entry) => entry.path !== '/search'))
      await expect(
        list.locator(`a[href="${localizePath(route.path, lng)}"]`),
        route.path,
      ).toHaveCount(1);
    await list.getByRole('link', { name: nav(lng, 'families') }).click();
    await expect(page).toHaveURL(localizePath('/parents', lng));
  });

  test(`on a phone the search button fits beside the language switch and the menu (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/', lng);
    const banner = page.getByRole('banner');
    const boxes = await Promise.all(
      [
        banner.getByRole('link', { name: 'The Highbridge School, P.S. 418', exact: true }),
        searchButton(page, lng),
        banner.getByRole('link', { name: lng === 'en' ? 'Español' : 'English' }),
        // The phone menu's toggle is a <summary> (its <details> opens without JavaScript).
        banner.locator('summary', { hasText: nav(lng, 'menu') }),
      ].map(async (element) => {
        await expect(element).toBeVisible();
        return present(await element.boundingBox(), 'its box');
      }),
    );
    // One row, left to right, without overlapping, inside the screen; 44 px targets.
    const [logo, search] = [present(boxes[0], 'the logo'), present(boxes[1], 'the search button')];
    let previous = logo;
    for (const box of boxes.slice(1)) {
      expect(box.x).toBeGreaterThanOrEqual(previous.x + previous.width);
      expect(Math.abs(box.y + box.height / 2 - logo.y - logo.height / 2)).toBeLessThan(8);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      previous = box;
    }
    expect(search.width).toBeGreaterThanOrEqual(44);
    expect(search.height).toBeGreaterThanOrEqual(44);
    // The icon alone on a phone; "Search" beside it where there is room.
    await expect(
      searchButton(page, lng).getByText(nav(lng, 'search'), { exact: true }),
    ).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(
      searchButton(page, lng).getByText(nav(lng, 'search'), { exact: true }),
    ).toBeVisible();
  });
}

test('the welcome window does not open over the search dialog', async ({ browser }) => {
  // A first visit: the welcome window is due two seconds after the home page loads. The page's
  // clock stands still until the search dialog is open, then runs past that moment, so a slow
  // machine cannot let the window open first.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install({ time: TEST_NOW });
  await page.clock.pauseAt(TEST_NOW.getTime() + 1000);
  await open(page, '/');
  const search = await openSearch(page, 'en');
  await page.clock.runFor(2500);
  await expect(search).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await context.close();
});
