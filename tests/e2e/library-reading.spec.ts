// Reading the library page's documents as a family does, on a phone (390×844, touch, a 3× screen)
// and on a desktop (1280×800), in both languages, on the fixture site (the test day, Sunday,
// November 22, 2026, opens page 3 of 10): the month's PDF readable at its default zoom, zoom by
// the buttons and by a two-finger pinch, paging that keeps the keyboard focus, and the flyers in a
// full-screen view with zoom and a placeholder when they cannot be loaded.
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Library } from '../../src/content/library-schema.ts';
import { canvasPixelRatio, MAX_CANVAS_PIXELS } from '../../src/features/pdf-viewer/canvas-size.ts';
import {
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  open,
  siteJson,
  test,
  text,
  type Lng,
  pictureStem,
  REDRAW_POLL,
} from './support.ts';
import { drag, pinch, type Point } from './touch.ts';

const library = siteJson<Library>('data/library.json');

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PDF_URL = '**/assets/documents/library/book-and-word-of-the-month.pdf';
// Monday, May 10, 2027: May's page, 9 of 10. Saturday, October 10, 2026: October's, 2 of 10.
const MAY = new Date('2027-05-10T12:00:00-04:00');
const OCTOBER = new Date('2026-10-10T12:00:00-04:00');

const common = (lng: Lng, key: string) => text(lng, 'common', key);
const viewer = (page: Page) => page.locator('.pdf-viewer');
/** The viewer's page buttons above the page, or with `below` the set under it. */
const pageControls = (page: Page, lng: Lng, below = false) =>
  viewer(page).getByRole('group', {
    name: common(lng, below ? 'pdfViewer.controlsBelow' : 'pdfViewer.controls'),
    exact: true,
  });
const stage = (page: Page) => viewer(page).locator('.pdf-viewer__stage');
const scroller = (page: Page) => viewer(page).locator('.pdf-viewer__scroller');
const canvas = (page: Page) => viewer(page).locator('.react-pdf__Page canvas');
const zoomButton = (
  scope: Page | Locator,
  lng: Lng,
  key: 'in' | 'out' | 'fitWidth' | 'fitScreen',
) => scope.getByRole('button', { name: common(lng, `zoom.${key}`), exact: true });
const zoomLevel = (lng: Lng, percent: number) =>
  common(lng, 'zoom.level').replace('{{percent}}', String(percent));

async function openLibrary(page: Page, lng: Lng, now?: Date): Promise<void> {
  if (now !== undefined) await page.clock.setFixedTime(now);
  await open(page, '/library', lng);
  // The viewer draws the PDF once it is near the screen, as a visitor scrolls to it.
  await viewer(page).scrollIntoViewIfNeeded();
  await expect(canvas(page)).toBeVisible();
}

/** "Page 3 of 10" in the page's language: the monthly PDF has 10 pages. */
const pageOf = (lng: Lng, pageNumber: number) =>
  common(lng, 'pdfViewer.pageOf')
    .replace('{{page}}', String(pageNumber))
    .replace('{{total}}', '10');

/** The drawn page's width in CSS px. */
async function pageWidth(page: Page): Promise<number> {
  return Math.round((await canvas(page).boundingBox())?.width ?? 0);
}

/** The width of the page's box inside its border: the width the page is fitted to. */
async function boxWidth(page: Page): Promise<number> {
  return stage(page).evaluate((element) => element.clientWidth);
}

/** The canvas's own pixels per CSS pixel: the page is redrawn, not stretched, at each zoom. */
async function drawnDensity(page: Page): Promise<number> {
  return canvas(page).evaluate(
    (element: HTMLCanvasElement) => element.width / element.getBoundingClientRect().width,
  );
}

/**
 * Expects the page drawn sharp for the phone's 3× screen: at 3 canvas pixels per CSS pixel, or
 * as close as the largest canvas a phone's browser draws allows.
 */
async function expectSharp(page: Page): Promise<void> {
  const box = await canvas(page).boundingBox();
  const expected = canvasPixelRatio(3, box?.width ?? 0, box?.height ?? 0);
  expect(await drawnDensity(page)).toBeCloseTo(expected, 1);
  expect(expected).toBeGreaterThan(1.5);
}

/**
 * Waits until the shown PDF page is drawn in full, as a reader finds it once a zoom or a page turn
 * is over. For each redraw pdf.js empties the page's text layer and fills it again a moment later,
 * while the page's structure (react-pdf's tags inside the canvas) keeps pointing at its text by
 * `aria-owns`. An axe scan in that moment finds those references broken (`aria-valid-attr-value`),
 * which a page at rest does not have: so a scan after a redraw waits for the text layer to end and
 * for every reference to find its text. A page whose references stay broken still fails here.
 */
async function drawnInFull(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        viewer(page).evaluate((element) => {
          if (element.querySelector('.textLayer > .endOfContent') === null) return false;
          const owned = [...element.querySelectorAll('[aria-owns]')].flatMap((owner) =>
            (owner.getAttribute('aria-owns') ?? '').split(/\s+/).filter(Boolean),
          );
          return owned.every((id) => document.getElementById(id) !== null);
        }),
      REDRAW_POLL,
    )
    .toBe(true);
}

/** Waits until a scrolled element has stopped moving (a fling has run out). */
async function settled(element: Locator): Promise<void> {
  const position = () =>
    element.evaluate((node) => `${Math.round(node.scrollLeft)},${Math.round(node.scrollTop)}`);
  let last = '';
  await expect
    .poll(async () => {
      const now = await position();
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

/**
 * The size in CSS px of every piece of text on the shown page, read from pdf.js's text layer:
 * each span's font size, which pdf.js writes enlarged by --min-font-size and scales back down.
 */
async function textSizes(page: Page): Promise<number[]> {
  const layer = viewer(page).locator('.textLayer');
  await expect(layer.locator('span[role="presentation"]').first()).toBeAttached();
  return layer.evaluate((element) => {
    const inflated =
      Number.parseFloat(getComputedStyle(element).getPropertyValue('--min-font-size')) || 1;
    return [...element.querySelectorAll('span')]
      .filter((span) => span.querySelector('span') === null && (span.textContent ?? '').trim())
      .map((span) => Number.parseFloat(getComputedStyle(span).fontSize) / inflated);
  });
}

/** The middle of the part of an element that is on screen. */
async function visibleMiddle(locator: Locator): Promise<Point> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    return { x: box.left + box.width / 2, y: (top + bottom) / 2 };
  });
}

/**
 * A one-page US Letter PDF, to show how the viewer draws a page of another size. Made once with
 * pdfkit 0.20: `new PDFDocument({ size: 'LETTER', pdfVersion: '1.7' })` and one line of 12 pt text
 * ("A US Letter page").
 */
const LETTER_PDF = readFileSync(new URL('../fixtures/pdf/us-letter.pdf', import.meta.url));

for (const lng of LANGUAGES) {
  /** A flyer of the library page, its Enlarge link, and the full view that link opens. */
  const enlarge = (page: Page, flyerId: string) => {
    const flyer = library.flyers.find((item) => item.id === flyerId);
    if (flyer === undefined) throw new Error(`no flyer ${flyerId}`);
    const group = flyer.group === 'backToSchoolFair' ? 'fair' : 'backToSchool';
    const name = text(lng, 'library', `resources.${group}.flyer`);
    // The flyer's language as the page's sentence names it, written out by hand.
    const language = {
      en: { en: 'English', es: 'Spanish' },
      es: { en: 'en inglés', es: 'en español' },
    }[lng][flyer.language];
    const dialog = page.getByRole('dialog', { name: `${name} (${language})` });
    return {
      flyer,
      button: page.getByRole('link', {
        name: text(lng, 'library', 'resources.enlarge')
          .replace('{{name}}', name)
          .replace('{{language}}', language),
      }),
      dialog,
      image: dialog.getByRole('img', { name: flyer.alt[lng] }),
      // The flyer's zoom view (components/zoom.css), whose ground around the flyer is dark.
      view: dialog.locator('.zoom-view'),
    };
  };

  test.describe(`the library page on a phone (${lng})`, () => {
    test.use(PHONE);

    test(`the month's PDF fills the column, zooms by buttons, keyboard and pinch, turns from below, and a flyer opens over the screen (${lng})`, async ({
      page,
    }) => {
      // Seven tests' checks on one load of the page: up to 15 s each on a busy machine.
      test.setTimeout(105_000);
      await openLibrary(page, lng); // the test day: November, page 3 of 10
      const opened = await pageWidth(page);
      // Where a step leaves the page zoomed, Fit to width brings it back to its first size, as a
      // reader would, for the next step that starts from there.
      const fitToWidth = async () => {
        await zoomButton(page, lng, 'fitWidth').tap();
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(opened);
      };

      await test.step('fills the content column, and no text on it is smaller than 11 px', async () => {
        const width = await boxWidth(page);
        // The whole column: 390 px less the page's 16 px margins and the box's 1 px border.
        expect(width).toBe(356);
        expect(await pageWidth(page)).toBe(width);
        const sizes = (await textSizes(page)).sort((a, b) => a - b);
        console.log(
          `monthly PDF at 390 px (${lng}): ${sizes.length} text runs, smallest ${sizes[0]?.toFixed(2)} px, ` +
            `median ${sizes[Math.floor(sizes.length / 2)]?.toFixed(2)} px`,
        );
        expect(sizes.length).toBeGreaterThan(20);
        expect(sizes[0]).toBeGreaterThanOrEqual(11);
        // Drawn for the 3× screen, so the text is sharp.
        await expectSharp(page);
        await expect(
          viewer(page).getByRole('link', { name: common(lng, 'pdfViewer.download') }),
        ).toHaveAttribute('href', library.monthlyPdf);
        // Nothing on the page scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      });

      await test.step('the zoom buttons redraw the page larger and smaller inside its box; Fit to width returns', async () => {
        const fitted = await pageWidth(page);
        const box = await stage(page).boundingBox();
        const zoomIn = zoomButton(page, lng, 'in');
        const zoomOut = zoomButton(page, lng, 'out');
        const level = viewer(page).getByRole('group', { name: common(lng, 'zoom.label') });
        await expect(level).toContainText(zoomLevel(lng, 100));

        await zoomIn.tap();
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(Math.round(fitted * 1.25));
        await expect(level).toContainText(zoomLevel(lng, 125));
        await expectSharp(page);
        await zoomIn.tap();
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(Math.round(fitted * 1.5));
        // The page scrolls both ways inside its box, which keeps its size; the screen does not.
        const now = await stage(page).boundingBox();
        expect([now?.width, now?.height]).toEqual([box?.width, box?.height]);
        const scrolled = await scroller(page).evaluate((element) => {
          element.scrollTo(80, 120);
          return { left: element.scrollLeft, top: element.scrollTop };
        });
        expect(scrolled).toEqual({ left: 80, top: 120 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
        await expect(
          viewer(page).getByRole('region', { name: common(lng, 'zoom.zoomedView') }),
        ).toBeVisible();

        // Smaller than fitted down to half of it, then the button stops.
        for (const factor of [1.25, 1, 0.75, 0.5]) {
          await zoomOut.tap();
          await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(Math.round(fitted * factor));
        }
        await expect(zoomOut).toBeDisabled();
        await zoomButton(page, lng, 'fitWidth').tap();
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(fitted);
        await expect(level).toContainText(zoomLevel(lng, 100));
      });

      await test.step('zooming in from the keyboard up to three times, the focus moves on when the button stops', async () => {
        const fitted = await pageWidth(page);
        const zoomIn = zoomButton(page, lng, 'in');
        await zoomIn.focus();
        for (const factor of [1.25, 1.5, 2, 2.5, 3]) {
          await page.keyboard.press('Enter');
          await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(Math.round(fitted * factor));
        }
        await expect(zoomIn).toBeDisabled();
        await expect(zoomButton(page, lng, 'out')).toBeFocused();
        // Still drawn sharp, within the largest canvas a phone's browser draws.
        const pixels = await canvas(page).evaluate(
          (element: HTMLCanvasElement) => element.width * element.height,
        );
        expect(pixels).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
        await expectSharp(page);
      });

      await fitToWidth();

      await test.step('a two-finger pinch on the page zooms the PDF, not the whole page', async () => {
        const fitted = await pageWidth(page);
        await stage(page).scrollIntoViewIfNeeded();
        const level = viewer(page).getByRole('group', { name: common(lng, 'zoom.label') });

        await pinch(page, await visibleMiddle(stage(page)), 80, 200);
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(Math.round(fitted * 2.5));
        await expect(level).toContainText(zoomLevel(lng, 250));
        expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
        // Redrawn for the new size once the fingers lift.
        await expectSharp(page);

        // Fingers closing zoom out again, and no pinch goes past the limits.
        await pinch(page, await visibleMiddle(stage(page)), 200, 80);
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(fitted);
        await pinch(page, await visibleMiddle(stage(page)), 40, 300);
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(Math.round(fitted * 3));
        expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
      });

      await fitToWidth();

      await test.step('passes axe with the zoom controls and a zoomed page', async () => {
        await zoomButton(page, lng, 'in').tap();
        await expect(
          viewer(page).getByRole('region', { name: common(lng, 'zoom.zoomedView') }),
        ).toBeVisible();
        await drawnInFull(page);
        await expectNoAxeViolations(page);
      });

      await fitToWidth();

      await test.step('the page buttons below the page turn it and take the reader to the top of the new page', async () => {
        const above = pageControls(page, lng);
        const below = pageControls(page, lng, true);
        const nextName = { name: common(lng, 'pdfViewer.next'), exact: true };
        const nextBelow = below.getByRole('button', nextName);
        const title = viewer(page).getByRole('heading', { level: 3 });
        // Under the page, saying which page it is, as the set above does.
        const pageBottom = await stage(page).evaluate((box) => box.getBoundingClientRect().bottom);
        expect(await below.evaluate((group) => group.getBoundingClientRect().top)).toBeGreaterThan(
          pageBottom,
        );
        for (const group of [above, below]) {
          await expect(group).toContainText(pageOf(lng, 3));
          await expect(group.getByRole('button', nextName)).toHaveAccessibleDescription(
            pageOf(lng, 3),
          );
        }
        // Read to the end of the page: its title is far above.
        await nextBelow.scrollIntoViewIfNeeded();
        await expect(title).not.toBeInViewport();
        await nextBelow.tap();
        await expect(viewer(page).locator('.react-pdf__Page[data-page-number="4"]')).toBeVisible();
        await expect(title).toHaveText(lng === 'en' ? 'December' : 'Diciembre');
        for (const group of [above, below]) await expect(group).toContainText(pageOf(lng, 4));
        // The top of the new page: the viewer's title under the fixed header, and the focus on the
        // same button above the page, not lost with the scroll.
        await expect(above.getByRole('button', nextName)).toBeFocused();
        await expect(title).toBeInViewport();
        const headerBottom = await page
          .getByRole('banner')
          .evaluate((header) => header.getBoundingClientRect().bottom);
        expect(
          await title.evaluate((heading) => heading.getBoundingClientRect().top),
        ).toBeGreaterThanOrEqual(headerBottom);
        await drawnInFull(page);
        await expectNoAxeViolations(page);
      });

      await test.step('a flyer opens over the whole screen, zooms by buttons and pinch, pans by finger, and closes by ×, backdrop and Escape', async () => {
        const { flyer, button, dialog, image, view } = enlarge(page, 'fair-en');
        const imageWidth = async () => Math.round((await image.boundingBox())?.width ?? 0);

        await button.tap();
        await expect(dialog).toBeVisible();
        expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
        // The whole flyer fits: as wide as the screen (a portrait flyer on a portrait phone).
        await expect.poll(imageWidth, REDRAW_POLL).toBe(390);
        // The flyer itself (by a copy the width of the screen), not its thumbnail.
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
          .toContain(`/generated/media/pictures/${pictureStem(flyer.src)}-`);

        await zoomButton(dialog, lng, 'in').tap();
        await expect.poll(imageWidth, REDRAW_POLL).toBe(488);
        await pinch(page, await visibleMiddle(view), 100, 200);
        await expect.poll(imageWidth, REDRAW_POLL).toBe(975);
        expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
        // One finger pans the zoomed flyer.
        const before = await view.evaluate((element) => element.scrollLeft);
        await drag(page, { x: 300, y: 450 }, { x: 120, y: 450 });
        await expect
          .poll(() => view.evaluate((element) => element.scrollLeft))
          .toBeGreaterThan(before + 100);
        await settled(view);
        await zoomButton(dialog, lng, 'fitScreen').tap();
        await expect.poll(imageWidth, REDRAW_POLL).toBe(390);
        await expectNoAxeViolations(page);

        // A tap on the dark ground around the flyer closes it, like a backdrop.
        const ground = await view.boundingBox();
        await page.touchscreen.tap(195, (ground?.y ?? 0) + 8);
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();

        await button.tap();
        await dialog
          .getByRole('button', { name: text(lng, 'library', 'resources.close') })
          .first()
          .tap();
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();

        await button.tap();
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
      });
    });

    test('keeps the box of the page while the PDF loads, so nothing moves when it appears', async ({
      page,
    }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(PDF_URL, async (route) => {
        await held;
        await route.continue();
      });
      await open(page, '/library', lng);
      await viewer(page).scrollIntoViewIfNeeded();
      await expect(viewer(page).getByText(common(lng, 'pdfViewer.loading'))).toBeVisible();
      const before = await stage(page).boundingBox();
      release();
      await expect(canvas(page)).toBeVisible();
      const after = await stage(page).boundingBox();
      expect(after?.width).toBeCloseTo(before?.width ?? 0, 0);
      expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    });

    test('a flyer that cannot be loaded shows the "Image not available" placeholder, small and enlarged', async ({
      page,
    }) => {
      await page.route('**/generated/media/pictures/images-library-**', (route) => route.abort());
      await open(page, '/library', lng);
      const resources = page.getByRole('region', {
        name: text(lng, 'library', 'resources.title'),
      });
      await resources.scrollIntoViewIfNeeded();
      for (const flyer of library.flyers) {
        const { button } = enlarge(page, flyer.id);
        await button.scrollIntoViewIfNeeded();
        await expect(button).toContainText(common(lng, 'imageUnavailable'));
        await expect(button.locator('svg')).toBeVisible();
      }
      // No image is left that shows the browser's broken-image sign.
      await expect(resources.locator('img')).toHaveCount(0);

      const { flyer, button, dialog } = enlarge(page, 'fair-es');
      await button.tap();
      await expect(dialog.getByText(common(lng, 'imageUnavailable'))).toBeVisible();
      // What the flyer says is still there to read.
      await expect(dialog.getByText(flyer.alt[lng])).toBeVisible();
      await expect(dialog.locator('img')).toHaveCount(0);
      await expect(zoomButton(dialog, lng, 'in')).toBeDisabled();
      await expectNoAxeViolations(page);
    });
  });

  for (const [size, use] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test.describe(`paging the month's PDF by keyboard (${lng}, ${size})`, () => {
      test.use(use);

      test('Next onto the last page (above or below the page) and Previous onto the first leave the focus on the other button above', async ({
        page,
      }) => {
        const next = pageControls(page, lng).getByRole('button', {
          name: common(lng, 'pdfViewer.next'),
        });
        const previous = pageControls(page, lng).getByRole('button', {
          name: common(lng, 'pdfViewer.previous'),
        });
        await openLibrary(page, lng, MAY);
        await expect(viewer(page)).toContainText(pageOf(lng, 9));
        await next.focus();
        await page.keyboard.press('Enter');
        await expect(viewer(page).locator('[aria-live="polite"]').first()).toHaveText(
          pageOf(lng, 10),
        );
        await expect(next).toBeDisabled();
        await expect(previous).toBeFocused();
        await expect(viewer(page).locator('.react-pdf__Page[data-page-number="10"]')).toBeVisible();

        // Next below the page onto the last page: the focus goes to Previous above it.
        await openLibrary(page, lng, MAY);
        const below = pageControls(page, lng, true);
        await below.getByRole('button', { name: common(lng, 'pdfViewer.next') }).focus();
        await page.keyboard.press('Enter');
        await expect(viewer(page).locator('.react-pdf__Page[data-page-number="10"]')).toBeVisible();
        await expect(previous).toBeFocused();
        await expect(viewer(page).getByRole('heading', { level: 3 })).toBeInViewport();

        await openLibrary(page, lng, OCTOBER);
        await expect(viewer(page)).toContainText(pageOf(lng, 2));
        await previous.focus();
        await page.keyboard.press('Space');
        await expect(viewer(page).locator('[aria-live="polite"]').first()).toHaveText(
          pageOf(lng, 1),
        );
        await expect(previous).toBeDisabled();
        await expect(next).toBeFocused();
        await expect(
          viewer(page).getByRole('link', { name: common(lng, 'pdfViewer.download') }),
        ).toBeVisible();
      });
    });
  }

  test.describe(`the library page on a desktop (${lng})`, () => {
    test.use(DESKTOP);

    test(`the month's PDF zooms with the mouse, a flyer fills the window, and a page is drawn at 125 % of its printed size or the column's full 1000 px (${lng})`, async ({
      page,
    }) => {
      // Three tests' checks, the last with a second load of its own: up to 15 s each on a busy
      // machine.
      test.setTimeout(45_000);
      await openLibrary(page, lng);

      await test.step('the zoom buttons work with the mouse and the page scrolls inside its box', async () => {
        await zoomButton(page, lng, 'in').click();
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(825);
        const box = await scroller(page).boundingBox();
        expect(box?.width).toBeCloseTo(660, 0);
        await page.mouse.move((box?.x ?? 0) + 200, (box?.y ?? 0) + 200);
        await page.mouse.wheel(120, 0);
        await expect
          .poll(() => scroller(page).evaluate((element) => element.scrollLeft))
          .toBeGreaterThan(0);
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
        await zoomButton(page, lng, 'fitWidth').click();
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(660);
        await drawnInFull(page);
        await expectNoAxeViolations(page);
      });

      await test.step('a flyer takes the whole window too; zoomed in, it pans with the mouse, and a click beside it closes it', async () => {
        const { button, dialog, image, view } = enlarge(page, 'welcome-es');

        await button.click();
        expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
        // The whole flyer in view: as tall as the space between the bars.
        const ground = await view.boundingBox();
        await expect
          .poll(async () => (await image.boundingBox())?.height ?? 0)
          .toBeCloseTo(ground?.height ?? 0, -0.5);

        await zoomButton(dialog, lng, 'in').click();
        await zoomButton(dialog, lng, 'in').click();
        await expect(
          dialog.getByRole('region', { name: common(lng, 'zoom.zoomedView') }),
        ).toBeVisible();
        const before = await view.evaluate((element) => ({
          left: element.scrollLeft,
          top: element.scrollTop,
        }));
        await page.mouse.move(640, 400);
        await page.mouse.down();
        await page.mouse.move(540, 300, { steps: 5 });
        await page.mouse.up();
        const after = await view.evaluate((element) => ({
          left: element.scrollLeft,
          top: element.scrollTop,
        }));
        expect(after.top - before.top).toBeCloseTo(100, -1);
        await expect(dialog).toBeVisible();

        await zoomButton(dialog, lng, 'fitScreen').click();
        await page.mouse.click(40, (ground?.y ?? 0) + (ground?.height ?? 0) / 2);
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
      });

      await test.step('draws the phone-sized sample page at 125 % of its printed size and a US Letter page at the full 1000 px', async () => {
        // 396 pt × 4/3 px per pt × 1.25.
        expect(await pageWidth(page)).toBe(660);
        const sizes = (await textSizes(page)).sort((a, b) => a - b);
        expect(sizes[0]).toBeGreaterThanOrEqual(16);

        await page.route(PDF_URL, (route) =>
          route.fulfill({ status: 200, contentType: 'application/pdf', body: LETTER_PDF }),
        );
        await openLibrary(page, lng);
        expect(await pageWidth(page)).toBe(1000);
        // On a narrower window, the whole column (600 px less the margins and the border).
        await page.setViewportSize({ width: 600, height: 800 });
        await expect.poll(() => pageWidth(page), REDRAW_POLL).toBe(566);
      });
    });
  });
}
