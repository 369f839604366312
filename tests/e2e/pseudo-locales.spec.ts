// The two pseudo-languages (tests/pseudo-locales.ts) in a browser, on the site that adds them to
// the fixture site's copy without changing its code (tests/build-sites.ts). Each page of the route
// table, a grade's Classes page, an event's page and the not-found page, in both:
//
// - it loads and hydrates with no console error, failed request or page error;
// - its <html> has the language's code and direction;
// - axe finds no WCAG 2.2 AA violation;
// - after hydration it shows no untranslated word (tests/untranslated.ts): the scripts render
//   only the language's strings and data;
// - at 320 px the page does not scroll sideways, with every text 40 % longer.
//
// And the right-to-left one is the left-to-right one mirrored: the header, the calendar's month
// and the carousel, drawn with their text hidden (the two languages' texts are the same letters,
// so each box has the same size in both) and pictures masked, are the same picture flipped.
import sharp from 'sharp';
import { devices, type Locator, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/content/languages.ts';
import { routeTable } from '../../src/domain/route-table.ts';
import { eventPagePath } from '../../src/domain/event-pages.ts';
import { PSEUDO_LANGUAGES } from '../pseudo-locales.ts';
import { PSEUDO_SITE_DIR } from '../sites.ts';
import { allowedPlainWords, untranslatedPieces } from '../untranslated.ts';
import {
  expect,
  expectNoAxeViolations,
  NOT_FOUND_PATH,
  present,
  sidewaysScroll,
  siteEntries,
  skipWelcome,
  test,
  watchForErrors,
  hydrated,
} from './support.ts';

// Every page as most families see it: the home page's hero video plays (support.ts, heroVideo).
test.use({ heroVideo: 'plays' });

/** A listed event of the fixture content: the first one of the test week. */
const EVENT_ID = siteEntries<{ id: number; date: string }>('data/events')
  .filter((event) => event.date >= '2026-11-16' && event.date <= '2026-11-22')
  .map((event) => event.id)[0];

/** The pages checked in each pseudo-language, by their language-neutral path. */
const PAGES: ReadonlyArray<{ id: string; path: string }> = [
  ...routeTable.map((route) => ({ id: route.id as string, path: route.path })),
  { id: 'classes', path: '/classes/second/supply-lists' },
  ...(EVENT_ID === undefined ? [] : [{ id: 'calendar-event', path: eventPagePath(EVENT_ID) }]),
  { id: 'not-found', path: NOT_FOUND_PATH },
];

/** A neutral path in a pseudo-language. */
const inLanguage = (prefix: string, path: string) => (path === '/' ? prefix : `${prefix}${path}`);

/**
 * What the page says in its own language, one piece a line: every visible text node (and visually
 * hidden text for screen readers), and the alt, aria-label, title and placeholder texts, outside
 * what is marked as in another language and outside documents (a PDF's own text and figures).
 */
function pageText(page: Page, lng: string): Promise<string[]> {
  return page.evaluate((code) => {
    const own = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase() === code.toLowerCase();
    // A document's own text (a PDF's text layer, its described figures inside the canvas) is in
    // the document's language.
    const skipped = 'script, style, noscript, template, canvas, .textLayer, .annotationLayer';
    const pieces: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || !own(parent) || parent.closest(skipped) !== null) continue;
      if (
        parent.checkVisibility({ visibilityProperty: true }) ||
        parent.closest('.visually-hidden')
      )
        pieces.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[alt], [aria-label], [title], [placeholder]',
    )) {
      if (!own(element) || element.closest(skipped) !== null) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value !== null) pieces.push(value);
      }
    }
    return pieces.filter((piece) => piece.trim() !== '');
  }, lng);
}

/** The plain words each pseudo-language's pages may show (tests/untranslated.ts). */
const ALLOWED = new Map(
  PSEUDO_LANGUAGES.map((info) => [
    info.code,
    allowedPlainWords(PSEUDO_SITE_DIR, info.intlLocale, [...LANGUAGES, info.code]),
  ]),
);

/**
 * The window each language's page opens in, before the narrowest phone's width is tried: the
 * project's own (playwright.config.ts).
 */
const WINDOW = devices['Desktop Chrome'].viewport;

/**
 * The pages in groups of four, one test a group: each group's pages, and both languages of each,
 * load one after the other in one page. A new page starts a renderer of its own and compiles the
 * scripts afresh, which cost about as much again as the load itself; the next page in the same one
 * finds the shared scripts and styles in the cache, as a visitor's next page does. Seven tests keep
 * both workers busy to the end.
 */
const GROUP_SIZE = 4;
const GROUPS = Array.from({ length: Math.ceil(PAGES.length / GROUP_SIZE) }, (_, index) =>
  PAGES.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

for (const group of GROUPS) {
  test(`${group.map(({ path }) => path).join(', ')} in ${PSEUDO_LANGUAGES.map((info) => info.code).join(' and ')}`, async ({
    page,
  }) => {
    // Eight page loads, each scanned by axe and read whole: more than a one-page test's 30 s on a
    // busy machine.
    test.setTimeout(120_000);
    await skipWelcome(page);
    for (const { id, path } of group) {
      const notFound = id === 'not-found';
      await test.step(path, async () => {
        for (const info of PSEUDO_LANGUAGES) {
          const url = inLanguage(info.prefix, path);
          await page.setViewportSize(WINDOW);
          const problems = watchForErrors(page, { expectedStatus: notFound ? 404 : 200 });
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(notFound ? 404 : 200);
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('lang', info.code);
          await expect(page.locator('html')).toHaveAttribute('dir', info.dir);

          await expectNoAxeViolations(page);
          expect
            .soft(
              untranslatedPieces(
                await pageText(page, info.code),
                ALLOWED.get(info.code) ?? new Set(),
              ),
              `${url}: untranslated`,
            )
            .toEqual([]);
          expect(problems, `${url}: console errors and failed requests`).toEqual([]);

          await page.setViewportSize({ width: 320, height: 640 });
          await expect
            .poll(() => sidewaysScroll(page), { message: `${url}: scrolls sideways at 320 px` })
            .toEqual({ by: 0, past: [] });
        }
      });
    }
  });
}

/** Hides every text (keeping its place) and stills what moves, so that only boxes are drawn. */
const BOXES_ONLY = `
  *, *::before, *::after {
    color: transparent !important;
    text-shadow: none !important;
    caret-color: transparent !important;
    transition: none !important;
    animation: none !important;
  }
  /* The language switch names the other languages, which are not the same two on both pages. */
  a[hreflang] {
    display: inline-block !important;
    inline-size: 8rem !important;
    overflow: hidden !important;
  }
`;

/** A screenshot of `part` as raw pixels, its pictures (photos, drawings, icons) masked. */
async function boxes(page: Page, part: Locator) {
  await page.addStyleTag({ content: BOXES_ONLY });
  const png = await part.screenshot({
    mask: [part.locator('img, picture, svg:not(.direction-arrow), canvas, video')],
    maskColor: '#808080',
    animations: 'disabled',
  });
  return png;
}

/** The share of pixels that differ clearly between two pictures of the same size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (left === undefined || right === undefined) throw new Error('no picture');
  expect(`${right.info.width}×${right.info.height}`).toBe(`${left.info.width}×${left.info.height}`);
  let differing = 0;
  for (let index = 0; index < left.data.length; index += 3) {
    const channel = (offset: number) =>
      Math.abs((left.data[index + offset] ?? 0) - (right.data[index + offset] ?? 0));
    if (Math.max(channel(0), channel(1), channel(2)) > 48) differing += 1;
  }
  return differing / (left.info.width * left.info.height);
}

const [accented, mirrored] = PSEUDO_LANGUAGES;

/** The parts compared: where on which page. */
const MIRRORED_PARTS: ReadonlyArray<{
  name: string;
  path: string;
  part: (page: Page) => Locator;
  /** A part whose two sides differ, so that it drawn unflipped differs from the other language's. */
  lopsided: boolean;
}> = [
  {
    name: 'header',
    path: '/about-us',
    part: (page) => page.locator('header').first(),
    lopsided: true,
  },
  {
    name: "calendar's month",
    path: '/calendar',
    part: (page) => page.getByRole('table').first(),
    lopsided: true,
  },
  {
    name: 'carousel',
    path: '/our-buildings',
    part: (page) => page.locator('[aria-roledescription="carousel"]').first(),
    // Its buttons at both ends: "previous" on the start side, its arrow pointing that way.
    lopsided: false,
  },
];

// The hiding style is added by the test, which the pages' Content-Security-Policy would refuse.
test.describe('mirrored', () => {
  test.use({ bypassCSP: true });
  for (const { name, path, part, lopsided } of MIRRORED_PARTS) {
    test(`the ${name} right to left is the ${name} left to right, mirrored`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1024, height: 900 });
      await skipWelcome(page);
      const shots: Buffer[] = [];
      for (const info of [accented, mirrored]) {
        await page.goto(inLanguage(info.prefix, path));
        await hydrated(page);
        const shot = await boxes(page, part(page));
        await testInfo.attach(`${name} ${info.code}.png`, { body: shot, contentType: 'image/png' });
        shots.push(shot);
      }
      const leftToRight = present(shots[0], 'the left-to-right screenshot');
      const rightToLeft = present(shots[1], 'the right-to-left screenshot');
      // The right-to-left part flipped matches the left-to-right part…
      const flipped = await sharp(rightToLeft).flop().png().toBuffer();
      expect(await difference(leftToRight, flipped)).toBeLessThan(0.01);
      // …and, where its sides differ, is not the same unflipped: it really is the other way round
      // (a part whose two sides match is the same either way).
      expect((await difference(leftToRight, rightToLeft)) > 0.01).toBe(lopsided);
    });
  }
});
