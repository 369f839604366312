// One page per event (src/domain/event-pages.ts), on the fixture site: the Winter Recess (id 241,
// December 24, 2026 to January 1, 2027) in both languages, from the calendar's dialog, from the
// site search on a phone, and without JavaScript.
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  open,
  skipWelcome,
  test,
  text,
  watchForErrors,
  watchScripts,
  withoutScripts,
} from './support.ts';

const RECESS = {
  en: {
    path: '/calendar/events/241',
    title: 'Winter Recess — Schools Closed',
    dates: 'Thursday, December 24, 2026 – Friday, January 1, 2027',
    month: 'See December 2026 in the calendar',
    search: 'winter recess',
    other: { heading: 'En español', title: 'Receso de invierno: escuelas cerradas' },
  },
  es: {
    path: '/es/calendar/events/241',
    title: 'Receso de invierno: escuelas cerradas',
    dates: 'Del jueves 24 de diciembre de 2026 al viernes 1 de enero de 2027',
    month: 'Ver diciembre de 2026 en el calendario',
    search: 'receso',
    other: { heading: 'In English', title: 'Winter Recess — Schools Closed' },
  },
} as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * The fixture's Fall Book Fair (id 227, November 16 to 20, 2026, in the test day's month) has a
 * flyer in /assets/images/events/, where the editor puts events' pictures (900×1200, a drawn
 * picture made once with sharp, tests/fixtures/public/).
 */
const BOOK_FAIR = {
  en: {
    title: 'Fall Book Fair',
    flyer: 'The Fall Book Fair flyer: November 16 to 20 in the library.',
  },
  es: {
    title: 'Feria del libro de otoño',
    flyer: 'El volante de la Feria del libro de otoño: del 16 al 20 de noviembre en la biblioteca.',
  },
} as const;
/** One of the flyer's copies made by the content step (its fallback JPEG, or WebP). */
const FLYER_COPY =
  /\/generated\/media\/pictures\/images-events-fall-book-fair-flyer-[0-9a-f]{12}-\d+\.(webp|jpg)$/;
/**
 * A picture in the table of the site's pictures (src/content/image-sizes.ts; a fixture file,
 * tests/fixtures/public/) that no page of the calendar shows: a script that carries the table
 * carries its address.
 */
const IN_THE_TABLE = '/assets/images/community-events/walk-run-start-line.jpg';

/** The addresses of the scripts that carry the table of the site's pictures. */
const withTheTable = (scripts: Array<{ url: string; text: string }>) =>
  scripts.filter(({ text }) => text.includes(IN_THE_TABLE)).map(({ url }) => url);

test("the table of the site's pictures comes with the pages that show one of its pictures", async ({
  page,
}) => {
  // The check below would pass for any page if the table's addresses were not in its script.
  const scripts = watchScripts(page);
  await open(page, '/community-events');
  expect(withTheTable(await scripts())).toHaveLength(1);
});

for (const lng of ['en', 'es'] as const) {
  const recess = RECESS[lng];
  const t = (namespace: string, key: string) => text(lng, namespace, key);

  test(`an event's page: title, dates, category, both languages, add to calendar, its month (${lng})`, async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await open(page, recess.path);
    await expect(heading(page)).toHaveText(recess.title);
    await expect(page.getByRole('main')).toContainText(recess.dates);
    await expect(page.getByRole('main')).toContainText(t('calendar', 'categories.holiday'));
    const other = page.getByRole('region', { name: recess.other.heading });
    await expect(other).toBeVisible();
    await expect(other).toContainText(recess.other.title);
    const ics = page.getByRole('link', { name: t('calendar', 'dialog.downloadIcs') });
    await expect(ics).toHaveAttribute(
      'href',
      `${lng === 'es' ? '/es' : ''}/calendar/events/241.ics`,
    );
    await expect(
      page.getByRole('link', { name: new RegExp(`^${t('calendar', 'dialog.google')}`) }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${recess.title} \\|`));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: recess.month }).click();
    await expect(page).toHaveURL(
      new RegExp(`${lng === 'es' ? '/es' : ''}/calendar\\?month=2026-12$`),
    );
    expect(problems).toEqual([]);
  });

  test(`an event's picture comes with the event: its page and the calendar's dialog show it by its copies, without the table of the site's pictures (${lng})`, async ({
    page,
  }) => {
    const fair = BOOK_FAIR[lng];
    const scripts = watchScripts(page);
    const expectFlyer = async (within: Locator) => {
      const flyer = within.getByRole('img', { name: fair.flyer });
      await flyer.scrollIntoViewIfNeeded();
      await expect(flyer).toHaveAttribute('width', '900');
      await expect(flyer).toHaveAttribute('height', '1200');
      await expect
        .poll(() => flyer.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
        .toMatch(FLYER_COPY);
      // Its link opens the largest copy: the original is not published.
      await expect(within.getByRole('link', { name: fair.flyer })).toHaveAttribute(
        'href',
        /\/generated\/media\/pictures\/images-events-fall-book-fair-flyer-[0-9a-f]{12}-\d+\.jpg$/,
      );
    };

    await open(page, '/calendar/events/227', lng);
    await expect(heading(page)).toHaveText(fair.title);
    await expectFlyer(page.getByRole('main'));

    // The dialog, from the test day's month that the calendar page carries.
    await open(page, '/calendar', lng);
    await page
      .locator('section[aria-labelledby="cal-title"]')
      .getByRole('link', { name: new RegExp(`^${fair.title}`) })
      .first()
      .click();
    await expectFlyer(page.getByRole('dialog', { name: fair.title }));

    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    expect(withTheTable(loaded)).toEqual([]);
  });

  test(`its link is copied where the browser cannot share, and said so (${lng})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Chromium on a computer has no share sheet here: the button copies the address.
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await open(page, recess.path);
    await page.getByRole('button', { name: t('calendar-event', 'copyLink') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('calendar-event', 'copied') }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test(`it opens the phone's share sheet where there is one (${lng})`, async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, 'shared', { value: shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await open(page, recess.path);
    await page.getByRole('button', { name: t('calendar-event', 'share') }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        { title: recess.title, text: `${recess.title}, ${recess.dates}`, url: page.url() },
      ]);
  });

  test(`without JavaScript the page is whole and its month is a link (${lng})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await withoutScripts(browser, baseURL, { width: 360, height: 800 });
    await page.goto(recess.path);
    await expect(heading(page)).toHaveText(recess.title);
    await expect(
      page.getByRole('link', { name: t('calendar', 'dialog.downloadIcs') }),
    ).toBeVisible();
    // Nothing to press that does nothing: the share button comes with the scripts.
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await page.getByRole('link', { name: recess.month }).click();
    await expect(page).toHaveURL(/calendar\?month=2026-12$/);
    await context.close();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

    test(`search finds the event: two taps from the home page (${lng})`, async ({ page }) => {
      await open(page, lng === 'es' ? '/es/' : '/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('common', 'nav.searchSite') })
        .tap();
      await page.getByRole('searchbox').fill(recess.search);
      await page
        .getByRole('dialog')
        .getByRole('link', { name: new RegExp(recess.title) })
        .first()
        .tap();
      await expect(page).toHaveURL(new RegExp(`${recess.path}$`));
      await expect(heading(page)).toHaveText(recess.title);
    });
  });
}

test('the calendar’s event dialog links to the event’s page', async ({ page }) => {
  await skipWelcome(page);
  await open(page, '/calendar');
  await page
    .getByRole('link', { name: /^Thanksgiving Recess/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Thanksgiving Recess — Schools Closed' });
  await dialog.getByRole('link', { name: "Open the event's page" }).click();
  await expect(page).toHaveURL(/\/calendar\/events\/232$/);
  await expect(heading(page)).toHaveText('Thanksgiving Recess — Schools Closed');
});

test('an event page that does not exist is the not-found page', async ({ request }) => {
  const response = await request.get('/calendar/events/999999');
  expect(response.status()).toBe(404);
});
