// Right to left. No language of the site is written right to left yet, so each test turns its page
// round itself, with dir="rtl" on <html> as the prerenderer writes it for such a language
// (scripts/lib/head.ts), and checks that the page and what means "previous" and "next" turn with
// it (ARCHITECTURE.md, Text direction): the stylesheets' sides, the arrows drawn on the buttons,
// the arrow keys of the tabs and of the gallery's full view, and its swipes.
import type { Locator, Page } from '@playwright/test';
import type { GalleryPhoto } from '../../src/content/media-manifest.ts';
import { expect, open, siteJson, skipWelcome, test, text } from './support.ts';
import { swipe } from './touch.ts';

const photos = siteJson<GalleryPhoto[]>('src/generated/gallery.json');

/** Lays the open page out right to left, as the page of a right-to-left language is. */
async function turnRightToLeft(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
}

/** The element's left edge on the page. */
async function leftOf(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (box === null) throw new Error('not shown');
  return box.x;
}

/** What the element's computed style says of each property. */
function styleOf(element: Locator, properties: string[]): Promise<string[]> {
  return element.evaluate(
    (node, names) => names.map((name) => getComputedStyle(node).getPropertyValue(name)),
    properties,
  );
}

const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

test('the stylesheets put the start side on the right', async ({ page }) => {
  await open(page, '/about-us');
  // A part of the school's story: a bar on its start side, its end corners rounded.
  const part = page.getByRole('main').locator('dl > div').first();
  const sides = ['border-left-width', 'border-right-width', 'border-top-left-radius'];
  const [barLeft, barRight, cornerLeft] = await styleOf(part, sides);
  expect(barLeft).not.toBe('0px');
  expect(barRight).toBe('0px');
  expect(cornerLeft).toBe('0px');
  await turnRightToLeft(page);
  expect(await styleOf(part, sides)).toEqual(['0px', barLeft, expect.not.stringMatching(/^0px$/)]);
});

test('the carousel: previous on the right, its arrows drawn pointing the other way', async ({
  page,
}) => {
  await open(page, '/our-buildings');
  const button = (key: string) =>
    page.getByRole('button', { name: text('en', 'our-buildings', key), exact: true });
  const [previous, next] = [button('carousel.previous'), button('carousel.next')];
  const arrows = [previous.locator('svg'), next.locator('svg')];
  for (const arrow of arrows) expect(await styleOf(arrow, ['transform'])).toEqual(['none']);
  expect(await leftOf(previous)).toBeLessThan(await leftOf(next));
  await turnRightToLeft(page);
  expect(await leftOf(previous)).toBeGreaterThan(await leftOf(next));
  for (const arrow of arrows) expect(await styleOf(arrow, ['transform'])).toEqual([MIRRORED]);
  await previous.click();
  await expect(page.getByRole('group', { name: /^2 of 2: / })).toBeVisible();
});

test("the PDF viewer's arrows point the other way", async ({ page }) => {
  await open(page, '/library');
  const previous = page.getByRole('button', { name: text('en', 'common', 'pdfViewer.previous') });
  const arrow = previous.first().locator('[aria-hidden="true"]');
  await expect(arrow).toHaveText('←');
  expect(await styleOf(arrow, ['transform'])).toEqual(['none']);
  await turnRightToLeft(page);
  expect(await styleOf(arrow, ['transform'])).toEqual([MIRRORED]);
});

test("the calendar's ‹ previous is drawn as the browser mirrors it: as ›, on the right", async ({
  page,
}) => {
  await open(page, '/calendar');
  const heading = page.getByRole('heading', { level: 2, name: 'November 2026' }).locator('..');
  const glyph = (name: string) =>
    heading.getByRole('link', { name }).locator('[aria-hidden="true"]');
  const [previous, next] = [glyph('Previous month'), glyph('Next month')];
  await expect(previous).toHaveText('‹');
  const nextInLeftToRight = await next.screenshot();
  expect(await leftOf(previous)).toBeLessThan(await leftOf(next));
  await turnRightToLeft(page);
  expect(await leftOf(previous)).toBeGreaterThan(await leftOf(next));
  // The same place as ›, left to right, and the same picture.
  expect(await previous.screenshot()).toEqual(nextInLeftToRight);
});

test('the tabs: the left arrow goes to the next tab', async ({ page }) => {
  await skipWelcome(page);
  await open(page, '/');
  await turnRightToLeft(page);
  const tablist = page.getByRole('tablist', { name: 'The people who make us proud' });
  const tab = (name: string) => tablist.getByRole('tab', { name });
  expect(await leftOf(tab('Student Spotlights'))).toBeGreaterThan(
    await leftOf(tab('Staff Highlights')),
  );
  await tab('Student Spotlights').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Staff Highlights')).toBeFocused();
  await expect(tab('Staff Highlights')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Student Spotlights')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Parent Testimonials')).toBeFocused();
});

test("the gallery's full view: the left arrow and a swipe to the right show the next photo", async ({
  page,
}) => {
  await open(page, '/gallery');
  await turnRightToLeft(page);
  await page.getByRole('main').getByRole('list').getByRole('link').first().click();
  const dialog = (index: number) => page.getByRole('dialog', { name: photos.at(index)?.title.en });
  await expect(dialog(0)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog(1)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog(-1)).toBeVisible();
  const photo = page.getByRole('dialog').getByRole('img');
  await swipe(photo, 120);
  await expect(dialog(0)).toBeVisible();
  await swipe(photo, 120);
  await expect(dialog(1)).toBeVisible();
  await swipe(photo, -120);
  await expect(dialog(0)).toBeVisible();
});
