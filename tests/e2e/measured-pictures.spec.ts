// Pages give a picture the width and height of its file (measured by `npm run content`), never a
// size written for the sample: on the fixture site, tests/fixtures/public/ puts pictures of other
// shapes than the samples in their place, as a school's own photos would be, and each gets its
// own size in the prerendered HTML and after hydration.
import type { Page } from '@playwright/test';
import {
  expect,
  LANGUAGES,
  localizePath,
  open,
  test,
  text,
  watchForErrors,
  withoutScripts,
  type Lng,
} from './support.ts';

/** The fixture pictures' sizes (tests/fixtures/public/assets/images/…), as they were made. */
const EVENT_PHOTO = {
  full: {
    src: '/assets/images/community-events/walk-run-start-line.jpg',
    width: 900,
    height: 1200,
  },
  thumb: {
    src: '/assets/images/community-events/walk-run-start-line-600.webp',
    width: 600,
    height: 800,
  },
};
const BUILDING = '/assets/images/our-buildings/main-building';
const BUILDING_LARGE = { width: 1200, height: 900 };
const BUILDING_SMALL = { width: 600, height: 450 };

/**
 * The event photo's thumbnail and the main building's picture, as the page has them; `go` opens a
 * page (as it is served, or once it has hydrated).
 */
async function expectMeasuredSizes(page: Page, lng: Lng, go: (path: string) => Promise<unknown>) {
  const thumb = page.getByRole('img', {
    name: text(lng, 'community-events', 'highlights.walkRun.photos.startLine'),
  });
  await go('/community-events');
  await expect(thumb).toHaveAttribute('src', EVENT_PHOTO.thumb.src);
  await expect(thumb).toHaveAttribute('width', String(EVENT_PHOTO.thumb.width));
  await expect(thumb).toHaveAttribute('height', String(EVENT_PHOTO.thumb.height));
  await expect(thumb).toHaveAttribute(
    'srcset',
    `${EVENT_PHOTO.thumb.src} 600w, ${EVENT_PHOTO.full.src} 900w`,
  );

  await go('/our-buildings');
  const name = text(lng, 'our-buildings', 'carousel.main.alt');
  const slide = page.locator('figure', { has: page.getByRole('img', { name }) }).first();
  const image = slide.getByRole('img', { name });
  await expect(image).toHaveAttribute('width', String(BUILDING_LARGE.width));
  await expect(image).toHaveAttribute('height', String(BUILDING_LARGE.height));
  await expect(image).toHaveAttribute(
    'srcset',
    `${BUILDING}-800.jpg ${BUILDING_SMALL.width}w, ${BUILDING}-1600.jpg ${BUILDING_LARGE.width}w`,
  );
  await expect(slide.locator('source')).toHaveAttribute(
    'srcset',
    `${BUILDING}-800.webp ${BUILDING_SMALL.width}w, ${BUILDING}-1600.webp ${BUILDING_LARGE.width}w`,
  );
}

for (const lng of LANGUAGES) {
  test.describe(`measured picture sizes (${lng})`, () => {
    test('a school photo of another shape keeps its own size in the HTML before scripts', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await withoutScripts(browser, baseURL);
      await expectMeasuredSizes(page, lng, (path) => page.goto(localizePath(path, lng)));
      await context.close();
    });

    test('and after the page hydrates, with the photo opened at its own size', async ({ page }) => {
      const problems = watchForErrors(page);
      await expectMeasuredSizes(page, lng, (path) => open(page, path, lng));
      await open(page, '/community-events', lng);
      const alt = text(lng, 'community-events', 'highlights.walkRun.photos.startLine');
      await page.getByRole('button', { name: alt }).click();
      const dialog = page.getByRole('dialog', {
        name: text(lng, 'community-events', 'highlights.walkRun.title'),
      });
      const full = dialog.getByRole('img', { name: alt });
      await expect(full).toHaveAttribute('src', EVENT_PHOTO.full.src);
      await expect(full).toHaveAttribute('width', String(EVENT_PHOTO.full.width));
      await expect(full).toHaveAttribute('height', String(EVENT_PHOTO.full.height));
      await expect
        .poll(() => full.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBe(EVENT_PHOTO.full.width);
      expect(problems).toEqual([]);
    });
  });
}
