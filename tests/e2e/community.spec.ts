import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AfterSchoolFile } from '../../src/content/after-school-schema.ts';
import type { EnrichmentFile } from '../../src/content/enrichment-programs-schema.ts';
import { PHOTO_HIGHLIGHTS } from '../../src/pages/community-events/highlights.ts';
import {
  siteJson,
  open,
  expect,
  test,
  expectNoAxeViolations,
  expectedName,
  LANGUAGES,
  localizePath,
  present,
  skipWelcome,
  text,
  type Lng,
  watchForErrors,
  afterFrames,
} from './support.ts';

const enrichment = siteJson<EnrichmentFile>('data/enrichment-programs.json');
const afterSchool = siteJson<AfterSchoolFile>('data/after-school.json');

const heading = (page: Page, level: number, name: string) =>
  page.getByRole('heading', { level, name, exact: true });

/** Every link that opens a new tab on the page is safe (rel="noopener noreferrer"). */
async function expectSafeNewTabs(page: Page) {
  const rels = await page
    .locator('main a[target="_blank"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
  for (const rel of rels) expect(rel).toBe('noopener noreferrer');
}

/** The type a document's link names, from its file's extension. */
const documentType = (href: string) => (href.endsWith('.docx') ? 'DOCX' : 'PDF');

/** The fixture's figures beyond the counts ("200+", "15+"), as each language reads them. */
const MORE_THAN = { en: ['200+', '15+'], es: ['Más de 200', 'Más de 15'] } satisfies Record<
  Lng,
  string[]
>;

/**
 * The fixture's enrollment windows: spring January 15–29, programs from Friday, February 5; the
 * next fall September 1–15, 2027, programs from Monday, September 20 (the 18th is a Saturday).
 */
const WINDOW_DATES = {
  en: {
    fall: ['September 1–15, 2027', 'September 20, 2027'],
    spring: ['January 15–29, 2027', 'February 5, 2027'],
  },
  es: {
    fall: ['Del 1 al 15 de septiembre de 2027', '20 de septiembre de 2027'],
    spring: ['Del 15 al 29 de enero de 2027', '5 de febrero de 2027'],
  },
} satisfies Record<Lng, Record<'fall' | 'spring', string[]>>;

/** Frames after a wheel turn in which a page that scrolls has moved (it starts on the first). */
const WHEEL_FRAMES = 5;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const lng of LANGUAGES) {
  const t = (key: string) => text(lng, 'community-events', key);

  test.describe(`community events (${lng})`, () => {
    test('renders every section, the calendar link and the flyer; a photo opens a dialog by mouse and by keyboard, and closes every way', async ({
      page,
    }) => {
      // Three former tests' checks on one page load: allow 15 s each on a busy machine.
      test.setTimeout(45_000);
      const problems = watchForErrors(page);
      await open(page, '/community-events', lng);

      await test.step('renders every section, the calendar link and the flyer', async () => {
        await expect(heading(page, 1, t('title'))).toBeVisible();
        for (const key of ['overview.title', 'how.title', 'highlights.title'])
          await expect(heading(page, 2, t(key))).toBeVisible();
        for (const card of ['family', 'showcases', 'wellness', 'partnerships'])
          await expect(heading(page, 3, t(`overview.cards.${card}.title`))).toBeVisible();
        for (const card of ['communication', 'accessibility', 'getInvolved'])
          await expect(heading(page, 3, t(`how.cards.${card}.title`))).toBeVisible();
        await expect(heading(page, 3, t('highlights.wellness.title'))).toBeVisible();
        for (const event of PHOTO_HIGHLIGHTS) {
          await expect(heading(page, 3, t(`highlights.${event.id}.title`))).toBeVisible();
          const article = page.getByRole('article', { name: t(`highlights.${event.id}.title`) });
          await expect(article.getByRole('link')).toHaveCount(event.photos.length);
        }
        expect(PHOTO_HIGHLIGHTS.map((event) => event.photos.length)).toEqual([4, 3, 1, 3, 2]);
        const walkRun = page.getByRole('article', { name: t('highlights.walkRun.title') });
        await expect(walkRun).toContainText(t('highlights.walkRun.distance'));
        await expect(walkRun).toContainText(t('highlights.walkRun.participants'));

        await expect(page.getByRole('link', { name: t('how.calendarLink') })).toHaveAttribute(
          'href',
          localizePath('/calendar', lng),
        );

        const flyer = page.getByRole('link', {
          name: new RegExp(t('highlights.wellness.flyerLink').replace(/[()]/g, '\\$&')),
        });
        await expect(flyer).toHaveAttribute(
          'href',
          `/assets/documents/community-events/family-wellness-day-flyer-${lng}.pdf`,
        );
        await expect(flyer).toHaveAttribute('target', '_blank');
        await expect(flyer).toHaveAttribute('rel', 'noopener noreferrer');
        const preview = flyer.getByRole('img', { name: t('highlights.wellness.flyerAlt') });
        await preview.scrollIntoViewIfNeeded();
        await expect
          .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        const pdf = await page.request.get((await flyer.getAttribute('href')) ?? '');
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toContain('application/pdf');

        // Photos below the fold load lazily and reserve their space: the first one's file is the
        // fixture site's portrait photo (tests/fixtures/public/), 900×1200.
        const [firstEvent] = PHOTO_HIGHLIGHTS;
        const thumb = page.getByRole('img', { name: t(firstEvent?.photos[0]?.alt ?? '') });
        await expect(thumb).toHaveAttribute('loading', 'lazy');
        await expect(thumb).toHaveAttribute('width', '900');
        await expect(thumb).toHaveAttribute('height', '1200');
        await expectSafeNewTabs(page);
        await expectNoAxeViolations(page);
        expect(problems).toEqual([]);
      });

      await test.step('a photo opens a dialog by mouse; Close and the backdrop close it', async () => {
        const alt = t('highlights.walkRun.photos.startLine');
        const photo = page.getByRole('link', { name: alt });
        await photo.scrollIntoViewIfNeeded();
        await photo.click();
        const dialog = page.getByRole('dialog', { name: t('highlights.walkRun.title') });
        await expect(dialog).toBeVisible();
        const image = dialog.getByRole('img', { name: alt });
        // A copy of the photo, never the original file.
        await expect(image).toHaveAttribute(
          'src',
          /^\/generated\/media\/pictures\/images-community-events-walk-run-start-line-/,
        );
        // The fixture site's photo in place of the sample (tests/fixtures/public/), 900×1200: the
        // dialog is 896 pixels wide here, so its largest copy, 900 wide, is the one chosen.
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
          .toMatch(/-900\.(avif|webp|jpg)$/);
        await expect(dialog.getByText(alt)).toBeVisible();

        // The page behind does not scroll while the dialog is open.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
          'hidden',
        );
        // Measured with the dialog open and its photo shown: a web font or a picture that arrives
        // before then may move the page, as it may on any page.
        await page.evaluate(() => document.fonts.ready);
        const before = await scrollY(page);
        await page.mouse.move(20, 300);
        await page.mouse.wheel(0, 800);
        await afterFrames(page, WHEEL_FRAMES);
        expect(await scrollY(page)).toBe(before);
        await expectNoAxeViolations(page);

        await dialog.getByRole('button', { name: t('dialog.close'), exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(photo).toBeFocused();

        const dads = page.getByRole('link', { name: t('highlights.dadsToSchool.photos.arrival') });
        await dads.click();
        const dadsDialog = page.getByRole('dialog', { name: t('highlights.dadsToSchool.title') });
        await expect(dadsDialog).toBeVisible();
        await page.mouse.click(5, 5); // the backdrop
        await expect(dadsDialog).toBeHidden();
        // Scrolling works again once it is closed, and within as many frames as the check above
        // waited: that check could have seen the page move.
        const closedAt = await scrollY(page);
        await page.mouse.wheel(0, 400);
        await afterFrames(page, WHEEL_FRAMES);
        expect(await scrollY(page)).toBeGreaterThan(closedAt);
      });

      await test.step('a photo opens and closes by keyboard, and focus returns to it', async () => {
        const alt = t('highlights.mlkDay.photos.kindnessCards');
        const photo = page.getByRole('link', { name: alt });
        await photo.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: t('highlights.mlkDay.title') });
        await expect(dialog).toBeVisible();
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(photo).toBeFocused();

        // A link (the whole photo without scripts) opens with Enter, as links do.
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: t('dialog.closeIcon') })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        await expect(photo).toBeFocused();
      });
    });
  });

  test.describe(`enrichment (${lng})`, () => {
    const e = (key: string) => text(lng, 'enrichment', key);

    /**
     * Noon on the test day, the clock every page has unless a test sets its own (tests/today.ts):
     * registration for spring opens next.
     */
    const onTheTestDay = {
      now: '2026-11-22T12:00:00-05:00',
      window: 'spring',
      badge: 'registration.next',
      en: 'Registration opens on January 15, 2027.',
      es: 'La inscripción se abre el 15 de enero de 2027.',
    } as const;
    const cases = [
      {
        now: '2026-09-05T12:00:00-04:00',
        window: 'fall',
        badge: 'registration.openNow',
        en: 'Registration is open until September 15, 2026.',
        es: 'La inscripción está abierta hasta el 15 de septiembre de 2026.',
      },
      onTheTestDay,
      {
        now: '2027-01-31T12:00:00-05:00',
        window: 'fall',
        badge: 'registration.next',
        en: 'Registration opens on September 1, 2027.',
        es: 'La inscripción se abre el 1 de septiembre de 2027.',
      },
    ] as const;

    /** The one window the page highlights on `item.now`, with its badge and sentence. */
    async function expectHighlighted(page: Page, item: (typeof cases)[number]) {
      const highlighted = page.locator('[data-window][data-highlighted]');
      await expect(highlighted).toHaveCount(1);
      await expect(highlighted).toHaveAttribute('data-window', item.window);
      await expect(highlighted.getByRole('heading', { level: 3 })).toHaveText(
        e(`registration.${item.window}`),
      );
      await expect(highlighted).toContainText(e(item.badge));
      await expect(highlighted).toContainText(item[lng]);
    }

    test("renders every section, highlights the spring window on the test day with every window's dates, and links to the after-school page and back", async ({
      page,
    }) => {
      // Four former tests' checks on one page load: allow 15 s each on a busy machine.
      test.setTimeout(60_000);
      const problems = watchForErrors(page);
      await page.clock.setFixedTime(new Date(onTheTestDay.now));
      await open(page, '/enrichment', lng);

      await test.step(`on ${onTheTestDay.now.slice(0, 10)} highlights the ${onTheTestDay.window} window`, async () => {
        await expectHighlighted(page, onTheTestDay);
        expect(problems).toEqual([]);
      });

      await test.step('shows the windows with their dates', async () => {
        for (const [season, dates] of Object.entries(WINDOW_DATES[lng]))
          for (const date of dates)
            await expect(page.locator(`[data-window="${season}"]`)).toContainText(date);
      });

      await test.step('renders every section: figures, programs by category, registration, contact', async () => {
        await expect(heading(page, 1, e('title'))).toBeVisible();
        for (const key of [
          'figures.title',
          'programs.title',
          'registration.title',
          'contact.title',
        ])
          await expect(heading(page, 2, e(key))).toBeVisible();
        const programs = enrichment.categories.flatMap((category) => category.programs);
        expect(enrichment.categories).toHaveLength(4);
        expect(programs).toHaveLength(9);
        for (const category of enrichment.categories) {
          await expect(heading(page, 3, category.name[lng])).toBeVisible();
          const group = page.getByRole('region', { name: category.name[lng] });
          await expect(group.getByRole('heading', { level: 4 })).toHaveText(
            category.programs.map((program) => program.name[lng]),
          );
        }
        const first = present(programs[0], 'a program');
        const card = page.getByRole('listitem').filter({ has: heading(page, 4, first.name[lng]) });
        await expect(card).toContainText(first.ages[lng]);
        await expect(card).toContainText(first.schedule[lng]);
        for (const benefit of first.benefits) await expect(card).toContainText(benefit[lng]);

        // The figures of the fixture ("200+", "15+") as each language reads them.
        const figures = page.getByRole('region', { name: e('figures.title') }).getByRole('list');
        for (const value of ['9', '4', ...MORE_THAN[lng]])
          await expect(figures).toContainText(value);

        await expect(page.getByRole('link', { name: enrichment.contact.email })).toHaveAttribute(
          'href',
          `mailto:${enrichment.contact.email}`,
        );
        await expect(
          page
            .getByRole('region', { name: e('contact.title') })
            .getByText(expectedName(lng, enrichment.contact), { exact: true }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });

      // The enrichment page is open: the first link is followed from it.
      await test.step('the two after-school pages link to each other and say how they differ', async () => {
        const followRelatedLink = async (from: 'enrichment' | 'after-school', to: string) => {
          const note = page.getByRole('main').getByText(text(lng, from, 'related.text'));
          await expect(note).toBeVisible();
          await note.getByRole('link', { name: text(lng, from, 'related.link') }).click();
          await expect(page).toHaveURL(localizePath(`/${to}`, lng));
          await expect(heading(page, 1, text(lng, to, 'title'))).toBeVisible();
        };
        await followRelatedLink('enrichment', 'after-school');
        await open(page, '/after-school', lng);
        await followRelatedLink('after-school', 'enrichment');
      });
    });

    for (const item of cases.filter((item) => item !== onTheTestDay)) {
      test(`on ${item.now.slice(0, 10)} highlights the ${item.window} window`, async ({ page }) => {
        const problems = watchForErrors(page);
        await page.clock.setFixedTime(new Date(item.now));
        await open(page, '/enrichment', lng);
        await expectHighlighted(page, item);
        expect(problems).toEqual([]);
      });
    }
  });

  test.describe(`after-school (${lng})`, () => {
    const a = (key: string) => text(lng, 'after-school', key);

    test('renders every section, the documents with type and size, and the contacts; a document opens in a new tab', async ({
      page,
      context,
    }) => {
      await open(page, '/after-school', lng);

      await test.step('renders every section, the documents with type and size, and the contacts', async () => {
        await expect(heading(page, 1, a('title'))).toBeVisible();
        for (const key of ['model.title', 'documents.title', 'contacts.title', 'cta.title'])
          await expect(heading(page, 2, a(key))).toBeVisible();
        expect(afterSchool.partners).toHaveLength(2);
        for (const partner of afterSchool.partners)
          await expect(page.getByRole('heading', { level: 3, name: partner.name })).toHaveCount(2);

        const documents = page.getByRole('region', { name: a('documents.title') });
        expect(afterSchool.documents.map((document) => document.href.split('.').pop())).toEqual([
          'pdf',
          'docx',
        ]);
        for (const document of afterSchool.documents) {
          const bytes = statSync(`public${document.href}`).size;
          const type = documentType(document.href);
          const size = `${Math.max(1, Math.round(bytes / 1024))} KB`;
          const link = documents.getByRole('link', { name: new RegExp(document.title[lng]) });
          await expect(link).toHaveAttribute('href', document.href);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          await expect(link).toContainText(`(${type}, ${size})`);
          // The size shown is the size of the file the site serves.
          const response = await page.request.get(document.href);
          expect(response.status()).toBe(200);
          expect((await response.body()).length).toBe(bytes);
        }

        const counts = afterSchool.partners.map((partner) => partner.contacts.length);
        expect(counts).toEqual([4, 3]);
        for (const partner of afterSchool.partners) {
          const group = page.getByRole('region', { name: partner.name });
          const mails = group.getByRole('link', { name: /@/ });
          await expect(mails).toHaveCount(partner.contacts.length);
          for (const contact of partner.contacts) {
            await expect(group.getByText(contact.name, { exact: true })).toBeVisible();
            await expect(group.getByText(contact.role[lng], { exact: true })).toBeVisible();
            await expect(group.getByRole('link', { name: contact.email })).toHaveAttribute(
              'href',
              `mailto:${contact.email}`,
            );
          }
        }

        await expect(page.getByRole('link', { name: a('cta.button') })).toHaveAttribute(
          'href',
          localizePath('/calendar', lng),
        );
        await expectSafeNewTabs(page);
        await expectNoAxeViolations(page);
      });

      await test.step('a document opens in a new tab', async () => {
        const first = present(afterSchool.documents[0], 'a document');
        // The new tab's request for the document, not its address: a browser without a PDF viewer
        // (Chromium's headless shell) downloads the file and leaves the tab's address blank.
        const [tab, asked] = await Promise.all([
          context.waitForEvent('page'),
          context.waitForEvent('request', (request) => request.url().endsWith(first.href)),
          page.getByRole('link', { name: new RegExp(first.title[lng]) }).click(),
        ]);
        expect(asked.frame().page()).toBe(tab);
        expect(asked.isNavigationRequest()).toBe(true);
        await tab.close();
      });
    });
  });

  test(`the pages are in the header and footer navigation (${lng})`, async ({ page }) => {
    await skipWelcome(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/', lng);
    // Header: Community Events is a top-level entry.
    const nav = page.getByRole('navigation', { name: text(lng, 'common', 'nav.label') });
    await expect(
      nav.getByRole('link', { name: text(lng, 'common', 'nav.communityEvents') }),
    ).toHaveAttribute('href', localizePath('/community-events', lng));
    // Home quick links: Enrichment Opportunities and After School.
    for (const [key, path] of [
      ['quickLinks.enrichment.title', '/enrichment'],
      ['quickLinks.afterSchool.title', '/after-school'],
    ] as const) {
      await expect(
        page.getByRole('link', { name: text(lng, 'home', key), exact: true }),
      ).toHaveAttribute('href', localizePath(path, lng));
    }
    // Header: both are in the Enrichment menu.
    await nav.getByRole('button', { name: text(lng, 'common', 'nav.enrichment') }).click();
    for (const [key, path] of [
      ['nav.enrichmentPrograms', '/enrichment'],
      ['nav.afterSchool', '/after-school'],
    ] as const)
      await expect(
        nav.getByRole('link', { name: text(lng, 'common', key), exact: true }),
      ).toHaveAttribute('href', localizePath(path, lng));
  });
}
