import { derivativeStem } from '../../src/content/derivatives.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Frame,
  type Page,
  type Request,
} from '@playwright/test';
import { CALENDAR_MONTHS_DIR, type CalendarEvent } from '../../src/domain/calendar-months.ts';
import { eventPagePath, isListedEvent } from '../../src/domain/event-pages.ts';
import { routeTable } from '../../src/domain/route-table.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { WELCOME_SEEN_KEY } from '../../src/pages/home/welcome-flag.ts';
import { FIXTURE_SITE_DIR, REAL_SITE_DIR } from '../sites.ts';
import { TEST_NOW, TEST_TODAY } from '../today.ts';
import { LANGUAGES, type Language } from '../../src/content/languages.ts';

export type Lng = Language;
export { LANGUAGES };
export { localizePath, routeTable };

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Pages opened in `target` from now on report that the visitor asked for reduced data
 * (`navigator.connection.saveData`, which Chromium sets from a phone's data saver).
 */
export async function askForReducedData(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const information = (window as { NetworkInformation?: { prototype: object } })
      .NetworkInformation;
    if (information !== undefined)
      Object.defineProperty(information.prototype, 'saveData', { get: () => true });
  });
}

/**
 * The browser tests' `test`: every page's clock is fixed at noon on the test day (tests/today.ts),
 * the day both sites were built on, unless a test sets its own with `page.clock`.
 */
export const test = base.extend<{ heroVideo: 'plays' | 'still' }, { scriptlessPage: Page }>({
  /**
   * Whether the home page's hero video plays. Playing, it costs a fifth of a processor core for
   * as long as a test stays on the home page (tests/README.md). So most tests open pages as a
   * visitor who asked for reduced data, for whom the hero keeps to its poster
   * (src/pages/home/hero.tsx); the page sweeps, which check pages as most families see them, say
   * `test.use({ heroVideo: 'plays' })`, and the hero's own tests open their own contexts.
   */
  heroVideo: ['still', { option: true }],
  context: async ({ context, heroVideo }, use) => {
    await context.clock.setFixedTime(TEST_NOW);
    if (heroVideo === 'still') await askForReducedData(context);
    await use(context);
  },
  /**
   * A page with JavaScript turned off, one for all the tests a worker runs (with the project's
   * options, its address among them). For the tests that only read what a page shows without
   * scripts: no script runs, so a page leaves nothing that the next could read, and each load
   * saves the start of a new browser context's renderer (tests/README.md).
   */
  scriptlessPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
export { expect, TEST_NOW, TEST_TODAY };

/** `value` as a regular expression that matches it literally. */
export const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * True when the tests run against Netlify's local runtime (`npm run test:netlify`), which differs
 * from production in a few documented ways that the tests skip (netlify-test/run.ts).
 */
export const ON_NETLIFY_CLI = process.env.NETLIFY_URL !== undefined;

/** The first part of the names of the copies of a picture under /assets/ (src/content/derivatives.ts). */
export function pictureStem(src: string): string {
  return derivativeStem(decodeURIComponent(src).replace(/^\/assets\//, ''));
}

/**
 * A JSON file of the fixture site, which the tests outside the per-page sweeps run on, by its path in
 * the project ('data/site.json', 'src/generated/gallery.json'): its data/ is this project's with
 * the files and folders of tests/fixtures/content/ laid over it (tests/build-sites.ts).
 */
export function siteJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURE_SITE_DIR, file), 'utf8')) as T;
}

/** Every entry of a folder of the fixture site's data ('data/events'), in file-name order. */
export function siteEntries<T>(folder: string): T[] {
  const dir = path.join(FIXTURE_SITE_DIR, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T);
}

/**
 * `value`, which the test data or the page must have: fails the test, naming `what`, when it is
 * missing (and tells TypeScript it is there).
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

/** An address the site does not have: it answers with the not-found page. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/**
 * One event page of the real site, whatever its content: the listed event (src/domain/event-pages.ts)
 * with the longest title, read from the built site's month files; none when there is no such event.
 */
function realEventPage(): string[] {
  const dir = path.join(REAL_SITE_DIR, CALENDAR_MONTHS_DIR);
  if (!existsSync(dir)) return [];
  const events = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CalendarEvent[])
    .filter((event) => isListedEvent(event, TEST_TODAY))
    .sort((a, b) => b.title.en.length - a.title.en.length || a.id - b.id);
  return events[0] === undefined ? [] : [eventPagePath(events[0].id)];
}

/**
 * One Classes page of a grade (src/domain/class-pages.ts), whatever the content: second grade's
 * supply lists, a page of its own beside /classes, with its list's text when data/class-documents/
 * has one.
 */
const CLASSES_GRADE_PAGE = '/classes/second/supply-lists';

/**
 * Every prerendered page by page id and address: each route in both languages, a grade's Classes
 * page and one event's page in both, then the 404s.
 */
export const EVERY_PAGE: ReadonlyArray<{ id: string; url: string }> = [
  ...routeTable.flatMap((route) =>
    LANGUAGES.map((lng) => ({ id: route.id as string, url: localizePath(route.path, lng) })),
  ),
  ...LANGUAGES.map((lng) => ({ id: 'classes', url: localizePath(CLASSES_GRADE_PAGE, lng) })),
  ...realEventPage().flatMap((eventPath) =>
    LANGUAGES.map((lng) => ({ id: 'calendar-event', url: localizePath(eventPath, lng) })),
  ),
  ...LANGUAGES.map((lng) => ({ id: 'not-found', url: localizePath(NOT_FOUND_PATH, lng) })),
];

/** A locale file, so tests find elements by the same words visitors read. */
export function locale(lng: Lng, namespace: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(root, 'locales', lng, `${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;
}

/** One string of a locale file by its dotted key. */
export function text(lng: Lng, namespace: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      locale(lng, namespace),
    );
  if (typeof value !== 'string') throw new Error(`${lng}/${namespace}.json has no text at ${key}`);
  return value;
}

/**
 * Opens a page and waits until its scripts have taken over the prerendered HTML. With `lng`, `path`
 * is a route path and opens in that language; `origin` opens it on another server than the test's.
 */
export async function open(
  page: Page,
  path: string,
  lng?: Lng,
  { origin = '', timeout }: { origin?: string; timeout?: number } = {},
): Promise<void> {
  await page.goto(origin + (lng === undefined ? path : localizePath(path, lng)));
  await hydrated(page, timeout);
}

/**
 * Waits until the page has hydrated (`data-hydrated` on <html>), checked in the page at every frame
 * it draws. `expect(locator).toBeAttached()` would ask again only every half second once the first
 * 270 ms have passed, which is when a page hydrates on a busy machine: each load then waited
 * about a quarter of a second more than the page took, the worker idle (tests/README.md).
 */
export async function hydrated(page: Page, timeout = 5_000): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
      timeout,
    })
    .catch((error: unknown) => {
      throw new Error(`${page.url()} did not hydrate within ${timeout} ms`, { cause: error });
    });
}

/**
 * The intervals for `expect.poll` on what a page redraws (a zoomed PDF, an enlarged picture): every
 * 50 ms. Playwright's default asks after 100, 250 and 500 ms and then every second, so a redraw that
 * took 400 ms on a busy machine was waited for 850 ms.
 */
export const REDRAW_POLL = { intervals: [50] };

/**
 * Waits for `count` frames the browser draws: what a scroll, a wheel or a resize sets off has been
 * handled and drawn by then. Frames, not milliseconds (a busy machine draws them later).
 */
export async function afterFrames(page: Page, count = 3): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let drawn = 0;
        const next = () => (++drawn >= frames ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

/**
 * Waits until the page has hydrated, drawn, and then had an idle moment: whatever it starts on its
 * own (effects, observers, idle-time work) has asked the network by then. The tests that a page
 * does *not* load something wait for this, not for the network to fall quiet.
 */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await afterFrames(page, 2);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}

/**
 * Watches a page's requests from now on (call it before the page is opened), but a video's.
 * `quiet()` then waits until the network has fallen quiet: no request open, and none started during
 * a whole `settle` (two frames and an idle moment) that began with none open. What a finished
 * request sets off (a module's imports, a worker) starts within that settle, so it is waited for
 * too. The same end as Playwright's "networkidle", without its 500 ms of waiting on a timer for
 * each page.
 */
export function watchNetwork(page: Page): { quiet: () => Promise<void> } {
  const open = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    // A playing video's file is read as it plays (the home page's looping hero): its request may
    // stay open as long as the page does, and no byte budget counts it.
    if (request.resourceType() === 'media') return;
    started += 1;
    open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async () => {
      for (;;) {
        await expect
          .poll(() => [...open].map((request) => request.url()), {
            message: 'requests still open',
            intervals: [25, 50, 100],
          })
          .toEqual([]);
        // Read together, in one turn of the event loop: nothing open, and how many began so far.
        const before = open.size === 0 ? started : -1;
        await settle(page);
        if (started === before && open.size === 0) return;
      }
    },
  };
}

/**
 * The site's own scripts (/static/*.js) the page loads from now on (call it before the page is
 * opened): the function it returns waits for their text, each with its address.
 */
export function watchScripts(page: Page): () => Promise<Array<{ url: string; text: string }>> {
  const loaded: Array<Promise<{ url: string; text: string }>> = [];
  page.on('response', (response) => {
    if (/\/static\/[^/]+\.js$/.test(new URL(response.url()).pathname))
      loaded.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return () => Promise.all(loaded);
}

/** A new page in a browser with JavaScript turned off (at `viewport`, if given). */
export async function withoutScripts(
  browser: Browser,
  baseURL: string | undefined,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    ...(viewport === undefined ? {} : { viewport }),
  });
  return { context, page: await context.newPage() };
}

/** Keeps the home page's welcome window from opening (as for a returning visitor). */
export async function skipWelcome(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), WELCOME_SEEN_KEY);
}

export { WELCOME_SEEN_KEY };

/** axe-core's script, put into a page before its first scan there. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * What axe checks: the WCAG 2.1 A and AA rules (and 2.2 AA: target size). Only the violations are
 * read: axe then works out no selectors or details for the elements that pass, which is most of
 * its work on a page without violations (axe-core's API, "Performance").
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/**
 * Puts axe into a frame unless it is there already (a second scan of the same page). A frame of
 * another site that does not load (the PBIS players here, without internet access) takes no
 * script: axe then leaves it out, as it does any frame without axe.
 */
async function withAxe(frame: Frame): Promise<void> {
  const present = await frame
    .evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined')
    .catch(() => true);
  if (present) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    frame.evaluate(AXE_SOURCE),
    new Promise((resolve) => (timer = setTimeout(resolve, 1_000))),
  ])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

/** Runs axe (`AXE_OPTIONS`) on the page and its frames, and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A PDF page's text layer is drawn after its structure, whose aria-owns name the text's spans:
  // scan once every element they name is there, not halfway through pdf.js's drawing.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-owns]')].every((element) =>
          (element.getAttribute('aria-owns') ?? '')
            .split(/\s+/)
            .filter(Boolean)
            .every((id) => document.getElementById(id) !== null),
        ),
      ),
    )
    .toBe(true);
  // axe runs in the page itself, put there by the test, as @axe-core/playwright's legacy mode
  // did: its default mode opens a second, blank page to gather the results of every frame, which
  // tripled the time of each scan. The package's legacy mode also put the whole of axe (650 KB)
  // into the page twice for every scan, and compiling it took a fifth of a scan: here it goes in
  // once a page, and a second scan of the same page reuses it.
  for (const frame of page.frames()) await withAxe(frame);
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, options),
    AXE_OPTIONS,
  );
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation the browser reports on a page: the
 * `securitypolicyviolation` events (from the first byte of the document on) and the console's
 * "Refused to …" messages. Call before the page loads; the result reads them.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...refused];
}

/**
 * Records console errors, uncaught exceptions and failed or erroring requests of a page. A
 * not-found page's own document answers 404 by design: `expectedStatus` says so.
 */
export function watchForErrors(
  page: Page,
  { expectedStatus = 200 }: { expectedStatus?: number } = {},
): string[] {
  const problems: string[] = [];
  // The browser logs the not-found document's own status once; every other HTTP error is also
  // recorded from its response below.
  let documentStatusLogs = expectedStatus >= 400 ? 1 : 0;
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const documentStatus = `the server responded with a status of ${expectedStatus} `;
    if (documentStatusLogs > 0 && message.text().includes(documentStatus)) {
      documentStatusLogs -= 1;
      return;
    }
    problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Which page load each request was made in: a request the browser cancels because the test moved
  // on to the next page (the announcements' refresh, say) did not fail.
  let loads = 0;
  const madeIn = new WeakMap<object, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    else madeIn.set(request, loads);
  });
  page.on('requestfailed', (request) => {
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    // A video the page pauses or replaces may be cancelled: that is not a failure.
    if (aborted && request.resourceType() === 'media') return;
    if (aborted && !request.isNavigationRequest() && (madeIn.get(request) ?? loads) < loads) return;
    problems.push(
      `request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`,
    );
  });
  page.on('response', (response) => {
    const document =
      response.request().isNavigationRequest() && response.request().frame() === page.mainFrame();
    if (document && response.status() === expectedStatus) return;
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * What a visitor reads or hears on a Spanish page: its visible text (and visually hidden text for
 * screen readers) and its alt, aria-label and title texts, one piece a line. Text marked as in
 * another language (`lang="en"`, such as an event's "In English" block) is left out.
 */
export async function spanishText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const inOtherLanguage = (element: Element) =>
      element.closest('[lang]:not([lang^="es"])') !== null;
    const parts: string[] = [];
    // A link's text is one phrase even in pieces (an e-mail address between its break points).
    let lastLink: Element | null = null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || inOtherLanguage(parent)) continue;
      if (parent.closest('script, style, noscript, template') !== null) continue;
      // Visible, or read by screen readers (visually hidden text is clipped, not display: none).
      if (
        parent.checkVisibility({ visibilityProperty: true }) ||
        parent.closest('.visually-hidden')
      ) {
        const link = parent.closest('a');
        if (link !== null && link === lastLink)
          parts.push(`${parts.pop() ?? ''}${node.textContent}`);
        else parts.push(node.textContent ?? '');
        lastLink = link;
      }
    }
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [title]')) {
      if (inOtherLanguage(element)) continue;
      for (const name of ['alt', 'aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value !== null) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

/** A person as the data files name them (src/i18n/person-name.ts). */
interface NamedPerson {
  honorific?: 'mr' | 'ms' | 'mrs' | 'dr' | undefined;
  gender?: 'female' | 'male' | undefined;
  name: string;
}

/**
 * How the pages should write a person's name, written out here by hand so that a mistake in the
 * formatter cannot also make the expectation: "Ms. Ana López" / "Sra. Ana López", "Dra." for a
 * woman doctor. A title and the name are joined by a no-break space.
 */
export function expectedName(lng: Lng, person: NamedPerson): string {
  const { honorific, gender, name } = person;
  if (honorific === undefined) return name;
  const title =
    lng === 'en'
      ? { mr: 'Mr.', ms: 'Ms.', mrs: 'Mrs.', dr: 'Dr.' }[honorific]
      : { mr: 'Sr.', ms: 'Sra.', mrs: 'Sra.', dr: gender === 'female' ? 'Dra.' : 'Dr.' }[honorific];
  return `${title}\u00a0${name}`;
}

/**
 * How far the page scrolls sideways (0 when it does not), with the elements that reach past the
 * window's end edge (its right edge, its left one in a right-to-left page), innermost first.
 */
export function sidewaysScroll(page: Page): Promise<{ by: number; past: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const rightToLeft = getComputedStyle(root).direction === 'rtl';
    const pastEnd = (box: DOMRect) =>
      rightToLeft ? box.left < -0.5 : box.right > root.clientWidth + 0.5;
    const past = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => pastEnd(element.getBoundingClientRect()))
      .reverse()
      .slice(0, 5)
      .map(
        (element) => `<${element.tagName.toLowerCase()} class="${element.className.toString()}">`,
      );
    return { by: Math.max(0, root.scrollWidth - root.clientWidth), past };
  });
}
