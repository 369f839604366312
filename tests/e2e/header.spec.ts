import type { Page } from '@playwright/test';
import {
  afterFrames,
  open,
  expect,
  test,
  skipWelcome,
  withoutScripts,
  localizePath,
  type Lng,
  hydrated,
} from './support.ts';

/** The main navigation's words in each language: its name, its two menus and their first link. */
const NAVIGATION_WORDS = {
  en: { name: 'Main', overview: 'Overview', ourSchool: 'Our School', academics: 'Academics' },
  es: {
    name: 'Principal',
    overview: 'Información general',
    ourSchool: 'Nuestra escuela',
    academics: 'Área académica',
  },
} satisfies Record<Lng, Record<string, string>>;

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

/**
 * The phone menu's toggle, a <summary> (screen readers announce it as a button, collapsed or
 * expanded), and its <details>, whose `open` attribute says whether the menu is open.
 */
function phoneMenu(page: Page, name: string) {
  const toggle = page.getByRole('banner').locator('summary', { hasText: name });
  return { toggle, details: toggle.locator('..') };
}

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /**
   * A dropdown closes when keyboard focus leaves it. Starts with every dropdown closed, and leaves
   * them closed.
   */
  async function aDropdownClosesWhenFocusLeaves(page: Page, lng: Lng) {
    const nav = page.getByRole('navigation', { name: lng === 'en' ? 'Main' : 'Principal' });
    const ourSchool = nav.getByRole('button', {
      name: lng === 'en' ? 'Our School' : 'Nuestra escuela',
    });
    const academics = nav.getByRole('button', {
      name: lng === 'en' ? 'Academics' : 'Área académica',
    });
    await ourSchool.focus();
    await page.keyboard.press('Enter');
    await expect(ourSchool).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator(`[id="${await ourSchool.getAttribute('aria-controls')}"] a`);
    const count = await links.count();
    expect(count).toBe(6);
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
      await expect(ourSchool).toHaveAttribute('aria-expanded', 'true');
    }
    // One more Tab leaves the dropdown: it closes, and focus is on the next menu.
    await page.keyboard.press('Tab');
    await expect(academics).toBeFocused();
    await expect(ourSchool).toHaveAttribute('aria-expanded', 'false');

    // Shift+Tab back out of an open dropdown's button closes it too.
    await page.keyboard.press('Enter');
    await expect(academics).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(ourSchool).toBeFocused();
    await expect(academics).toHaveAttribute('aria-expanded', 'false');
  }

  /**
   * Each menu opens with its own page, named with the menu for screen readers. Starts with every
   * dropdown closed, and leaves the Academics one open.
   */
  async function eachMenuOpensWithItsOwnPage(page: Page, lng: Lng) {
    const words = NAVIGATION_WORDS[lng];
    const nav = page.getByRole('navigation', { name: words.name });
    const { overview } = words;
    for (const [menu, path] of [
      [words.ourSchool, '/our-school'],
      [words.academics, '/academics'],
    ] as const) {
      await nav.getByRole('button', { name: menu }).click();
      const panel = page.locator(
        `[id="${await nav.getByRole('button', { name: menu }).getAttribute('aria-controls')}"]`,
      );
      const first = panel.getByRole('link').first();
      await expect(first).toHaveAccessibleName(`${menu}: ${overview}`);
      // What shows is "Overview"; the menu's name before it is for screen readers only.
      expect(
        await first.evaluate((link) =>
          [...link.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join(''),
        ),
      ).toBe(overview);
      await expect(first.locator('.visually-hidden')).toHaveText(`${menu}: `);
      await expect(first).toHaveAttribute('href', localizePath(path, lng));
    }
  }

  // One load of the home page for each language, its steps in an order in which each finds the page
  // as it needs it: scrolled to the top, every dropdown closed; only the click outside comes after
  // a step that leaves one open, which the click's own dropdown replaces (one open at a time).
  test('the header turns solid on scroll, and its dropdowns open, close and name their pages (en)', async ({
    page,
  }) => {
    // Seven tests' checks on one load: up to 15 s each on a busy machine.
    test.setTimeout(105_000);
    await open(page, '/');

    await test.step('the header is transparent at the top and solid after 50 px of scroll', async () => {
      const header = page.locator('header.site-header');
      const background = () =>
        header.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background()).toBe('rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo(0, 40));
      await afterFrames(page);
      await expect(header).not.toHaveClass(/site-header--solid/);
      await page.evaluate(() => window.scrollTo(0, 51));
      await expect(header).toHaveClass(/site-header--solid/);
      await expect.poll(background).toBe('rgb(122, 31, 43)');
      expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(
        'none',
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).not.toHaveClass(/site-header--solid/);
    });

    await test.step('dropdowns toggle on click, one at a time, with aria-expanded and aria-controls', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const ourSchool = nav.getByRole('button', { name: 'Our School' });
      const academics = nav.getByRole('button', { name: 'Academics' });
      await expect(ourSchool).toHaveAttribute('aria-expanded', 'false');
      const panelId = await ourSchool.getAttribute('aria-controls');
      expect(panelId).toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toBeHidden();

      await ourSchool.click();
      await expect(ourSchool).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(panel.getByText('Mission & Vision')).toBeVisible();

      await academics.click();
      await expect(academics).toHaveAttribute('aria-expanded', 'true');
      await expect(ourSchool).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await academics.click();
      await expect(academics).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('Escape closes the open dropdown and returns focus to its button', async () => {
      const faculty = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Faculty' });
      await faculty.click();
      await expect(faculty).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(faculty).toHaveAttribute('aria-expanded', 'false');
      await expect(faculty).toBeFocused();
    });

    await test.step('a dropdown closes when keyboard focus leaves it', () =>
      aDropdownClosesWhenFocusLeaves(page, 'en'));

    await test.step('each menu opens with its own page, named with the menu for screen readers', () =>
      eachMenuOpensWithItsOwnPage(page, 'en'));

    await test.step('a click outside closes the open dropdown', async () => {
      const enrichment = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Enrichment' });
      await enrichment.click();
      await expect(enrichment).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('heading', { name: 'Courage, Creativity, Collaboration' }).click();
      await expect(enrichment).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the technology form opens in a new tab and unbuilt pages are not links', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Faculty' }).click();
      const form = nav.getByRole('link', { name: /Technology Request Form/ });
      await expect(form).toHaveAttribute('target', '_blank');
      await expect(form).toHaveAttribute('rel', 'noopener noreferrer');
      // The Music entry has no destination in the specification.
      await nav.getByRole('button', { name: 'Enrichment' }).click();
      await expect(nav.getByText('Music')).toBeVisible();
      await expect(nav.getByRole('link', { name: /Music/ })).toHaveCount(0);
      // No link anywhere points nowhere.
      expect(await page.locator('a[href="#"], a:not([href])').count()).toBe(0);
    });
  });

  test('the dropdowns close when keyboard focus leaves them, and name their pages (es)', async ({
    page,
  }) => {
    await open(page, '/es/');
    await test.step('a dropdown closes when keyboard focus leaves it', () =>
      aDropdownClosesWhenFocusLeaves(page, 'es'));
    await test.step('each menu opens with its own page, named with the menu for screen readers', () =>
      eachMenuOpensWithItsOwnPage(page, 'es'));
  });

  test('without JavaScript a dropdown opens under the pointer and under keyboard focus', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await withoutScripts(browser, baseURL, { width: 1280, height: 800 });
    await page.goto('/calendar');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('link', { name: 'About Us', exact: true });
    await expect(about).toBeHidden();
    await nav.getByRole('button', { name: 'Our School' }).hover();
    await expect(about).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(about).toBeHidden();
    // From the keyboard: focus on the menu's button shows its list, and Tab walks into it.
    await nav.getByRole('button', { name: 'Our School' }).focus();
    await expect(about).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Our School: Overview' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await about.press('Enter');
    await expect(page).toHaveURL(/\/about-us$/);
    await context.close();
  });
});

test('without JavaScript the header is transparent at the top and solid once scrolled past 50 px', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await withoutScripts(browser, baseURL, { width: 1280, height: 800 });
  await page.goto('/es/history');
  const header = page.locator('header.site-header');
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe('rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(background).toBe('rgb(122, 31, 43)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
  await context.close();
});

test.describe('a family on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  for (const { lng, home, menuName, links } of [
    {
      lng: 'en',
      home: '/',
      menuName: 'Menu',
      links: [
        { name: 'Calendar', url: /\/calendar$/ },
        { name: 'Families', url: /\/parents$/ },
      ],
    },
    {
      lng: 'es',
      home: '/es/',
      menuName: 'Menú',
      links: [
        { name: 'Calendario', url: /\/es\/calendar$/ },
        { name: 'Familias', url: /\/es\/parents$/ },
      ],
    },
  ]) {
    for (const link of links) {
      test(`at 360 px, ${link.name} is two taps from the home page (${lng})`, async ({ page }) => {
        await open(page, home);
        await phoneMenu(page, menuName).toggle.tap();
        await page
          .getByRole('navigation')
          .getByRole('link', { name: link.name, exact: true })
          .tap();
        await expect(page).toHaveURL(link.url);
      });
    }
  }
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the list; choosing a link closes it', async ({ page }) => {
    await open(page, '/es/');
    const menu = phoneMenu(page, 'Menú');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav).toBeHidden();
    await expect(menu.details).not.toHaveAttribute('open');
    await menu.toggle.click();
    await expect(menu.details).toHaveAttribute('open', '');
    await expect(nav).toBeVisible();
    // Once the scripts run, each menu's list opens with its button.
    await expect(nav.getByText('Misión y visión')).toBeHidden();
    await nav.getByRole('button', { name: 'Nuestra escuela' }).click();
    await expect(nav.getByText('Misión y visión')).toBeVisible();
    await nav.getByRole('link', { name: 'Inicio' }).click();
    await expect(menu.details).not.toHaveAttribute('open');
    await expect(nav).toBeHidden();
  });

  test('without JavaScript the menu opens and lists every page under its menu', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await withoutScripts(browser, baseURL, { width: 390, height: 844 });
    await page.goto('/es/calendar');
    const menu = phoneMenu(page, 'Menú');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav).toBeHidden();
    await menu.toggle.click();
    await expect(menu.details).toHaveAttribute('open', '');
    await expect(nav).toBeVisible();
    const about = nav.getByRole('link', { name: 'Quiénes somos', exact: true });
    await expect(about).toBeVisible();
    await about.click();
    await expect(page).toHaveURL(/\/es\/about-us$/);
    await context.close();
  });

  test('the home link keeps the school name for screen readers when only the short name shows', async ({
    page,
  }) => {
    await open(page, '/calendar');
    const home = page
      .getByRole('banner')
      .getByRole('link', { name: 'The Highbridge School, P.S. 418', exact: true });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
  });

  for (const width of [320, 360, 390]) {
    test(`at ${width} px the school name, search, language and menu buttons share one row`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      for (const [path, menuName, languageName] of [
        ['/', 'Menu', 'Español'],
        ['/es/', 'Menú', 'English'],
      ] as const) {
        await open(page, path);
        const banner = page.getByRole('banner');
        const boxes = await Promise.all(
          [
            banner.getByRole('link', { name: 'The Highbridge School, P.S. 418', exact: true }),
            banner.getByRole('button', {
              name: path === '/' ? 'Search the site' : 'Buscar en el sitio',
            }),
            banner.getByRole('link', { name: languageName }),
            phoneMenu(page, menuName).toggle,
          ].map(async (control) => {
            const box = await control.boundingBox();
            if (!box) throw new Error(`${path}: a header control is not shown`);
            return box;
          }),
        );
        const middles = boxes.map((box) => box.y + box.height / 2);
        expect(Math.max(...middles) - Math.min(...middles), `${path} at ${width} px`).toBeLessThan(
          8,
        );
        for (const box of boxes) {
          expect(box.x + box.width, `${path} at ${width} px`).toBeLessThanOrEqual(width);
          expect(box.width).toBeGreaterThanOrEqual(box === boxes[0] ? 0 : 44);
          expect(box.height).toBeGreaterThanOrEqual(box === boxes[0] ? 0 : 24);
        }
      }
    });
  }

  test('Escape closes the menu and returns focus to the menu button', async ({ page }) => {
    await open(page, '/');
    const menu = phoneMenu(page, 'Menu');
    await menu.toggle.click();
    await expect(menu.details).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(menu.details).not.toHaveAttribute('open');
    await expect(menu.toggle).toBeFocused();
  });
});

test.describe('language switch', () => {
  test('keeps the visitor on the same page and section', async ({ page }) => {
    // Once the scripts run, the link carries the section too (without them it leads to the page).
    await open(page, '/#timeline');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL('/es/#timeline');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/Primaria del Bronx/);
    await expect(
      page.getByRole('heading', { name: 'Nuestra historia en tres momentos' }),
    ).toBeInViewport();
    // The Spanish page's link carries the section once its scripts run, as the English one did.
    await hydrated(page);
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await english.click();
    await expect(page).toHaveURL('/#timeline');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('works without JavaScript', async ({ scriptlessPage: page }) => {
    await page.goto('/es/');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('on a not-found page it leads to the other language’s home page', async ({ page }) => {
    await open(page, '/es/no-existe');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the footer has the address, a phone link, the footer links and the current year', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2027-03-15T12:00:00-04:00'));
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('1200 Nelson Avenue, Bronx, NY 10452')).toBeVisible();
  await expect(footer.getByRole('link', { name: /\(718\)\s555.0142/ })).toHaveAttribute(
    'href',
    'tel:+17185550142',
  );
  await expect(
    footer.getByText('© 2027 The Highbridge School, P.S. 418', { exact: false }),
  ).toBeVisible();
  for (const label of [
    'School Calendar',
    'Parent Information',
    'Classes',
    'Library',
    'Art',
    'PBIS',
    'Gallery',
    'Staff Directory',
    'Teacher Login',
  ]) {
    await expect(footer.getByText(new RegExp(`^${label}`))).toBeVisible();
  }
  for (const label of ['Privacy', 'Terms', 'Title IX']) {
    await expect(footer.getByText(new RegExp(`^${label}`))).toBeVisible();
  }
});

test('a new page starts at the top', async ({ page }) => {
  await open(page, '/no-such-page');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('link', { name: 'The Highbridge School, P.S. 418' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
