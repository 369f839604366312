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
  type Lng,
} from './support.ts';

/** The fixture pictures' sizes (tests/fixtures/public/assets/images/…), as they were made. */
const EVENT_PHOTO = { width: 900, height: 1200 };
const BUILDING = { width: 1200, height: 900 };

/**
 * The srcset of a picture's smaller copies (never the original): the widths below its own width
 * and its own width, each file named after the picture and its content hash.
 */
function copies(stem: string, widths: number[], extension: string): RegExp {
  const file = (width: number) =>
    `/generated/media/pictures/${stem}-[0-9a-f]{12}-${width}\\.${extension} ${width}w`;
  return new RegExp(`^${widths.map(file).join(', ')}$`);
}

/**
 * The event photo's thumbnail and the main building's picture, as the page has them; `go` opens a
 * page (as it is served, or once it has hydrated).
 */
async function expectMeasuredSizes(page: Page, lng: Lng, go: (path: string) => Promise<unknown>) {
  const thumb = page.getByRole('img', {
    name: text(lng, 'community-events', 'highlights.walkRun.photos.startLine'),
  });
  await go('/community-events');
  await expect(thumb).toHaveAttribute('width', String(EVENT_PHOTO.width));
  await expect(thumb).toHaveAttribute('height', String(EVENT_PHOTO.height));
  const photo = 'images-community-events-walk-run-start-line';
  // The JPEG fallback comes in the smallest and the largest size only.
  await expect(thumb).toHaveAttribute('srcset', copies(photo, [320, 900], 'jpg'));
  await expect(thumb).toHaveAttribute('src', /^\/generated\/media\/pictures\//);
  await expect(
    page.locator('picture', { has: thumb }).locator('source[type="image/webp"]'),
  ).toHaveAttribute('srcset', copies(photo, [320, 640, 900], 'webp'));

  await go('/our-buildings');
  const name = text(lng, 'our-buildings', 'carousel.main.alt');
  const slide = page.locator('figure', { has: page.getByRole('img', { name }) }).first();
  const image = slide.getByRole('img', { name });
  await expect(image).toHaveAttribute('width', String(BUILDING.width));
  await expect(image).toHaveAttribute('height', String(BUILDING.height));
  const building = 'images-our-buildings-main-building-1600';
  await expect(image).toHaveAttribute('srcset', copies(building, [320, 1200], 'jpg'));
  await expect(slide.locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    copies(building, [320, 640, 960, 1200], 'webp'),
  );
}

for (const lng of LANGUAGES) {
  test.describe(`measured picture sizes (${lng})`, () => {
    test('a school photo of another shape keeps its own size in the HTML before scripts', async ({
      scriptlessPage: page,
    }) => {
      await expectMeasuredSizes(page, lng, (path) => page.goto(localizePath(path, lng)));
    });

    test('and after the page hydrates, with the photo opened by one of its copies', async ({
      page,
    }) => {
      const problems = watchForErrors(page);
      await expectMeasuredSizes(page, lng, (path) => open(page, path, lng));
      await open(page, '/community-events', lng);
      const alt = text(lng, 'community-events', 'highlights.walkRun.photos.startLine');
      await page.getByRole('link', { name: alt }).click();
      const dialog = page.getByRole('dialog', {
        name: text(lng, 'community-events', 'highlights.walkRun.title'),
      });
      const full = dialog.getByRole('img', { name: alt });
      await expect(full).toHaveAttribute('width', String(EVENT_PHOTO.width));
      await expect(full).toHaveAttribute('height', String(EVENT_PHOTO.height));
      // The copy the browser chose: never the original file.
      await expect
        .poll(() => full.evaluate((element: HTMLImageElement) => element.currentSrc))
        .toMatch(/\/generated\/media\/pictures\/images-community-events-walk-run-start-line-/);
      await expect
        .poll(() => full.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThanOrEqual(320);
      expect(problems).toEqual([]);
    });
  });
}
