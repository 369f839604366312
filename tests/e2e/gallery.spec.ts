// The gallery a page at a time (issue 28), on the fixture site's 52 photos
// (tests/fixtures/public/assets/images/gallery/: 01-art.jpg … 52-art.jpg, 28 arts, 12 events,
// 6 sports, 4 celebrations, 2 general; 01 and 26 captioned in tests/fixtures/content/): the page
// carries the first 24 and every category's count, and "Show more" fetches the next 24.
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  open,
  test,
  text,
  watchScripts,
  type Lng,
} from './support.ts';

const PAGE_FILES = '**/generated/gallery/**';

const photoGrid = (page: Page) => page.getByRole('main').getByRole('list');
const status = (page: Page) => page.getByRole('main').getByRole('status');
/** The grid's titles: a photo without a caption is titled from its file name ("25 event"). */
const titles = (page: Page) => photoGrid(page).getByRole('listitem');

/** The count line, as each language writes it. */
function counted(lng: Lng, shown: number, total: number, category?: string): string {
  const all = shown === total;
  if (lng === 'en')
    return `Showing ${all ? '' : `${shown} of `}${total} photos${category === undefined ? '' : ` in ${category}`}`;
  return `Se muestran ${all ? '' : `${shown} de `}${total} fotos${category === undefined ? '' : ` en ${category}`}`;
}

const WORDS = {
  en: {
    more: 'Show more photos',
    loadingMore: 'Loading more photos…',
    error: 'The photos could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    firstTitle: 'Clay bowls',
    muralTitle: 'The High Bridge mural',
    loadingPhoto: 'Loading the photo…',
  },
  es: {
    more: 'Mostrar más fotos',
    loadingMore: 'Cargando más fotos…',
    error: 'No se pudieron cargar las fotos. Revise su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
    firstTitle: 'Tazones de barro',
    muralTitle: 'El mural del High Bridge',
    loadingPhoto: 'Cargando la foto…',
  },
} as const;

for (const lng of ['en', 'es'] as Lng[]) {
  const words = WORDS[lng];
  const category = (id: string) => text(lng, 'gallery', `categories.${id}`);

  test.describe(`gallery pages (${lng})`, () => {
    test('the first 24, then "Show more" twice: the count, focus on the first new photo, no more button at the end', async ({
      page,
    }) => {
      const watched = watchScripts(page);
      await open(page, '/gallery', lng);
      await expect(status(page)).toHaveText(counted(lng, 24, 52));
      await expect(titles(page)).toHaveCount(24);
      await expect(titles(page).first()).toHaveText(words.firstTitle);
      await expect(titles(page).last()).toHaveText('24 art');
      // The page's scripts carry the first 24 photos, not the 25th.
      const scripts = (await watched()).map(({ text }) => text);
      expect(scripts.some((script) => script.includes('24-art.jpg'))).toBe(true);
      expect(scripts.filter((script) => script.includes('25-event.jpg'))).toEqual([]);

      const more = page.getByRole('button', { name: words.more });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(status(page)).toHaveText(counted(lng, 48, 52));
      await expect(titles(page)).toHaveCount(48);
      await expect(titles(page).nth(25)).toHaveText(words.muralTitle);
      await expect(photoGrid(page).getByRole('link').nth(24)).toBeFocused();
      await expect(photoGrid(page).getByRole('link').nth(24)).toHaveAccessibleName(/25 event/);
      await expectNoAxeViolations(page);

      await more.click();
      await expect(status(page)).toHaveText(counted(lng, 52, 52));
      await expect(titles(page)).toHaveCount(52);
      await expect(titles(page).last()).toHaveText('52 art');
      await expect(photoGrid(page).getByRole('link').nth(48)).toBeFocused();
      await expect(more).toHaveCount(0);
    });

    test('each category counts all its photos and starts at its first page; the full view moves past the photos in the grid and shows photos added by "Show more"', async ({
      page,
    }) => {
      await open(page, '/gallery', lng);

      await test.step('each category counts all its photos and shows its first 24; another category starts at its first page again', async () => {
        const filter = (id: string) =>
          page
            .getByRole('group', { name: text(lng, 'gallery', 'filtersLabel') })
            .getByRole('button', { name: category(id), exact: true });
        await expect(
          page
            .getByRole('group', { name: text(lng, 'gallery', 'filtersLabel') })
            .getByRole('button'),
        ).toHaveText(['all', 'events', 'arts', 'sports', 'celebrations', 'general'].map(category));
        for (const [id, count] of [
          ['events', 12],
          ['sports', 6],
          ['celebrations', 4],
          ['general', 2],
        ] as const) {
          await filter(id).click();
          await expect(status(page)).toHaveText(counted(lng, count, count, category(id)));
          await expect(titles(page)).toHaveCount(count);
          await expect(page.getByRole('button', { name: words.more })).toHaveCount(0);
        }
        await filter('arts').click();
        await expect(page).toHaveURL(/category=arts/);
        await expect(status(page)).toHaveText(counted(lng, 24, 28, category('arts')));
        await expect(titles(page)).toHaveCount(24);
        await expect(titles(page).nth(1)).toHaveText('03 art');
        await expect(titles(page).nth(13)).toHaveText(words.muralTitle);
        await page.getByRole('button', { name: words.more }).click();
        await expect(status(page)).toHaveText(counted(lng, 28, 28, category('arts')));
        await expect(titles(page).last()).toHaveText('52 art');

        await filter('all').click();
        await expect(status(page)).toHaveText(counted(lng, 24, 52));
        await expect(titles(page)).toHaveCount(24);

        // Opened with its category in the address, a category shows its own first 24 once the
        // page's script runs.
        await open(page, '/gallery?category=arts', lng);
        await expect(status(page)).toHaveText(counted(lng, 24, 28, category('arts')));
        await expect(titles(page).nth(1)).toHaveText('03 art');
      });

      // Back to All Photos, as a visitor would: its pages after the first are still to be fetched,
      // as when the page opens (a category's pages are its own, gallery-list.ts).
      await page.getByRole('button', { name: category('all'), exact: true }).click();
      await expect(status(page)).toHaveText(counted(lng, 24, 52));

      await test.step('the full view moves past the photos in the grid, and shows photos added by "Show more"', async () => {
        const position = (current: number) =>
          text(lng, 'gallery', 'overlay.position')
            .replace('{{current}}', String(current))
            .replace('{{total}}', '52');
        await photoGrid(page).getByRole('link').first().click();
        await expect(page.getByRole('dialog', { name: words.firstTitle })).toContainText(
          position(1),
        );
        // Back from the first photo: the last of all 52, from the last page.
        await page.keyboard.press('ArrowLeft');
        await expect(page.getByRole('dialog', { name: '52 art' })).toContainText(position(52));
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Escape');

        // Forward from the 24th, slowly: the dialog says it is loading, then shows the 25th.
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(PAGE_FILES, async (route) => {
          await released;
          await route.continue();
        });
        await photoGrid(page).getByRole('link').nth(23).click();
        await expect(page.getByRole('dialog', { name: '24 art' })).toContainText(position(24));
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('dialog', { name: words.loadingPhoto })).toContainText(
          position(25),
        );
        release();
        const dialog = page.getByRole('dialog', { name: '25 event' });
        await expect(dialog).toContainText(position(25));
        await expect(dialog.getByRole('img', { name: '25 event' })).toBeVisible();
        await page.keyboard.press('Escape');
        await page.unrouteAll();
        // The grid did not grow; "Show more" then adds the page already fetched.
        await expect(titles(page)).toHaveCount(24);
        await page.getByRole('button', { name: words.more }).click();
        await photoGrid(page).getByRole('link').nth(25).click();
        await expect(page.getByRole('dialog', { name: words.muralTitle })).toContainText(
          position(26),
        );
      });
    });

    test('a category whose first photos fail says so and tries again; while the next photos load the button says so, and when they fail, an error and "Try again"', async ({
      page,
    }) => {
      await open(page, '/gallery', lng);

      await test.step('a category whose first photos fail to load says so and tries again', async () => {
        await page.route(PAGE_FILES, (route) => route.abort());
        await page.getByRole('button', { name: category('arts'), exact: true }).click();
        await expect(page.getByRole('alert')).toHaveText(words.error);
        await expect(titles(page)).toHaveCount(0);
        await page.unrouteAll();
        await page.getByRole('button', { name: words.retry }).click();
        await expect(status(page)).toHaveText(counted(lng, 24, 28, category('arts')));
        await expect(photoGrid(page).getByRole('link').first()).toBeFocused();
      });

      // Back to All Photos, as a visitor would: its pages after the first are still to be fetched,
      // as when the page opens (a category's pages are its own, gallery-list.ts).
      await page.getByRole('button', { name: category('all'), exact: true }).click();
      await expect(status(page)).toHaveText(counted(lng, 24, 52));

      await test.step('while the next photos load the button says so; when they fail, an error and "Try again"', async () => {
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        const requested: string[] = [];
        await page.route(PAGE_FILES, async (route) => {
          requested.push(new URL(route.request().url()).pathname.split('/').at(-1) ?? '');
          await released;
          await route.continue();
        });
        await page.getByRole('button', { name: words.more }).click();
        const loading = page.getByRole('button', { name: words.loadingMore });
        await expect(loading).toHaveAttribute('aria-disabled', 'true');
        await expect(loading).toBeFocused();
        // Pressed again while loading: nothing more is asked for.
        await page.keyboard.press('Enter');
        await expect(status(page)).toHaveText(counted(lng, 24, 52));
        release();
        await expect(status(page)).toHaveText(counted(lng, 48, 52));
        expect(requested).toEqual(['all-2.json']);
        await page.unrouteAll();

        await page.route(PAGE_FILES, (route) => route.abort());
        await page.getByRole('button', { name: words.more }).click();
        await expect(page.getByRole('alert').filter({ hasText: words.error })).toBeVisible();
        const retry = page.getByRole('button', { name: words.retry });
        await expect(retry).toBeFocused();
        await expect(status(page)).toHaveText(counted(lng, 48, 52));
        await expectNoAxeViolations(page);
        // Still failing: still the error.
        await retry.click();
        await expect(page.getByRole('alert')).toHaveText(words.error);
        await page.unrouteAll();
        await retry.click();
        await expect(status(page)).toHaveText(counted(lng, 52, 52));
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(photoGrid(page).getByRole('link').nth(48)).toBeFocused();
      });
    });

    test('without JavaScript the first 24 show, counted out of all, and no "Show more"', async ({
      scriptlessPage: page,
    }) => {
      await page.goto(lng === 'en' ? '/gallery' : '/es/gallery');
      await expect(status(page)).toHaveText(counted(lng, 24, 52));
      await expect(titles(page)).toHaveCount(24);
      await expect(titles(page).first()).toHaveText(words.firstTitle);
      await expect(photoGrid(page).getByRole('img', { name: '24 art' })).toBeVisible();
      await expect(page.getByRole('button', { name: words.more })).toHaveCount(0);
      // The HTML carries the first 24 photos only.
      const html = await page.content();
      expect(html).toContain('24-art');
      expect(html).not.toContain('25-event');
    });
  });
}
