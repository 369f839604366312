import type { Page, Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { phoneHref, unbreakablePhone } from '../../src/components/phone-link.tsx';
import type { Library } from '../../src/content/library-schema.ts';
import {
  siteJson,
  open,
  expect,
  test,
  expectNoAxeViolations,
  expectedName,
  LANGUAGES,
  localizePath,
  skipWelcome,
  text,
  watchForErrors,
  type Lng,
  settle,
  escapeRegExp,
  present,
  hydrated,
} from './support.ts';

const library = siteJson<Library>('data/library.json');
const site = siteJson<{
  phone: string;
  buildings: Array<{ id: string; name: Record<Lng, string> }>;
}>('data/site.json');

// Wednesday, February 10, 2027: the February page (6 of 10).
const FEBRUARY = new Date('2027-02-10T12:00:00-05:00');
// Thursday, July 15, 2027: summer shows September's page as a preview.
const JULY = new Date('2027-07-15T12:00:00-04:00');

const PDF_URL = '**/assets/documents/library/book-and-word-of-the-month.pdf';
const t = (lng: Lng, key: string) => text(lng, 'library', key);
const common = (lng: Lng, key: string) => text(lng, 'common', key);

/**
 * The English flyer of the Back-to-School Fair: its link, its enlarged view's dialog, and the
 * flyer in that dialog (its language in lower case inside the Spanish names).
 */
function fairFlyer(page: Page, lng: Lng) {
  const { label, title } = {
    en: {
      label: 'Back-to-School Fair flyer, English: view larger',
      title: 'Back-to-School Fair flyer (English)',
    },
    es: {
      label: 'Volante de la feria de regreso a clases, en inglés: ver más grande',
      title: 'Volante de la feria de regreso a clases (en inglés)',
    },
  }[lng];
  const dialog = page.getByRole('dialog', { name: title });
  const flyer = present(
    library.flyers.find((item) => item.id === 'fair-en'),
    'flyer fair-en',
  );
  return {
    button: page.getByRole('link', { name: label, exact: true }),
    dialog,
    flyer: dialog.getByRole('img', { name: flyer.alt[lng] }),
  };
}

const viewer = (page: Page) => page.locator('.pdf-viewer');

async function openLibrary(page: Page, lng: Lng, now: Date = FEBRUARY): Promise<void> {
  await page.clock.setFixedTime(now);
  await open(page, '/library', lng);
  // The viewer draws the PDF once it is near the screen, as a visitor scrolls to it.
  await viewer(page).scrollIntoViewIfNeeded();
}

/** The viewer's page buttons above the page, or with `below` the set under it. */
const pageControls = (page: Page, lng: Lng, below = false) =>
  viewer(page).getByRole('group', {
    name: common(lng, below ? 'pdfViewer.controlsBelow' : 'pdfViewer.controls'),
    exact: true,
  });
const shownPage = (page: Page, number: number) =>
  viewer(page).locator(`.react-pdf__Page[data-page-number="${number}"]`);

/**
 * A small PDF that asks for the password "bookworm", to exercise the viewer's prompts. Made once
 * with pdfkit 0.20: `new PDFDocument({ userPassword: 'bookworm', pdfVersion: '1.7' })`, one line
 * of text ("Secret reading list"), AES-encrypted.
 */
const LOCKED_PDF = readFileSync(new URL('../fixtures/pdf/locked-bookworm.pdf', import.meta.url));

for (const lng of LANGUAGES) {
  test.describe(`library (${lng})`, () => {
    test(`the February page shows every section, draws the month's PDF from the site itself, pages it and enlarges the flyers (${lng})`, async ({
      page,
      baseURL,
    }) => {
      // Six tests' checks on one load of the page: up to 15 s each on a busy machine.
      test.setTimeout(90_000);
      // Watched from before the page opens: the errors of its load, and where its files come from.
      const problems = watchForErrors(page);
      const requests: string[] = [];
      const record = (request: Request) => requests.push(request.url());
      page.on('request', record);
      page.on('worker', (worker) => requests.push(worker.url()));
      await openLibrary(page, lng);

      await test.step('renders every section of the page by its heading', async () => {
        await expect(
          page.getByRole('heading', { level: 1, name: t(lng, 'hero.title') }),
        ).toBeVisible();
        for (const key of [
          'mission.title',
          'monthly.title',
          'partnership.title',
          'digital.title',
          'resources.title',
          'events.title',
          'hours.title',
          'contact.title',
        ]) {
          await expect(page.getByRole('heading', { level: 2, name: t(lng, key) })).toBeVisible();
        }
        for (const name of [
          t(lng, 'partnership.libraryCard.title'),
          t(lng, 'partnership.ebookApp.title'),
          t(lng, 'resources.summerReading.title'),
          t(lng, 'resources.fair.title'),
          t(lng, 'resources.backToSchool.title'),
          ...library.events.map((event) => event.title[lng]),
          ...site.buildings.map((building) => building.name[lng]),
        ]) {
          await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
        }
        // Outbound links open in a new tab, safely.
        for (const [key, href] of [
          ['partnership.libraryCard.link', library.links.libraryCard],
          ['partnership.ebookApp.link', library.links.ebookApp],
          ['digital.link', library.links.digitalLibrary],
        ] as const) {
          const link = page.getByRole('link', {
            name: new RegExp(`^${escapeRegExp(t(lng, key))}`),
          });
          await expect(link).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        await expect(
          page.getByRole('link', {
            name: new RegExp(`^${escapeRegExp(t(lng, 'resources.summerReading.link'))}`),
          }),
        ).toHaveAttribute('href', library.summerReadingPdf);
        // Both spaces: breakfast and the school day.
        const hours = page
          .getByRole('region', { name: t(lng, 'hours.title') })
          .getByRole('listitem');
        await expect(hours).toHaveCount(2);
        for (const list of await hours.all()) {
          await expect(list).toContainText(
            lng === 'en' ? '7:30 AM – 8:00 AM' : '7:30 a. m. – 8:00 a. m.',
          );
          await expect(list).toContainText(
            lng === 'en' ? '8:00 AM – 2:20 PM' : '8:00 a. m. – 2:20 p. m.',
          );
        }
        // The office's number in the contact paragraph dials it, in the middle of the sentence.
        const contact = page.getByRole('region', { name: t(lng, 'contact.title') });
        const [before = '', after] = t(lng, 'contact.body')
          .replace(
            '{{librarian}}',
            `${lng === 'es' ? 'la ' : ''}${expectedName(lng, library.librarian)}`,
          )
          .split('{{phone}}');
        await expect(contact.getByRole('paragraph').first()).toHaveText(
          `${before}${unbreakablePhone(site.phone)}${after}`,
        );
        await expect(
          contact.getByRole('link', { name: unbreakablePhone(site.phone) }),
        ).toHaveAttribute('href', phoneHref(site.phone));
        // The contact button has no destination yet: text, not a link or a button.
        await expect(page.getByText(t(lng, 'contact.button'))).toBeVisible();
        await expect(page.getByRole('link', { name: t(lng, 'contact.button') })).toHaveCount(0);
        await expect(page.getByRole('button', { name: t(lng, 'contact.button') })).toHaveCount(0);
        await expect(shownPage(page, 6)).toBeVisible();
        expect(problems).toEqual([]);
      });

      await test.step('loads the PDF, pdf.js and its worker from the site itself', async () => {
        await expect(shownPage(page, 6).locator('.textLayer')).toContainText(
          'The Quilt of Many Voices',
        );
        await settle(page);
        const origin = new URL(baseURL ?? '').origin;
        expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
        expect(requests.some((url) => /\/static\/pdf\.worker\.min-[^/]+\.mjs$/.test(url))).toBe(
          true,
        );
        expect(requests.some((url) => url.endsWith(library.monthlyPdf))).toBe(true);
      });

      await test.step('passes axe with the PDF shown', async () => {
        await expect(shownPage(page, 6)).toBeVisible();
        await expectNoAxeViolations(page);
      });

      await test.step('the viewer opens on the page of the current month and pages with the buttons', async () => {
        const title = viewer(page).getByRole('heading', { level: 3 });
        await expect(title).toHaveText(lng === 'en' ? 'February' : 'Febrero');
        await expect(shownPage(page, 6)).toBeVisible();
        await expect(viewer(page)).toContainText(lng === 'en' ? 'Page 6 of 10' : 'Página 6 de 10');
        // The text layer is real text from the PDF: February's book.
        await expect(shownPage(page, 6).locator('.textLayer')).toContainText(
          'The Quilt of Many Voices',
        );

        const next = pageControls(page, lng).getByRole('button', {
          name: common(lng, 'pdfViewer.next'),
        });
        const previous = pageControls(page, lng).getByRole('button', {
          name: common(lng, 'pdfViewer.previous'),
        });
        await next.click();
        await expect(shownPage(page, 7)).toBeVisible();
        await expect(title).toHaveText(lng === 'en' ? 'March' : 'Marzo');
        await previous.click();
        await previous.click();
        await expect(shownPage(page, 5)).toBeVisible();
        await expect(title).toHaveText(lng === 'en' ? 'January' : 'Enero');
        await expect(viewer(page)).toContainText(lng === 'en' ? 'Page 5 of 10' : 'Página 5 de 10');
        await expect(
          viewer(page).getByRole('link', { name: common(lng, 'pdfViewer.download') }),
        ).toHaveAttribute('href', library.monthlyPdf);
      });

      await test.step('a flyer enlarges by mouse and closes by button, backdrop and Escape, scroll locked', async () => {
        const { button, dialog, flyer } = fairFlyer(page, lng);
        const overflow = () =>
          page.evaluate(() => getComputedStyle(document.documentElement).overflow);

        await button.click();
        await expect(dialog).toBeVisible();
        await expect(flyer).toBeVisible();
        expect(await overflow()).toBe('hidden');
        await dialog
          .getByRole('button', { name: t(lng, 'resources.close') })
          .last()
          .click();
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
        expect(await overflow()).not.toBe('hidden');

        // A click outside the flyer (on the dark ground around it) closes it.
        await button.click();
        await expect(dialog).toBeVisible();
        await page.mouse.click(20, 400);
        await expect(dialog).toBeHidden();

        await button.click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });

      await test.step('a flyer enlarges and closes with the keyboard alone', async () => {
        const { label, title } = {
          en: {
            label: 'Back-to-School flyer, Spanish: view larger',
            title: 'Back-to-School flyer (Spanish)',
          },
          es: {
            label: 'Volante de regreso a clases, en español: ver más grande',
            title: 'Volante de regreso a clases (en español)',
          },
        }[lng];
        const button = page.getByRole('link', { name: label, exact: true });
        const dialog = page.getByRole('dialog', { name: title });
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
          'hidden',
        );
        await expectNoAxeViolations(page);
        // Focus stays in the dialog; the close button answers Space.
        await page.keyboard.press('Tab');
        await expect(dialog.locator(':focus')).toHaveCount(1);
        await dialog
          .getByRole('button', { name: t(lng, 'resources.close') })
          .first()
          .focus();
        await page.keyboard.press('Space');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
      });
    });

    test('in July it shows page 1 as the September Summer Preview', async ({ page }) => {
      await openLibrary(page, lng, JULY);
      await expect(viewer(page).getByRole('heading', { level: 3 })).toHaveText(
        lng === 'en' ? 'September (Summer Preview)' : 'Septiembre (avance de verano)',
      );
      await expect(shownPage(page, 1)).toBeVisible();
      await expect(
        pageControls(page, lng).getByRole('button', { name: common(lng, 'pdfViewer.previous') }),
      ).toBeDisabled();
      await pageControls(page, lng)
        .getByRole('button', { name: common(lng, 'pdfViewer.next') })
        .click();
      await expect(viewer(page).getByRole('heading', { level: 3 })).toHaveText(
        lng === 'en' ? 'October' : 'Octubre',
      );
    });

    test('shows "Loading PDF...", then the red error box when the PDF is broken', async ({
      page,
    }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(PDF_URL, async (route) => {
        await held;
        await route.fulfill({ status: 200, contentType: 'application/pdf', body: 'not a PDF' });
      });
      await openLibrary(page, lng);
      await expect(viewer(page).getByText(common(lng, 'pdfViewer.loading'))).toBeVisible();
      release();
      const error = viewer(page).getByRole('alert');
      await expect(error).toHaveText(common(lng, 'pdfViewer.error'));
      await expect(error).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
      await expect(error).toHaveCSS('background-color', 'rgb(253, 236, 236)');
      for (const below of [false, true])
        await expect(
          pageControls(page, lng, below).getByRole('button', {
            name: common(lng, 'pdfViewer.next'),
          }),
        ).toBeDisabled();
    });

    test('asks for the password of a protected PDF, in the page language', async ({ page }) => {
      await page.route(PDF_URL, (route) =>
        route.fulfill({ status: 200, contentType: 'application/pdf', body: LOCKED_PDF }),
      );
      const prompts: string[] = [];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.message());
        void dialog.accept(prompts.length === 1 ? 'wrong' : 'bookworm');
      });
      await openLibrary(page, lng);
      await expect(shownPage(page, 1)).toBeVisible();
      await expect(viewer(page)).toContainText(lng === 'en' ? 'Page 1 of 1' : 'Página 1 de 1');
      expect(prompts).toEqual([
        common(lng, 'pdfViewer.passwordPrompt'),
        common(lng, 'pdfViewer.passwordIncorrect'),
      ]);
    });

    test('cancelling the password prompt shows the error', async ({ page }) => {
      await page.route(PDF_URL, (route) =>
        route.fulfill({ status: 200, contentType: 'application/pdf', body: LOCKED_PDF }),
      );
      page.on('dialog', (dialog) => void dialog.dismiss());
      await openLibrary(page, lng);
      await expect(viewer(page).getByRole('alert')).toHaveText(common(lng, 'pdfViewer.error'));
    });

    test('is in the header and footer navigation', async ({ page }) => {
      await skipWelcome(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(localizePath('/', lng));
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: common(lng, 'nav.label') });
      await nav.getByRole('button', { name: common(lng, 'nav.enrichment') }).click();
      const headerLink = nav.getByRole('link', { name: common(lng, 'nav.library') });
      await expect(headerLink).toHaveAttribute('href', localizePath('/library', lng));
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: common(lng, 'nav.library') }),
      ).toHaveAttribute('href', localizePath('/library', lng));
      await headerLink.click();
      await expect(page).toHaveURL(localizePath('/library', lng));
      await expect(
        page.getByRole('heading', { level: 1, name: t(lng, 'hero.title') }),
      ).toBeVisible();
    });
  });
}

test('the prerendered page shows the month title and "Loading PDF..." but no PDF code', async ({
  request,
}) => {
  for (const lng of LANGUAGES) {
    const html = await (await request.get(localizePath('/library', lng))).text();
    expect(html).toContain('class="pdf-viewer__title"');
    expect(html).toContain(common(lng, 'pdfViewer.loading'));
    expect(html).not.toMatch(/pdf-document|pdf\.worker/);
  }
});

test('other pages never download the PDF viewer or its worker', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await skipWelcome(page);
  for (const path of ['/', '/es/', '/calendar']) {
    await page.goto(path);
    await settle(page);
  }
  expect(requests.filter((url) => /pdf-document|pdf\.worker|react-pdf/.test(url))).toEqual([]);
  expect(requests.length).toBeGreaterThan(0);
});

test('on a phone the PDF viewer downloads and draws only as the visitor scrolls near it', async ({
  page,
}) => {
  // A phone's screen: the viewer's page starts more than half a screen below it.
  await page.setViewportSize({ width: 412, height: 823 });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const viewerFiles = () =>
    requests.filter((path) => /pdf-document|pdf\.worker|\.pdf$/.test(path)).length;
  await skipWelcome(page);
  await page.clock.setFixedTime(FEBRUARY);
  await open(page, '/library');
  await settle(page);
  const stageTop = await viewer(page)
    .locator('.pdf-viewer__stage')
    .evaluate((element) => element.getBoundingClientRect().top);
  expect(stageTop).toBeGreaterThan(823 * 1.5);
  expect(viewerFiles()).toBe(0);
  await expect(viewer(page).getByText(common('en', 'pdfViewer.loading'))).toBeAttached();

  await viewer(page).scrollIntoViewIfNeeded();
  await expect(shownPage(page, 6).locator('canvas')).toBeVisible();
  expect(requests.some((path) => /\/static\/pdf-document-[^/]+\.js$/.test(path))).toBe(true);
  expect(requests.some((path) => path.endsWith(library.monthlyPdf))).toBe(true);
});

test('until the enlarged flyer is fitted to the screen it is hidden, and the dark ground closes it', async ({
  page,
}) => {
  // The page's ResizeObserver reports nothing until the test lets it: the moment between the
  // dialog's opening and the flyer's first measurement, which a busy phone can make long.
  await page.addInitScript(() => {
    const held: Array<() => void> = [];
    const Native = window.ResizeObserver;
    Object.assign(window, {
      releaseSizes: () => held.splice(0).forEach((deliver) => deliver()),
      ResizeObserver: class extends Native {
        constructor(callback: ResizeObserverCallback) {
          super((entries, observer) => held.push(() => callback(entries, observer)));
        }
      },
    });
  });
  await openLibrary(page, 'en');
  const { button, dialog, flyer } = fairFlyer(page, 'en');

  await button.click();
  await expect(dialog).toBeVisible();
  await expect(flyer).toBeHidden();
  await page.mouse.click(20, 400);
  await expect(dialog).toBeHidden();

  // Measured, the flyer shows, fitted between dark margins that still close the dialog.
  await button.click();
  await expect(dialog).toBeVisible();
  await page.evaluate(() => (window as unknown as { releaseSizes: () => void }).releaseSizes());
  await expect(flyer).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(dialog).toBeHidden();
});
